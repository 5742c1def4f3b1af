// Field resolvers of Report and the report queries: parse, check the session and ownership, call the domain.
import type { Model, ReportRow } from '../db/schema.ts';
import type { GirthKey, MetricKey } from '../device/sections.ts';
import { AppError } from '../domain/errors.ts';
import { bodyMetrics, compareDocs, girthList, sectionsOf, shapeBaseline, shoulderView } from '../domain/report-views.ts';
import { encodeCursor, listReports, previousFromPage, previousReport, reportForUser } from '../domain/reports.ts';
import { bodyTrend, girthTrend, trendId, type TrendPoint, type TrendQuery } from '../domain/trends.ts';
import { requireUser, type GqlContext } from './context.ts';

function previousOf(ctx: GqlContext, report: ReportRow): Promise<ReportRow | null> {
  let p = ctx.previous.get(report.id);
  if (!p) {
    p = previousReport(ctx.deps.db, report);
    ctx.previous.set(report.id, p);
  }
  return p;
}

/** A deleted report keeps its stub fields and nothing measured. */
const doc = (r: ReportRow) => (r.deletedAt ? null : r.measurements);
const previousDoc = async (ctx: GqlContext, r: ReportRow) => (await previousOf(ctx, r))?.measurements ?? null;

/** Field resolvers of type Report; the parent is always a row already checked to belong to the caller. */
export const reportResolvers = {
  deleted: (r: ReportRow) => r.deletedAt !== null,
  meshUrl: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    r.modelStatus === 'ready' && !r.deletedAt ? `${ctx.deps.config.reportFileHost}/reptfile/models/${r.id}.glb` : null,
  score: (r: ReportRow) => doc(r)?.bodyComposition?.SCORE ?? null,
  sections: (r: ReportRow) => {
    const d = doc(r);
    return d ? sectionsOf(r.model, d) : [];
  },
  bodyComposition: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    const current = doc(r)?.bodyComposition;
    if (!current) return null;
    return { metrics: bodyMetrics(r.subject, current, (await previousDoc(ctx, r))?.bodyComposition), segments: doc(r)?.segments ?? [] };
  },
  girths: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    const current = doc(r)?.girths;
    return current ? girthList(current, (await previousDoc(ctx, r))?.girths) : null;
  },
  shoulder: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    const current = doc(r)?.shoulder;
    return current ? shoulderView(current, (await previousDoc(ctx, r))?.shoulder) : null;
  },
  posture: (r: ReportRow) => doc(r)?.posture ?? null,
  waist: (r: ReportRow) => doc(r)?.waist ?? null,
  pelvis: (r: ReportRow) => doc(r)?.pelvis ?? null,
  hip: (r: ReportRow) => doc(r)?.hip ?? null,
  spine: (r: ReportRow) => doc(r)?.spine ?? null,
  painRisk: (r: ReportRow) => doc(r)?.painRisk ?? null,
  youthSpine: (r: ReportRow) => doc(r)?.youthSpine ?? null,
  shapeBaseline: (r: ReportRow) => {
    const bc = doc(r)?.bodyComposition;
    return bc ? shapeBaseline(r.subject, bc) : null;
  },
  previous: (r: ReportRow, _: unknown, ctx: GqlContext) => previousOf(ctx, r),
};

type Range = { model?: Model | null; from?: Date | null; to?: Date | null };
const trendQuery = (args: Range): TrendQuery => ({ model: args.model ?? null, from: args.from ?? null, to: args.to ?? null });
const series = (key: string, q: TrendQuery, points: TrendPoint[]) => ({ id: trendId(key, q), points });

/** Someone else's report and a missing one give the same answer, so ids reveal nothing. */
async function ownReport(ctx: GqlContext, userId: string, id: string): Promise<ReportRow> {
  const row = await reportForUser(ctx.deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Report not found');
  return row;
}

export const reportQueries = {
  reports: async (_: unknown, args: Range & { first?: number | null; after?: string | null }, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const { rows, hasNextPage } = await listReports(ctx.deps.db, userId, { ...trendQuery(args), first: args.first ?? 20, after: args.after ?? null });
    previousFromPage(rows, ctx.previous);
    const edges = rows.map((node) => ({ cursor: encodeCursor(node), node }));
    return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
  },
  compareReports: async (_: unknown, args: { baseId: string; otherId: string }, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const [base, other] = await Promise.all([ownReport(ctx, userId, args.baseId), ownReport(ctx, userId, args.otherId)]);
    if (base.deletedAt || other.deletedAt) throw new AppError('REPORT_DELETED', 'This report was deleted by the administrator');
    return { id: `${base.id}:${other.id}`, base, other, ...compareDocs(base.measurements, other.measurements) };
  },
  bodyTrend: async (_: unknown, args: Range & { key: MetricKey }, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const q = trendQuery(args);
    return series(args.key, q, await bodyTrend(ctx.deps.db, userId, args.key, q));
  },
  girthTrend: async (_: unknown, args: Range & { key: GirthKey }, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const q = trendQuery(args);
    return series(args.key, q, await girthTrend(ctx.deps.db, userId, args.key, q));
  },
};
