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

/** The time-lapse of the report's model up to it (asked again while it is being made). */
export const TimeLapseQuery = graphql(`
  query TimeLapse($id: ID!) {
    report(id: $id) {
      id
      timeLapse {
        status
        viewUrl
        frames {
          id
          measuredAt
          timezone
        }
      }
    }
  }
`);
