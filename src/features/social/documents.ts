import { graphql } from '#src/graphql/graphql.ts';
import { SessionUserFields } from '../auth/documents.ts';

export const GetThirdLoginUrl = graphql(`
  mutation GetThirdLoginUrl($provider: SocialProvider!, $intent: SocialIntent!) {
    getThirdLoginUrl(provider: $provider, intent: $intent) {
      url
    }
  }
`);

export const ThirdLogin = graphql(
  `
    mutation ThirdLogin(
      $provider: SocialProvider!
      $accessToken: String!
      $channel: AccountChannel
      $address: String
      $code: String
      $createAccount: Boolean
    ) {
      thirdLogin(
        provider: $provider
        accessToken: $accessToken
        channel: $channel
        address: $address
        code: $code
        createAccount: $createAccount
      ) {
        status
        token
        isNew
        nickname
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

export const SocialLinkFields = graphql(`
  fragment SocialLinkFields on SocialLink {
    provider
    nickname
    createdAccount
    linkedAt
  }
`);

export const SocialLinks = graphql(
  `
    query SocialLinks {
      me {
        id
        socialLinks {
          ...SocialLinkFields
        }
      }
    }
  `,
  [SocialLinkFields],
);

export const LinkSocial = graphql(
  `
    mutation LinkSocial($provider: SocialProvider!, $accessToken: String!) {
      linkSocial(provider: $provider, accessToken: $accessToken) {
        id
        socialLinks {
          ...SocialLinkFields
        }
      }
    }
  `,
  [SocialLinkFields],
);

export const UnlinkSocial = graphql(
  `
    mutation UnlinkSocial($provider: SocialProvider!) {
      unlinkSocial(provider: $provider) {
        id
        socialLinks {
          ...SocialLinkFields
        }
      }
    }
  `,
  [SocialLinkFields],
);
