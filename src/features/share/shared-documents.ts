import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from '../report/ReportHeader.tsx';
import { ReportSectionsFragment } from '../report/sections/index.tsx';

/** What a share link opens: the same sections as the report screen, read-only. */
export const SharedReportQuery = graphql(
  `
    query SharedReport($token: String!) {
      sharedReport(token: $token) {
        status
        expiresAt
        report {
          id
          model
          measuredAt
          deleted
          outcome
          sections
          ...ReportHeader
          ...ReportSections
        }
      }
    }
  `,
  [ReportHeaderFragment, ReportSectionsFragment],
);
