import { graphql } from '#src/graphql/graphql.ts';
import { ReportHeaderFragment } from './ReportHeader.tsx';
import { ReportSectionsFragment } from './sections/index.tsx';

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
    }
  `,
  [ReportHeaderFragment, ReportSectionsFragment],
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
