import type { Client } from 'urql';
import { graphql } from '#src/graphql/graphql.ts';
import { storedDeviceType } from '#src/lib/storage.ts';
import { MetricRowFragment } from '../report/MetricRow.tsx';
import { SegmentsSectionFragment } from '../report/sections/SegmentsSection.tsx';

/**
 * Home: the latest report with its headline values and their changes (the same fragment as the report's rows), and its
 * segments for the body figure.
 */
export const HomeLatestQuery = graphql(
  `
    query HomeLatest($model: ProductModel) {
      latestReport(model: $model) {
        id
        model
        measuredAt
        timezone
        modelStatus
        subject {
          age
        }
        girths {
          key
          valueCm
        }
        previous {
          id
          measuredAt
          timezone
        }
        bodyComposition {
          waterMoved
          metrics {
            key
            ...MetricRow
          }
        }
        ...SegmentsSection
      }
    }
  `,
  [MetricRowFragment, SegmentsSectionFragment],
);

const TrendPoints = graphql(`
  fragment HomeTrendPoints on TrendSeries {
    id
    points {
      reportId
      measuredAt
      value
    }
  }
`);

/** The small trend line of each of home's values, on the latest report's model (one line never mixes S30 and M30). */
export const HomeTrendsQuery = graphql(
  `
    query HomeTrends($model: ProductModel!) {
      score: bodyTrend(key: SCORE, model: $model) {
        ...HomeTrendPoints
      }
      weight: bodyTrend(key: WT, model: $model) {
        ...HomeTrendPoints
      }
      fat: bodyTrend(key: PBF, model: $model) {
        ...HomeTrendPoints
      }
      muscle: bodyTrend(key: SM, model: $model) {
        ...HomeTrendPoints
      }
    }
  `,
  [TrendPoints],
);

export { TrendPoints as HomeTrendPointsFragment };

/** Home's variables: the stored product model, or none (the latest of either). */
export const homeLatestVariables = () => ({ model: storedDeviceType() });

/**
 * Asks for home's data while the app's catalog is still loading (the root route's beforeLoad), rather than after it:
 * home then paints one round trip sooner. Its answer waits in graphcache for Home's own query of the same variables.
 */
export function prefetchHome(client: Client): void {
  void client.query(HomeLatestQuery, homeLatestVariables()).toPromise();
}
