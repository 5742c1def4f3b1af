import { graphql } from '#src/graphql/graphql.ts';

export const GoalFields = graphql(`
  fragment GoalFields on Goal {
    id
    metric
    model
    startValue
    startAt
    targetValue
    targetAt
    createdAt
    endedAt
  }
`);

/** The caller's goals in progress. */
export const GoalsQuery = graphql(
  `
    query Goals {
      goals {
        ...GoalFields
      }
    }
  `,
  [GoalFields],
);

export const SetGoalMutation = graphql(
  `
    mutation SetGoal($input: GoalInput!) {
      setGoal(input: $input) {
        ...GoalFields
      }
    }
  `,
  [GoalFields],
);

export const EndGoalMutation = graphql(
  `
    mutation EndGoal($id: ID!) {
      endGoal(id: $id) {
        ...GoalFields
      }
    }
  `,
  [GoalFields],
);
