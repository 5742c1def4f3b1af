import { graphql } from '#src/graphql/graphql.ts';
import { SessionUserFields } from '../auth/documents.ts';

export const PersonalQuery = graphql(
  `
    query Personal {
      me {
        ...SessionUserFields
        reportCount
        reminderWeeks
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

export const SetReminder = graphql(`
  mutation SetReminder($weeks: Int) {
    setReminder(weeks: $weeks) {
      id
      reminderWeeks
    }
  }
`);

export const DeleteAccount = graphql(`
  mutation DeleteAccount($confirm: String!) {
    deleteAccount(confirm: $confirm)
  }
`);
