// /qrcode/save's reading of a report: enough to name it, whether it can be shared, and its live links.
import { graphql } from '#src/graphql/graphql.ts';

export const QrReportQuery = graphql(`
  query QrReport($id: ID!) {
    report(id: $id) {
      id
      measuredAt
      timezone
      deleted
      shareLinks {
        id
        createdAt
        expiresAt
      }
    }
  }
`);
