// The reports an export writes, read a batch at a time in measurement order (keyset pagination), so an account with
// thousands of reports exports in the memory of one batch.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, type ReportRow } from '../../db/schema.ts';

export const EXPORT_BATCH = 50;

export type BatchOptions = {
  /** That one report only (the caller checked it is theirs). */
  reportId?: string;
  /** Deleted reports too (the JSON export lists them as stubs). */
  deleted?: 'include';
};

/** The person's reports that are not deleted, oldest first. */
export async function* reportBatches(db: Db, userId: string, only: BatchOptions = {}, size = EXPORT_BATCH): AsyncGenerator<ReportRow[]> {
  let after: ReportRow | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.userId, userId),
          only.deleted === 'include' ? undefined : isNull(reports.deletedAt),
          only.reportId ? eq(reports.id, only.reportId) : undefined,
          after
            ? sql`(${reports.measuredAt}, ${reports.id}) > (${after.measuredAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(reports.measuredAt), asc(reports.id))
      .limit(size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
