import type { ReportRow } from '../db/schema.ts';
import { bodyMetrics, previousReport } from '../domain/reports.ts';
import type { GqlContext } from './context.ts';

function previousOf(ctx: GqlContext, report: ReportRow): Promise<ReportRow | null> {
  let p = ctx.previous.get(report.id);
  if (!p) {
    p = previousReport(ctx.deps.db, report);
    ctx.previous.set(report.id, p);
  }
  return p;
}

const composition = (r: ReportRow) => (r.deletedAt ? null : (r.measurements.bodyComposition ?? null));

/** Field resolvers of type Report; the parent is always a row already checked to belong to the caller. */
export const reportResolvers = {
  deleted: (r: ReportRow) => r.deletedAt !== null,
  meshUrl: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    r.modelStatus === 'ready' && !r.deletedAt ? `${ctx.deps.config.reportFileHost}/reptfile/models/${r.id}.glb` : null,
  score: (r: ReportRow) => composition(r)?.SCORE ?? null,
  bodyComposition: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    const current = composition(r);
    if (!current) return null;
    const prev = await previousOf(ctx, r);
    return { metrics: bodyMetrics(current, prev?.measurements.bodyComposition ?? null) };
  },
  previous: (r: ReportRow, _: unknown, ctx: GqlContext) => previousOf(ctx, r),
};
