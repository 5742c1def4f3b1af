// Many copies on one PostgreSQL: the migrations run once, however many copies start at the same instant on a fresh
// database (db/client.ts: an advisory lock), and `npm run migrate` beside them changes nothing. (PostgreSQL only: PGlite
// is one process's database.)
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, wrapPool } from '../src/db/client.ts';
import { freshPostgresDatabase } from './harness.ts';

const onPostgres = process.env['CONTOUR_TEST_DB'] === 'postgres';
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };

async function recorded(url: string): Promise<{ rows: number; hashes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ rows: string; hashes: string }>(
      'SELECT count(*) AS rows, count(DISTINCT hash) AS hashes FROM drizzle.__drizzle_migrations',
    );
    return { rows: Number(rows[0]!.rows), hashes: Number(rows[0]!.hashes) };
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('migrations on a shared PostgreSQL', () => {
  it('run once when 10 copies start at the same instant on a fresh database, and again change nothing', async () => {
    const db = await freshPostgresDatabase('m');
    try {
      // Ten copies, each with its own pool, as ten processes would have.
      const copies = Array.from({ length: 10 }, () => wrapPool(new pg.Pool({ connectionString: db.url, max: 2 })));
      const results = await Promise.allSettled(copies.map((copy) => copy.migrate()));
      await Promise.all(copies.map((copy) => copy.close()));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await recorded(db.url)).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });

      // The one-shot command of a deployment that migrates before rolling out: the database is current, nothing changes.
      const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'server/src/ops/migrate.ts'], {
        env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      });
      expect(stdout).toContain('migrated: PostgreSQL');
      expect(await recorded(db.url)).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
    } finally {
      await db.drop();
    }
  });
});
