// The GraphQL documents bench:api sends: what the report, history and trend screens ask for.
import { SECTION_SELECTION } from './select-all.ts';

/** Every section of a report, as the report screens will ask for it (written out from server/schema.graphql). */
export const REPORT_FULL = `query ReportScreen($id: ID!) {
  report(id: $id) {
    id scanId model measuredAt timezone outcome modelStatus meshUrl deleted score
    subject { sex heightCm age }
    sections
    ${SECTION_SELECTION}
    previous { id measuredAt timezone }
  }
}`;

/** Body composition only: today's report screen (src/features/report/documents.ts) with range and rating. */
export const REPORT_BODY_COMPOSITION = `query ReportScreen($id: ID!) {
  report(id: $id) {
    id scanId model measuredAt timezone outcome modelStatus meshUrl deleted score
    previous { id measuredAt timezone }
    bodyComposition { metrics { key value quantity range { low high } rating change } }
  }
}`;

export const HISTORY = `query History {
  reports(first: 20) {
    edges { cursor node { id model measuredAt score } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const TREND = `query Trend {
  bodyTrend(key: WT) { id points { reportId measuredAt value } }
}`;

export const TRIVIAL = '{ __typename }';

export const body = (query: string, variables?: Record<string, unknown>) => JSON.stringify(variables ? { query, variables } : { query });
