import { graphql } from '#src/graphql/graphql.ts';

export const CompareCandidatesQuery = graphql(`
  query CompareCandidates($model: ProductModel, $from: DateTime, $to: DateTime) {
    reports(model: $model, from: $from, to: $to, first: 50) {
      edges {
        node {
          id
          measuredAt
          timezone
          outcome
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const ComparisonQuery = graphql(`
  query Comparison($baseId: ID!, $otherId: ID!) {
    compareReports(baseId: $baseId, otherId: $otherId) {
      id
      base {
        id
        measuredAt
        timezone
      }
      other {
        id
        measuredAt
        timezone
      }
      metrics {
        key
        quantity
        base
        other
        change
        rating
        lsc
      }
      waterMoved
    }
  }
`);

export const BodyChangeQuery = graphql(`
  query BodyChange($id: ID!, $against: ID) {
    report(id: $id) {
      id
      bodyChange(against: $against) {
        status
        neutralMm
        viewUrl
        earlier {
          id
          measuredAt
          timezone
        }
        later {
          id
          measuredAt
          timezone
        }
        regions {
          region
          meanMm
          volumeLitres
          compared
          lscMm
          beyondNoise
          heldOtherwise
        }
      }
    }
  }
`);
