import { graphql } from '../../graphql/graphql.ts';

export const SendLoginCode = graphql(`
  mutation SendLoginCode($address: String!) {
    sendValidationCode(channel: EMAIL, address: $address, purpose: LOGIN) {
      resendInSeconds
    }
  }
`);

export const CodeLogin = graphql(`
  mutation CodeLogin($address: String!, $code: String!) {
    smsLogin(channel: EMAIL, address: $address, code: $code) {
      token
      isNew
      user { id email name unitSystem language }
    }
  }
`);

export const Logout = graphql(`
  mutation Logout {
    logout
  }
`);
