import { graphql } from '#src/graphql/graphql.ts';

export const BindScanMutation = graphql(`
  mutation BindScan($scanId: ID!) {
    bindScan(scanId: $scanId) {
      report {
        id
        scanId
        model
        measuredAt
        modelStatus
        outcome
      }
    }
  }
`);

export const ModelingQuery = graphql(`
  query Modeling($id: ID!) {
    report(id: $id) {
      id
      model
      outcome
      modelStatus
      viewMeshUrl
      measuredAt
      deleted
      previous {
        id
      }
    }
  }
`);
