// Goals: the caller's own, nobody else's (every operation is by the session's user id).
import { endGoal, goalsInProgress, setGoal } from '../domain/goals.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { MutationResolvers, QueryResolvers } from './schema-types.ts';

export const goalQueries = {
  goals: (_: unknown, __: unknown, ctx: GqlContext) => goalsInProgress(ctx.deps.db, requireUser(ctx).userId),
} satisfies QueryResolvers;

export const goalMutations = {
  setGoal: (_: unknown, args, ctx: GqlContext) => setGoal(ctx.deps.db, requireUser(ctx).userId, args.input, ctx.now),
  endGoal: (_: unknown, args, ctx: GqlContext) => endGoal(ctx.deps.db, requireUser(ctx).userId, args.id, ctx.now),
} satisfies MutationResolvers;
