// Goals: the caller's own, nobody else's (every operation is by the session's user id).
import { endGoal, goalsInProgress, setGoal, type GoalInput } from '../domain/goals.ts';
import { requireUser, type GqlContext } from './context.ts';

export const goalQueries = {
  goals: (_: unknown, __: unknown, ctx: GqlContext) => goalsInProgress(ctx.deps.db, requireUser(ctx).userId),
};

export const goalMutations = {
  setGoal: (_: unknown, args: { input: GoalInput }, ctx: GqlContext) => setGoal(ctx.deps.db, requireUser(ctx).userId, args.input, ctx.now),
  endGoal: (_: unknown, args: { id: string }, ctx: GqlContext) => endGoal(ctx.deps.db, requireUser(ctx).userId, args.id, ctx.now),
};
