import { graphql } from '#src/graphql/graphql.ts';
import { MetricRowFragment } from '../report/MetricRow.tsx';
import { GoalFields } from '../goals/documents.ts';

/**
 * One page of the history list; pages are separate queries so each is cached (and opens offline) on its own. A value's
 * change is against the previous report of the model: the row below.
 */
export const HistoryPageQuery = graphql(
  `
    query HistoryPage($model: ProductModel, $first: Int, $after: String) {
      reports(model: $model, first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            model
            measuredAt
            timezone
            outcome
            score
            bodyComposition {
              metrics {
                key
                value
                quantity
                ...MetricRow
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      # A row's change towards a goal's target is good, as on home and the report.
      goals {
        ...GoalFields
      }
    }
  `,
  [MetricRowFragment, GoalFields],
);
