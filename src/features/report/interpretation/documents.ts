import { graphql, type ResultOf } from '#src/graphql/graphql.ts';

/**
 * The interpretation on its own, asked for only when its tab opens: the report's first load stays lean, and
 * graphcache keeps it with the report (its types have no id, so they are embedded) for offline visits.
 */
export const ReportInterpretationQuery = graphql(`
  query ReportInterpretation($id: ID!) {
    report(id: $id) {
      id
      interpretation {
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
    }
  }
`);

export type Interpretation = NonNullable<NonNullable<ResultOf<typeof ReportInterpretationQuery>['report']>['interpretation']>;
export type InterpretationPoint = Interpretation['points'][number];
export type Plan = Interpretation['plan'];
export type Phase = Plan['phases'][number];
