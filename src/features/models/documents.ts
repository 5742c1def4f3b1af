import { graphql } from '#src/graphql/graphql.ts';

export const ProductModelsQuery = graphql(`
  query ProductModels {
    m30: latestReport(model: M30) {
      id
      measuredAt
      timezone
    }
    s30: latestReport(model: S30) {
      id
      measuredAt
      timezone
    }
  }
`);
