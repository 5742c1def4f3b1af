import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from './ReportHeader.tsx';
import { ReportSectionsFragment } from './sections/index.tsx';
import { GoalFields } from '../goals/documents.ts';

export const ReportScreenQuery = graphql(
  `
    query ReportScreen($id: ID!) {
      report(id: $id) {
        id
        model
        measuredAt
        deleted
        outcome
        sections
        previous {
          id
        }
        ...ReportHeader
        ...ReportSections
      }
      # The goals in progress colour the changes as home does (towards a target is good); in this query, not a second
      # one, so the server's render and the offline cache have them with the report.
      goals {
        ...GoalFields
      }
    }
  `,
  [ReportHeaderFragment, ReportSectionsFragment, GoalFields],
);

export const LatestReportQuery = graphql(`
  query LatestReport($model: ProductModel) {
    latestReport(model: $model) {
      id
      model
      measuredAt
      timezone
      modelStatus
    }
  }
`);
