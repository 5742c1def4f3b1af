import { graphql } from '../../graphql/graphql.ts';
import { MetricRowFragment } from './MetricRow.tsx';
import { ReportHeaderFragment } from './ReportHeader.tsx';

export const ReportScreenQuery = graphql(
  `
    query ReportScreen($id: ID!) {
      report(id: $id) {
        id
        deleted
        outcome
        ...ReportHeader
        bodyComposition {
          metrics {
            key
            ...MetricRow
          }
        }
      }
    }
  `,
  [ReportHeaderFragment, MetricRowFragment],
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
