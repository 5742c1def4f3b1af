import { graphql } from '#src/graphql/graphql.ts';

/** The controller's contact from the server's configuration (public; kept by the offline cache like any query). */
export const LegalContactQuery = graphql(`
  query LegalContact {
    legalContact {
      email
      postalAddress
    }
  }
`);
