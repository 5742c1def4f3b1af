// Share-link resolvers: the owner creates, lists and withdraws links; anyone with a token reads that report alone.
import type { ReportRow } from '../db/schema.ts';
import {
  activeShareLinks,
  createShareLink,
  isShared,
  resolveShareToken,
  revokeShareLink,
  type ShareLinkView,
} from '../domain/share-links.ts';
import { sendReport } from '../domain/report-mail.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { MutationResolvers, QueryResolvers, ReportResolvers } from './schema-types.ts';

/** The token appears in this URL once, in createShareLink's answer; lists carry no URL. */
type ShareLinkResult = ShareLinkView & { url: string | null };

export const shareQueries = {
  /** Public: a token is the only credential, and it opens one report, read-only (see `isShared`). */
  sharedReport: (_: unknown, args, ctx: GqlContext) => resolveShareToken(ctx.deps.db, args.token, ctx.now),
} satisfies QueryResolvers;

export const shareMutations = {
  createShareLink: async (_: unknown, args, ctx: GqlContext): Promise<ShareLinkResult> => {
    const { userId } = requireUser(ctx);
    const { token, ...link } = await createShareLink(ctx.deps.db, userId, args.reportId, ctx.now, ctx.deps.config.shareLinkHours);
    return { ...link, url: `${ctx.deps.config.publicUrl}/s/${token}` };
  },
  revokeShareLink: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    await revokeShareLink(ctx.deps.db, userId, args.id, ctx.now);
    return true;
  },
  /** In the caller's interface language (the app sends it as Accept-Language); the owner's report only. */
  sendReport: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    return sendReport(ctx.deps, { userId, reportId: args.reportId, email: args.email, locale: ctx.language, now: ctx.now });
  },
} satisfies MutationResolvers;

/** Report.shareLinks: the owner's live links; a report opened through a link shows none (and needs no session). */
export const shareReportResolvers = {
  shareLinks: async (r: ReportRow, _: unknown, ctx: GqlContext): Promise<ShareLinkResult[]> => {
    if (isShared(r) || r.deletedAt) return [];
    const { userId } = requireUser(ctx);
    const links = await activeShareLinks(ctx.deps.db, userId, r.id, ctx.now);
    return links.map((link) => ({ ...link, url: null }));
  },
} satisfies ReportResolvers;
