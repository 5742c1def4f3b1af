// Field resolvers of Report and the report queries: parse, check the session and ownership, call the domain.
import type { Measurements, Model, ReportRow } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import {
  compositionView,
  compareRows,
  girthList,
  QUANTITY,
  ratedSubject,
  shapeBaseline,
  shoulderView,
  standings,
  type Quantity,
} from '../domain/report-views.ts';
import {
  MEASURED_SECTIONS,
  REPORT_SECTIONS,
  SECTION_FIELDS,
  sectionsOf,
  servedAs,
  STORED_AS_SERVED,
  type SectionField,
  type SectionId,
} from '../scan/report-sections.ts';
import {
  encodeCursor,
  hipHistory,
  listReports,
  ownedReport,
  ownedReportWithPrevious,
  previousFromPage,
  previousReport,
} from '../domain/reports.ts';
import { holds, wholeRow } from '../domain/report-rows.ts';
import { interpret, type Interpretation } from '../domain/interpretation/engine.ts';
import { writtenInterpretation, type WordingKey } from '../domain/interpretation/ai.ts';
import { bodyTrend, girthTrend, trendId, type TrendPoint, type TrendQuery } from '../domain/trends.ts';
import { isShared, readOnlyAccess } from '../domain/share-links.ts';
import { changeState, pairOf, type ChangeState } from '../domain/body-change/store.ts';
import { CHANGE_VERSION } from '../domain/body-change/result.ts';
import { meshViewReady } from '../domain/mesh-view.ts';
import { timeLapseState } from '../domain/body-change/timelapse.ts';
import { CHANGE_NEUTRAL_MM } from '#shared/body-change.ts';
import { leastSignificantChange, type PrecisionKey } from '#shared/precision.ts';
import { requireUser, type GqlContext } from './context.ts';
import type { QueryResolvers, ReportResolvers, TrendSeriesResolvers } from './schema-types.ts';

function previousOf(ctx: GqlContext, report: ReportRow): Promise<ReportRow | null> {
  // A report opened through a share link shows nothing of its owner's other reports (no previous, no changes).
  if (isShared(report)) return Promise.resolve(null);
  let p = ctx.previous.get(report.id);
  if (!p) {
    p = previousReport(ctx.deps.db, report);
    ctx.previous.set(report.id, p);
  }
  return p;
}

/**
 * Calls `use` with the row's document once it holds `sections` (null for a deleted report, which keeps its stub
 * fields and nothing measured). A slim row (a previous report, a history row) asked for more loads its whole
 * document once per request; otherwise this stays synchronous.
 */
function withDoc<T>(
  ctx: GqlContext,
  r: ReportRow,
  sections: readonly SectionField[],
  use: (d: Measurements | null) => T | Promise<T>,
): T | Promise<T> {
  if (r.deletedAt) return use(null);
  if (holds(r, sections)) return use(r.measurements);
  let whole = ctx.documents.get(r.id);
  if (!whole) {
    whole = r.userId ? wholeRow(ctx.deps.db, r.userId, r.id).then((row) => row?.measurements ?? null) : Promise.resolve(null);
    ctx.documents.set(r.id, whole);
  }
  return whole.then(use);
}

/** A section of the previous report's document, or null when there is no previous report. */
async function previousSection<K extends SectionField>(ctx: GqlContext, r: ReportRow, key: K): Promise<Measurements[K] | null> {
  const before = await previousOf(ctx, r);
  return before ? withDoc(ctx, before, [key], (d) => d?.[key] ?? null) : null;
}

const field =
  <K extends SectionField>(key: K) =>
  (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, [key], (d) => d?.[key] ?? null);

/**
 * Field resolvers of type Report; the parent is a row already checked to belong to the caller, or one reached
 * through a share link (`isShared`): then only the report's own data, without what reaches past it.
 */
const ownerReportResolvers = {
  // A section served as stored; the ones below that compute more (changes, ranges) replace their entry.
  ...(Object.fromEntries(STORED_AS_SERVED.map((key) => [key, field(key)])) as Record<SectionField, ReturnType<typeof field>>),
  deleted: (r: ReportRow) => r.deletedAt !== null,
  subject: ratedSubject,
  scannerSubject: (r: ReportRow) => r.subject,
  meshUrl: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    hasMesh(r) ? `${ctx.deps.config.reportFileHost}/reptfile/models/${r.id}.glb` : null,
  viewMeshUrl: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    if (!hasMesh(r)) return null;
    const view = await meshViewReady(ctx.deps, r);
    return `${ctx.deps.config.reportFileHost}/reptfile/models/${r.id}${view ? '.view' : ''}.glb`;
  },
  score: (r: ReportRow, _: unknown, ctx: GqlContext) => withDoc(ctx, r, ['bodyComposition'], (d) => d?.bodyComposition?.SCORE ?? null),
  sections: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, SECTION_FIELDS, (d) => (d ? sectionsOf(r.model, d, ratedSubject(r).age).filter((id) => granted(r, id)) : [])),
  bodyComposition: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, ['bodyComposition', 'segments'], async (d) => {
      const current = d?.bodyComposition;
      if (!current) return null;
      return {
        ...compositionView(ratedSubject(r), r.model, current, await previousSection(ctx, r, 'bodyComposition')),
        segments: granted(r, 'segments') ? (d.segments ?? []) : [],
      };
    }),
  girths: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, ['girths'], async (d) => (d?.girths ? girthList(d.girths, await previousSection(ctx, r, 'girths'), r.model) : null)),
  shoulder: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, ['shoulder'], async (d) =>
      d?.shoulder ? shoulderView(d.shoulder, await previousSection(ctx, r, 'shoulder'), r.model) : null,
    ),
  shapeBaseline: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, ['bodyComposition'], (d) => (d?.bodyComposition ? shapeBaseline(ratedSubject(r), d.bodyComposition) : null)),
  previous: (r: ReportRow, _: unknown, ctx: GqlContext) => previousOf(ctx, r),
  // Like `previous`, nothing of the owner's other reports through a share link.
  hipHistory: (r: ReportRow, args, ctx: GqlContext) => (isShared(r) || r.deletedAt ? [] : hipHistory(ctx.deps.db, r, args.first)),
  // The owner's alone: nothing of the body's surface through a share link or a grant.
  bodyChange: async (r: ReportRow, args, ctx: GqlContext) => {
    if (isShared(r) || !ctx.userId) return null;
    const pair = await pairOf(ctx.deps, ctx.userId, r, args.against ?? null);
    return pair ? bodyChangeView(ctx, await changeState(ctx.deps, ctx.userId, pair.later, pair.earlier)) : null;
  },
  timeLapse: async (r: ReportRow, _: unknown, ctx: GqlContext) => {
    if (isShared(r) || !ctx.userId) return null;
    const state = await timeLapseState(ctx.deps, ctx.userId, r);
    if (!state) return null;
    const file = `${ctx.deps.config.reportFileHost}/reptfile/timelapses/${r.id}/${state.signature}.glb`;
    return { status: state.status, frames: state.frames, viewUrl: state.status === 'ready' ? file : null };
  },
  interpretation: (r: ReportRow, _: unknown, ctx: GqlContext) =>
    withDoc(ctx, r, SECTION_FIELDS, async (whole) => {
      if (!whole || readOnlyAccess(r)?.interpretation === false) return null;
      // Through a grant, the interpretation of the granted sections alone: nothing of the others shows through it.
      const d = grantedDocument(r, whole);
      const found = interpret(d, ratedSubject(r));
      const { ai } = ctx.deps.config;
      const text =
        ai && found.points.length
          ? await writtenInterpretation(ctx.deps.db, ai, ctx.deps.log, wordingKey(r), {
              interpretation: found,
              subject: ratedSubject(r),
              language: ctx.language,
            })
          : null;
      return { source: text ? 'AI' : 'RULES', text: text ?? [], ...interpretationView(found) };
    }),
} satisfies ReportResolvers;

/** Whether the caller gets the report's mesh: a ready one, not deleted, not through a share link. */
const hasMesh = (r: ReportRow) => r.modelStatus === 'ready' && !r.deletedAt && !isShared(r);

/** A change as the schema gives it; its file's address only once it is kept. */
function bodyChangeView(ctx: GqlContext, state: ChangeState) {
  const ready = state.status === 'ready' ? state : null;
  return {
    status: state.status,
    later: state.later,
    earlier: state.earlier,
    regions: ready?.result.regions ?? [],
    // The computation's version in the address: a phone keeps the file by it, and a change computed again is a new one.
    viewUrl: ready
      ? `${ctx.deps.config.reportFileHost}/reptfile/changes/${state.later.id}/${state.earlier.id}.glb?v=${CHANGE_VERSION}`
      : null,
    neutralMm: CHANGE_NEUTRAL_MM,
    turnDeg: ready?.result.turnDeg ?? null,
  };
}

/** Whether a report read through a grant shows this section (a share link and the owner see every section). */
function granted(r: ReportRow, section: SectionId): boolean {
  const access = readOnlyAccess(r);
  return !access || access.sections === 'all' || access.sections.has(section);
}

/** The document with only the sections the grant shows (the whole document for the owner and a share link). */
function grantedDocument(r: ReportRow, d: Measurements): Measurements {
  const access = readOnlyAccess(r);
  if (!access || access.sections === 'all') return d;
  const kept: Measurements = { schemaVersion: d.schemaVersion };
  for (const s of MEASURED_SECTIONS) if (granted(r, s.id) && d[s.field] !== undefined) Object.assign(kept, { [s.field]: d[s.field] });
  return kept;
}

/**
 * What the written interpretation is kept under: the report, and through a grant the sections it shows (the wording of
 * the whole report would speak of sections the grant leaves out).
 */
function wordingKey(r: ReportRow): WordingKey {
  const access = readOnlyAccess(r);
  return { reportId: r.id, scope: !access || access.sections === 'all' ? 'all' : [...access.sections].sort().join(',') };
}

/** The section each top-level Report field serves (bodyComposition: body_composition; score goes with it). */
const FIELD_SECTIONS: Array<[string, SectionId]> = [
  ...REPORT_SECTIONS.filter((s) => !servedAs(s).includes('.')).map((s): [string, SectionId] => [servedAs(s), s.id]),
  ['score', 'body_composition'],
];

type FieldResolver = (r: ReportRow, args: never, ctx: GqlContext) => unknown;

/**
 * Field resolvers of type Report; the parent is a row already checked to belong to the caller, or one reached through
 * a share link or a grant (`isShared`): then only the report's own data, without what reaches past it, and through a
 * grant a section it leaves out is null.
 */
export const reportResolvers = {
  ...ownerReportResolvers,
  ...Object.fromEntries(
    FIELD_SECTIONS.map(([field, section]) => {
      const resolve = (ownerReportResolvers as Record<string, FieldResolver>)[field];
      if (!resolve) throw new Error(`Report.${field} has no resolver to guard`);
      return [field, (r: ReportRow, args: never, ctx: GqlContext) => (granted(r, section) ? resolve(r, args, ctx) : null)];
    }),
  ),
} as typeof ownerReportResolvers;

/** The engine's result in the schema's shape: severities as enum values, params as a list of named facts. */
function interpretationView({ points, plan }: Interpretation) {
  return {
    points: points.map((p) => ({
      rule: p.ruleId,
      section: p.section,
      severity: p.severity.toUpperCase(),
      params: Object.entries(p.params).map(([name, value]) =>
        typeof value === 'number' ? { name, number: value, text: null } : { name, number: null, text: value ?? null },
      ),
    })),
    plan: {
      weeks: plan.weeks,
      sessionsPerWeek: plan.sessionsPerWeek,
      phases: plan.phases.map((phase) => ({
        fromWeek: phase.weeks[0],
        toWeek: phase.weeks[1],
        focus: phase.focus,
        sessions: phase.sessions,
      })),
    },
  };
}

type Range = { model?: Model | null; from?: Date | null; to?: Date | null };
const trendQuery = (args: Range): TrendQuery => ({ model: args.model ?? null, from: args.from ?? null, to: args.to ?? null });
const series = (key: PrecisionKey, quantity: Quantity, q: TrendQuery, points: TrendPoint[]) => ({
  id: trendId(key, q),
  quantity,
  points,
  lsc: leastSignificantChange(key, q.model),
});

type Standing = NonNullable<ReturnType<ReturnType<typeof standings>['get']>>;

/** A body trend's range and rating, from its newest report, read once when either is asked for; none for a girth. */
export const trendSeriesResolvers = {
  range: async (s: { standingOf?: () => Promise<Standing | undefined> }) => (await s.standingOf?.())?.range ?? null,
  rating: async (s: { standingOf?: () => Promise<Standing | undefined> }) => (await s.standingOf?.())?.rating ?? null,
} satisfies TrendSeriesResolvers;

export const reportQueries = {
  report: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const { report, previous } = await ownedReportWithPrevious(ctx.deps.db, userId, args.id);
    ctx.previous.set(report.id, Promise.resolve(previous));
    return report;
  },
  reports: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const { rows, hasNextPage } = await listReports(ctx.deps.db, userId, {
      ...trendQuery(args),
      first: args.first ?? 20,
      after: args.after ?? null,
    });
    previousFromPage(rows, ctx.previous);
    const edges = rows.map((node) => ({ cursor: encodeCursor(node), node }));
    return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
  },
  compareReports: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    // Deleted ones included, so a missing one is NOT_FOUND whether or not the other is deleted.
    const load = (id: string) => ownedReport(ctx.deps.db, userId, id, { deleted: 'include' });
    const [base, other] = await Promise.all([load(args.baseId), load(args.otherId)]);
    if (base.deletedAt || other.deletedAt) throw new AppError('REPORT_DELETED', 'This report was deleted by the administrator');
    return { id: `${base.id}:${other.id}`, base, other, ...compareRows(base, other) };
  },
  bodyTrend: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const q = trendQuery(args);
    const points = await bodyTrend(ctx.deps.db, userId, args.key, q);
    // The newest point's range and rating (the chart's normal band, and what the change along the line is judged by),
    // read only when asked for (trendSeriesResolvers): home's small lines don't, and pay no read of the report.
    const newest = points.at(-1);
    let standing: Promise<Standing | undefined> | undefined;
    const standingOf = () =>
      (standing ??= newest
        ? wholeRow(ctx.deps.db, userId, newest.reportId).then((row) => (row ? standings(row).get(args.key) : undefined))
        : Promise.resolve(undefined));
    return { ...series(args.key, QUANTITY[args.key], q, points), standingOf };
  },
  girthTrend: async (_: unknown, args, ctx: GqlContext) => {
    const { userId } = requireUser(ctx);
    const q = trendQuery(args);
    return series(args.key, 'LENGTH_CM', q, await girthTrend(ctx.deps.db, userId, args.key, q));
  },
} satisfies QueryResolvers;
