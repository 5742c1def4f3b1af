import { graphql } from '#src/graphql/graphql.ts';

// Whole series (no from/to): one cache entry per metric and model, so every range opens offline once seen.
export const BodyTrendQuery = graphql(`
  query BodyTrend($key: BodyMetricKey!, $model: ProductModel) {
    bodyTrend(key: $key, model: $model) {
      id
      quantity
      points {
        reportId
        measuredAt
        value
      }
      range {
        low
        high
      }
      rating
      lsc
    }
  }
`);

export const GirthTrendQuery = graphql(`
  query GirthTrend($key: GirthKey!, $model: ProductModel) {
    girthTrend(key: $key, model: $model) {
      id
      quantity
      lsc
      points {
        reportId
        measuredAt
        value
      }
    }
  }
`);
