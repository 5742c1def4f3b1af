// Report queries, always scoped to the owner: another person's report is indistinguishable from a missing one.
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reportFiles, reports, type Model, type ReportRow } from '../db/schema.ts';
import { METRIC_KEYS, type MetricKey } from '../device/generate.ts';
import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export async function reportForUser(db: Db, userId: string, id: string): Promise<ReportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(reports).where(and(eq(reports.id, id), eq(reports.userId, userId)));
  return row ?? null;
}

export async function reportByScanForUser(db: Db, userId: string, scanId: string): Promise<ReportRow | null> {
  if (scanId.length > 64) return null;
  const [row] = await db.select().from(reports).where(and(eq(reports.scanId, scanId), eq(reports.userId, userId)));
  return row ?? null;
}

export async function latestReport(db: Db, userId: string, model: Model | null): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.userId, userId), isNull(reports.deletedAt), model ? eq(reports.model, model) : undefined))
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(1);
  return row ?? null;
}

/** The same person's previous non-deleted report of the same model, measured earlier. */
export async function previousReport(db: Db, report: ReportRow): Promise<ReportRow | null> {
  if (!report.userId) return null;
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.userId, report.userId),
        eq(reports.model, report.model),
        isNull(reports.deletedAt),
        lt(reports.measuredAt, report.measuredAt),
      ),
    )
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(1);
  return row ?? null;
}

type Cursor = { t: string; id: string };

export const encodeCursor = (r: ReportRow) =>
  Buffer.from(JSON.stringify({ t: r.measuredAt.toISOString(), id: r.id } satisfies Cursor)).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && 't' in value && 'id' in value) {
      const { t, id } = value;
      if (typeof t === 'string' && typeof id === 'string' && isUuid(id) && !Number.isNaN(Date.parse(t))) return { t, id };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('BAD_INPUT', 'Invalid cursor');
}

/** Keyset pagination on (measured_at, id), newest first; deleted and unbound reports are left out. */
export async function listReports(
  db: Db,
  userId: string,
  opts: { model: Model | null; first: number; after: string | null },
): Promise<{ rows: ReportRow[]; hasNextPage: boolean }> {
  if (!Number.isInteger(opts.first) || opts.first < 1 || opts.first > 100) {
    throw new AppError('BAD_INPUT', 'first must be between 1 and 100');
  }
  const cursor = opts.after ? decodeCursor(opts.after) : null;
  const rows = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        isNull(reports.deletedAt),
        opts.model ? eq(reports.model, opts.model) : undefined,
        cursor ? sql`(${reports.measuredAt}, ${reports.id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(opts.first + 1);
  return { rows: rows.slice(0, opts.first), hasNextPage: rows.length > opts.first };
}

export async function meshForUser(db: Db, userId: string, reportId: string): Promise<Buffer | null> {
  if (!isUuid(reportId)) return null;
  const [row] = await db
    .select({ bytes: reportFiles.bytes })
    .from(reportFiles)
    .innerJoin(reports, eq(reports.id, reportFiles.reportId))
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.kind, 'mesh'), eq(reports.userId, userId), isNull(reports.deletedAt), isNotNull(reports.userId)));
  return row?.bytes ?? null;
}

export type Quantity = 'MASS_KG' | 'PERCENT' | 'ENERGY_KCAL_PER_DAY' | 'RATIO' | 'BMI' | 'LEVEL' | 'YEARS' | 'SCORE';

const QUANTITY: Record<MetricKey, Quantity> = {
  WT: 'MASS_KG', FFM: 'MASS_KG', BFM: 'MASS_KG', LM: 'MASS_KG', TBW: 'MASS_KG', SM: 'MASS_KG', PROTEIN: 'MASS_KG', TM: 'MASS_KG',
  ICW: 'MASS_KG', ECW: 'MASS_KG', PBF: 'PERCENT', BMR: 'ENERGY_KCAL_PER_DAY', WHR: 'RATIO', BMI: 'BMI', VFG: 'LEVEL',
  METABOLIC_AGE: 'YEARS', SCORE: 'SCORE',
};

export type MetricView = { key: MetricKey; value: number; quantity: Quantity; range: null; rating: null; change: number | null };

/** Metrics in the schema's enum order; change is rounded to 0.1 (ranges and ratings come in a later issue). */
export function bodyMetrics(current: Record<string, number>, previous: Record<string, number> | null): MetricView[] {
  const out: MetricView[] = [];
  for (const key of METRIC_KEYS) {
    const value = current[key];
    if (typeof value !== 'number') continue;
    const before = previous?.[key];
    const change = typeof before === 'number' ? Math.round((value - before) * 10) / 10 : null;
    out.push({ key, value, quantity: QUANTITY[key], range: null, rating: null, change: change === 0 ? 0 : change });
  }
  return out;
}
