// The owner's share-link operations. (The shared page's query is in shared-documents.ts: it spreads the report's
// fragments, and ReportHeader imports this module through ReportActions, so it must not import ReportHeader.)
import { graphql } from '#src/graphql/graphql.ts';

/** The owner's live links of one report (no URLs: the server keeps only hashes of the tokens). */
export const ShareLinksQuery = graphql(`
  query ShareLinks($id: ID!) {
    report(id: $id) {
      id
      shareLinks {
        id
        createdAt
        expiresAt
      }
    }
  }
`);

/** The one answer that carries the link itself. */
export const CreateShareLinkMutation = graphql(`
  mutation CreateShareLink($reportId: ID!) {
    createShareLink(reportId: $reportId) {
      id
      url
      createdAt
      expiresAt
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeShareLink($id: ID!) {
    revokeShareLink(id: $id)
  }
`);

/** What the send screen shows of the report, and the account's own address to offer. */
export const SendReportScreenQuery = graphql(`
  query SendReportScreen($id: ID!) {
    report(id: $id) {
      id
      model
      measuredAt
      timezone
      deleted
    }
    me {
      id
      email
    }
  }
`);

export const SendReportMutation = graphql(`
  mutation SendReport($reportId: ID!, $email: String!) {
    sendReport(reportId: $reportId, email: $email) {
      sentTo
      link {
        id
        expiresAt
      }
    }
  }
`);
