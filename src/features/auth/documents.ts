import { graphql } from '#src/graphql/graphql.ts';

export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    email
    phone
    name
    sex
    heightCm
    age
    unitSystem
    language
    profileComplete
    passwordSet
  }
`);

export const SendCode = graphql(`
  mutation SendCode($channel: AccountChannel!, $address: String!, $purpose: CodePurpose!) {
    sendValidationCode(channel: $channel, address: $address, purpose: $purpose) {
      resendInSeconds
    }
  }
`);

export const CodeLogin = graphql(
  `
    mutation CodeLogin($channel: AccountChannel!, $address: String!, $code: String!) {
      smsLogin(channel: $channel, address: $address, code: $code) {
        token
        isNew
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

export const PasswordLogin = graphql(
  `
    mutation PasswordLogin($channel: AccountChannel!, $address: String!, $password: String!) {
      smsLogin(channel: $channel, address: $address, password: $password) {
        token
        isNew
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

export const VerifyResetCode = graphql(
  `
    mutation VerifyResetCode($channel: AccountChannel!, $address: String!, $code: String!) {
      verifyValidationCode(channel: $channel, address: $address, code: $code, purpose: RESET_PASSWORD) {
        token
        resetWindowSeconds
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

export const Register = graphql(
  `
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const SetPassword = graphql(`
  mutation SetPassword($newPassword: String!, $oldPassword: String) {
    setPassword(newPassword: $newPassword, oldPassword: $oldPassword) {
      id
      passwordSet
    }
  }
`);

export const PasswordStatus = graphql(`
  query PasswordStatus {
    me {
      id
      passwordSet
    }
  }
`);

export const LinkLogin = graphql(
  `
    mutation LinkLogin($token: String!) {
      linkLogin(token: $token) {
        token
        isNew
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);
