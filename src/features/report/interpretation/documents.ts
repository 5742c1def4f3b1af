import { graphql, type ResultOf } from '#src/graphql/graphql.ts';

/** The interpretation's fields: the owner's report asks for them on their own; a coach's grant with the report. */
export const InterpretationFields = graphql(`
  fragment InterpretationFields on Interpretation {
    source
    text
    points {
      rule
      section
      severity
      params {
        name
        number
        text
      }
    }
    plan {
      weeks
      sessionsPerWeek
      phases {
        fromWeek
        toWeek
        focus
        sessions {
          kind
          focus
          minutes
        }
      }
    }
  }
`);

/**
 * The interpretation on its own, asked for only when its tab opens: the report's first load stays lean, and
 * graphcache keeps it with the report (its types have no id, so they are embedded) for offline visits.
 */
export const ReportInterpretationQuery = graphql(
  `
    query ReportInterpretation($id: ID!) {
      report(id: $id) {
        id
        interpretation {
          ...InterpretationFields
        }
      }
    }
  `,
  [InterpretationFields],
);

export type Interpretation = ResultOf<typeof InterpretationFields>;
export type InterpretationPoint = Interpretation['points'][number];
export type Plan = Interpretation['plan'];
export type Phase = Plan['phases'][number];
