// Coach and clinician sharing (docs/coach-sharing.md): the owner's grants by the owner's session only; the shared
// view by the invitee's session only, each read checked against its grant (server/src/domain/grants.ts).
import type { GrantRow } from '../db/schema.ts';
import {
  accessLog,
  acceptGrant,
  createGrant,
  grantReports,
  openGrantedReport,
  ownerGrants,
  revokeGrant,
  sharedWithMe,
  visibleSections,
  type GrantInput,
} from '../domain/grants.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from './schema-types.ts';

/** A grant as its invitee sees it: the owner's name, what is shared, and the reports (resolved on demand). */
const sharedPerson = (grant: GrantRow, ownerName: string | null) => ({
  grantId: grant.id,
  ownerName,
  sections: grant.sections,
  interpretation: grant.interpretation,
  reportsFrom: grant.reportsFrom,
  reportsTo: grant.reportsTo,
  grant,
});

export const grantQueries = {
  grants: (_: unknown, __: unknown, ctx: GqlContext) => ownerGrants(ctx.deps.db, requireUser(ctx).userId),
  sharedWithMe: async (_: unknown, __: unknown, ctx: GqlContext) =>
    (await sharedWithMe(ctx.deps.db, requireUser(ctx).userId)).map((s) => sharedPerson(s.grant, s.ownerName)),
  grantedReport: (_: unknown, args, ctx: GqlContext) =>
    openGrantedReport(ctx.deps.db, requireUser(ctx).userId, args.grantId, args.reportId, ctx.now),
} satisfies QueryResolvers;

export const grantMutations = {
  createGrant: (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const { email, sections, interpretation, reportsFrom, reportsTo } = args.input;
    const input: GrantInput = { email, sections, interpretation, from: reportsFrom ?? null, to: reportsTo ?? null };
    return createGrant(
      { db: ctx.deps.db, send: ctx.deps.send, publicUrl: ctx.deps.config.publicUrl },
      userId,
      input,
      ctx.language,
      ctx.now,
    );
  },
  revokeGrant: (_: unknown, args, ctx: GqlContext) => revokeGrant(ctx.deps.db, requireUser(ctx).userId, args.id, ctx.now),
  acceptGrant: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const grant = await acceptGrant(ctx.deps.db, userId, args.token, ctx.now);
    const [owner] = (await sharedWithMe(ctx.deps.db, userId)).filter((s) => s.grant.id === grant.id);
    return sharedPerson(grant, owner?.ownerName ?? null);
  },
} satisfies MutationResolvers;

export const grantResolvers = {
  Grant: {
    // The parent is one of the caller's own grants (Query.grants, createGrant, revokeGrant).
    accessLog: (g: GrantRow, args, ctx: GqlContext) => accessLog(ctx.deps.db, g.id, args.first),
  },
  SharedPerson: {
    reports: async (p: ReturnType<typeof sharedPerson>, _: unknown, ctx: GqlContext) =>
      (await grantReports(ctx.deps.db, p.grant)).map((r) => ({
        id: r.id,
        model: r.model,
        measuredAt: r.measuredAt,
        timezone: r.timezone,
        sections: visibleSections(p.grant, r),
      })),
  },
} satisfies Resolvers;
