// The statements that took the database's time during one measured run (pg_stat_statements), to know where to look.
import type pg from 'pg';

/** postgresql.conf settings that load pg_stat_statements. */
export const STATEMENT_STATS_SETTINGS = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'top' };

export type StatementStats = { reset(): Promise<void>; top(requests: number, limit?: number): Promise<string[]> };

/** Null when the extension can't be created (then the benchmark simply runs without these lines). */
export async function statementStats(pool: pg.Pool): Promise<StatementStats | null> {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
  } catch {
    return null;
  }
  return {
    async reset() {
      await pool.query('select pg_stat_statements_reset()');
    },
    async top(requests, limit = 3) {
      const { rows } = await pool.query<{ query: string; calls: string; mean: number; total: number; share: number }>(
        `with s as (select query, calls, mean_exec_time, total_exec_time from pg_stat_statements
                    where query not ilike '%pg_stat_statements%' and query not ilike 'vacuum%')
         select query, calls::text, mean_exec_time as mean, total_exec_time as total,
                total_exec_time / nullif(sum(total_exec_time) over (), 0) as share
         from s order by total_exec_time desc limit $1`,
        [limit],
      );
      return rows.map((r) => {
        // drizzle names every column: keep what the statement reads and filters, not its column list.
        const sql = r.query
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^select (?!.*\bfrom\b.*\bfrom\b).*? from /i, 'select … from ');
        const text = sql.length > 140 ? `${sql.slice(0, 137)}...` : sql;
        const perRequest = (Number(r.calls) / Math.max(1, requests)).toFixed(2);
        return `${Math.round((r.share ?? 0) * 100)}% of db time, ${perRequest}/request, mean ${r.mean.toFixed(2)} ms: ${text}`;
      });
    },
  };
}
