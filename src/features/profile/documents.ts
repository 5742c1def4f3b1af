import { graphql } from '#src/graphql/graphql.ts';
import { SessionUserFields } from '../auth/documents.ts';

export const PersonalQuery = graphql(
  `
    query Personal {
      me {
        ...SessionUserFields
        reportCount
        socialLinks {
          provider
          nickname
        }
      }
    }
  `,
  [SessionUserFields],
);

export const UpdateProfile = graphql(
  `
    mutation UpdateProfile($input: ProfileInput!) {
      updateProfile(input: $input) {
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const DeleteAccount = graphql(`
  mutation DeleteAccount($confirm: String!) {
    deleteAccount(confirm: $confirm)
  }
`);
