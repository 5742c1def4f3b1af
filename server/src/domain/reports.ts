// Report queries, always scoped to the owner: another person's report is indistinguishable from a missing one.
import type { ReportFileKind } from '../db/schema.ts';
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SCAN_ID } from '../scan/payload.ts';
import { reportFiles, reports, type Measurements, type Model, type ReportRow } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { parseIsoDate } from '../scan/iso-date.ts';
import { reportWithPrevious, slimColumns, slimRow } from './report-rows.ts';
import type { Stored } from './file-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export type OwnedOptions = {
  /** Return a deleted report (its stub) instead of REPORT_DELETED: views that show the stub ask for it. */
  deleted?: 'include';
  /** Lock the row (SELECT … FOR UPDATE) for the rest of the caller's transaction. */
  lock?: true;
};

/**
 * The one check of every report lookup: someone else's report and a missing one are the same NOT_FOUND, so ids reveal
 * nothing; a deleted one is REPORT_DELETED unless the caller asked for deleted reports.
 */
function owned<T extends { deletedAt: Date | null }>(row: T | null | undefined, opts: OwnedOptions): T {
  if (!row) throw new AppError('NOT_FOUND', 'Report not found');
  if (row.deletedAt && opts.deleted !== 'include') throw new AppError('REPORT_DELETED', 'This report was deleted by the administrator');
  return row;
}

/**
 * A report of the caller's, by id or by scan id; throws NOT_FOUND (missing or someone else's) or REPORT_DELETED
 * (unless `deleted: 'include'`).
 */
export async function ownedReport(db: Db, userId: string, ref: string | { scanId: string }, opts: OwnedOptions = {}): Promise<ReportRow> {
  const byScan = typeof ref !== 'string';
  // Not an id at all (a NUL would even fail inside PostgreSQL): no such report.
  if (byScan ? !SCAN_ID.test(ref.scanId) : !isUuid(ref)) return owned<ReportRow>(null, opts);
  const query = db
    .select()
    .from(reports)
    .where(and(byScan ? eq(reports.scanId, ref.scanId) : eq(reports.id, ref), eq(reports.userId, userId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return owned(row, opts);
}

/** ownedReport by id, deleted ones included, with its previous report (slim) read in the same statement. */
export async function ownedReportWithPrevious(
  db: Db,
  userId: string,
  id: string,
): Promise<{ report: ReportRow; previous: ReportRow | null }> {
  const found = isUuid(id) ? await reportWithPrevious(db, userId, id) : null;
  return { report: owned(found?.report, { deleted: 'include' }), previous: found?.previous ?? null };
}

/** The conditions of "this person's reports, not deleted, of this model, measured in [from, to]" (the parts left open are left out). */
export function ownReportsIn(userId: string, q: { model?: Model | null; from?: Date | null; to?: Date | null }) {
  return [
    eq(reports.userId, userId),
    isNull(reports.deletedAt),
    q.model ? eq(reports.model, q.model) : undefined,
    q.from ? gte(reports.measuredAt, q.from) : undefined,
    q.to ? lte(reports.measuredAt, q.to) : undefined,
  ];
}

export async function latestReport(db: Db, userId: string, model: Model | null): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(...ownReportsIn(userId, { model })))
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(1);
  return row ?? null;
}

/** The same person's non-deleted reports of the same model measured before this one (order newest first). */
const earlierOf = (userId: string, report: ReportRow) => [
  eq(reports.userId, userId),
  eq(reports.model, report.model),
  isNull(reports.deletedAt),
  lt(reports.measuredAt, report.measuredAt),
];

/** The same person's previous non-deleted report of the same model, measured earlier. */
export async function previousReport(db: Db, report: ReportRow): Promise<ReportRow | null> {
  if (!report.userId) return null;
  const [row] = await db
    .select()
    .from(reports)
    .where(and(...earlierOf(report.userId, report)))
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(1);
  return row ?? null;
}

export const HIP_HISTORY_MAX = 20;

export type HipHistoryEntry = { reportId: string; measuredAt: Date; timezone: string } & NonNullable<Measurements['hip']>;

/** The hip shapes of the owner's earlier reports of the same model (not deleted), newest first: only their hip sections are read. */
export async function hipHistory(db: Db, report: ReportRow, first: number): Promise<HipHistoryEntry[]> {
  if (!Number.isInteger(first) || first < 1 || first > HIP_HISTORY_MAX)
    throw new AppError('BAD_INPUT', `first must be between 1 and ${HIP_HISTORY_MAX}`);
  if (!report.userId) return [];
  const hip = sql<NonNullable<Measurements['hip']>>`${reports.measurements} -> 'hip'`;
  const rows = await db
    .select({ reportId: reports.id, measuredAt: reports.measuredAt, timezone: reports.timezone, hip })
    .from(reports)
    .where(and(...earlierOf(report.userId, report), sql`${reports.measurements} -> 'hip' is not null`))
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(first);
  return rows.map(({ hip: section, ...row }) => ({ ...row, ...section }));
}

type Cursor = { t: string; id: string };

export const encodeCursor = (r: ReportRow) =>
  Buffer.from(JSON.stringify({ t: r.measuredAt.toISOString(), id: r.id } satisfies Cursor)).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && 't' in value && 'id' in value) {
      const { t, id } = value;
      if (typeof t === 'string' && typeof id === 'string' && isUuid(id)) {
        // The instant as read here goes to SQL, never the client's text.
        const at = parseIsoDate(t);
        if (at) return { t: at.toISOString(), id };
      }
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('BAD_INPUT', 'Invalid cursor');
}

/** Keyset pagination on (measured_at, id), newest first, optionally within [from, to]; deleted and unbound reports are left out. */
export async function listReports(
  db: Db,
  userId: string,
  opts: { model: Model | null; first: number; after: string | null; from?: Date | null; to?: Date | null },
): Promise<{ rows: ReportRow[]; hasNextPage: boolean }> {
  if (!Number.isInteger(opts.first) || opts.first < 1 || opts.first > 100) {
    throw new AppError('BAD_INPUT', 'first must be between 1 and 100');
  }
  const cursor = opts.after ? decodeCursor(opts.after) : null;
  // Slim rows: a list shows a few fields, and the whole document of 20 reports is most of the cost of a page.
  const rows = await db
    .select(slimColumns(reports))
    .from(reports)
    .where(
      and(
        ...ownReportsIn(userId, opts),
        cursor ? sql`(${reports.measuredAt}, ${reports.id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(opts.first + 1);
  return { rows: rows.slice(0, opts.first).map(slimRow), hasNextPage: rows.length > opts.first };
}

/** Where the caller's report's mesh is (its bytes, or its object's key) and its size; null for all else. */
export async function meshForUser(db: Db, userId: string, reportId: string, kind: ReportFileKind = 'mesh'): Promise<Stored | null> {
  if (!isUuid(reportId)) return null;
  const [row] = await db
    .select({ bytes: reportFiles.bytes, objectKey: reportFiles.objectKey, size: reportFiles.size })
    .from(reportFiles)
    .innerJoin(reports, eq(reports.id, reportFiles.reportId))
    .where(
      and(
        eq(reportFiles.reportId, reportId),
        eq(reportFiles.kind, kind),
        eq(reports.userId, userId),
        isNull(reports.deletedAt),
        isNotNull(reports.userId),
      ),
    );
  return row ?? null;
}

/**
 * Fills the per-request "previous" memo from a page of the list itself: the previous report of a row is
 * the next older row of the same model on the page. Only the oldest row of each model is left to look up,
 * so a page costs at most one extra query per model, not one per row.
 */
export function previousFromPage(rows: ReportRow[], memo: Map<string, Promise<ReportRow | null>>): void {
  rows.forEach((row, i) => {
    const older = rows.slice(i + 1).find((r) => r.model === row.model && r.measuredAt < row.measuredAt);
    if (older && !memo.has(row.id)) memo.set(row.id, Promise.resolve(older));
  });
}
