// Trend series: one metric or girth over the caller's reports, read straight out of the JSON documents in SQL
// (one indexed query, only the number leaves the database).
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reports, type Model } from '../db/schema.ts';
import type { GirthKey, MetricKey } from '../scan/sections.ts';
import { AppError } from './errors.ts';
import { ownReportsIn } from './reports.ts';

export type TrendQuery = { model: Model | null; from: Date | null; to: Date | null };
export type TrendPoint = { reportId: string; measuredAt: Date; value: number };

/** graphcache's key for the series: metric:model:from:to, empty where the question leaves a part open. */
export const trendId = (key: string, q: TrendQuery) =>
  [key, q.model ?? '', q.from?.toISOString() ?? '', q.to?.toISOString() ?? ''].join(':');

async function series(db: Db, userId: string, section: 'bodyComposition' | 'girths', key: string, q: TrendQuery): Promise<TrendPoint[]> {
  if (q.from && q.to && q.from > q.to) throw new AppError('BAD_INPUT', 'from must not be after to');
  // The document is read once per row: rows without the value come back as null and are dropped below
  // (a `?` test in WHERE made PostgreSQL detoast every document twice).
  const value = sql<number | null>`(${reports.measurements} -> ${section} ->> ${key})::float8`;
  const rows = await db
    .select({ reportId: reports.id, measuredAt: reports.measuredAt, value })
    .from(reports)
    .where(and(...ownReportsIn(userId, q)))
    .orderBy(asc(reports.measuredAt), asc(reports.id));
  return rows.flatMap((r) => (r.value === null ? [] : [{ reportId: r.reportId, measuredAt: r.measuredAt, value: Number(r.value) }]));
}

export const bodyTrend = (db: Db, userId: string, key: MetricKey, q: TrendQuery) => series(db, userId, 'bodyComposition', key, q);
export const girthTrend = (db: Db, userId: string, key: GirthKey, q: TrendQuery) => series(db, userId, 'girths', key, q);
