// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { max, sql } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The part of drizzle both drivers share; transactions are this type too, so domain code takes either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDb = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other copy runs its own (the start lock that migrations take, on PostgreSQL): what a copy
   * does once at start, such as the demo's seeding, then happens once however many copies start together.
   */
  atStart<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function wrapPglite(client: PGlite): OpenDb {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process's database: nothing else starts on it.
    atStart: (work) => work(db),
    close: () => client.close(),
  };
}

/**
 * A lost connection (database restart, failover, a test dropping its database) must not crash the process:
 * pg emits it as an 'error' event, on the pool for idle clients and on the client while it ends.
 */
export function wrapPool(pool: pg.Pool, onError: (err: Error) => void = () => {}, directUrl = ''): OpenDb {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzlePg({ client: pool, schema });
  // A direct address for migrations means DATABASE_URL is a pooler's: no named statements on it.
  if (directUrl) POOLED.add(db);
  const startLock = async <T>(work: (db: NodePgDatabase<typeof schema>) => Promise<T>): Promise<T> => {
    if (!directUrl) return underStartLock(pool, work);
    const direct = new pg.Pool({ connectionString: directUrl, max: 1 });
    direct.on('error', onError);
    try {
      return await underStartLock(direct, work);
    } finally {
      await direct.end();
    }
  };
  return {
    db,
    kind: 'postgres',
    // Through a transaction pooler a session's lock means nothing: migrations go to PostgreSQL itself (DATABASE_DIRECT_URL).
    migrate: () => startLock((locked) => migratePg(locked, { migrationsFolder })),
    atStart: (work) => startLock(work),
    close: () => pool.end(),
  };
}

/** The advisory lock's key: the first 8 bytes of SHA-256("contour:migrations"), as PostgreSQL's bigint. */
const MIGRATION_LOCK = createHash('sha256').update('contour:migrations').digest().readBigInt64BE(0);

/**
 * Runs `work` under a session-level advisory lock held on one connection (and with that connection): copies started
 * together (or a one-shot `npm run migrate` beside a rolling start) queue on the lock, and each that follows finds the
 * migrations recorded, the demo seeded, and does nothing. The lock goes with the connection, so a copy that dies while
 * it holds the lock frees it.
 */
async function underStartLock<T>(pool: pg.Pool, work: (db: NodePgDatabase<typeof schema>) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work(drizzlePg({ client, schema }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
    client.release(broken);
  }
}

/**
 * The pool's size per process: DATABASE_POOL_SIZE (docs/deploy.md has the connection budget); migrations through
 * DATABASE_DIRECT_URL when DATABASE_URL is a pooler's.
 */
export function openDb(
  config: { databaseUrl: string; dataDir: string; databasePoolSize?: number; databaseDirectUrl?: string },
  onError?: (err: Error) => void,
): OpenDb {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize ?? 10 });
    return wrapPool(pool, onError, config.databaseDirectUrl);
  }
  // PGlite does not create parent folders itself.
  mkdirSync(config.dataDir, { recursive: true });
  return wrapPglite(new PGlite(config.dataDir));
}

/** drizzle's own record of the applied migrations (not part of the app's schema: drizzle-kit never sees it). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { createdAt: bigint('created_at', { mode: 'number' }) });

/** When this build's newest migration was made (drizzle records it as the migration's created_at). */
const NEWEST_MIGRATION = Math.max(
  ...(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> }
  ).entries.map((entry) => entry.when),
);

/** Whether the database holds this build's newest migration (a copy of an older build stays ready on a newer schema). */
export async function schemaCurrent(db: Db): Promise<boolean> {
  try {
    const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return Number(row?.newest ?? 0) >= NEWEST_MIGRATION;
  } catch {
    return false;
  }
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The handles that reach PostgreSQL through a transaction pooler (DATABASE_DIRECT_URL set: see wrapPool). */
const POOLED = new WeakSet<Db>();

/**
 * The name a prepared statement gets on this handle: its own, so PostgreSQL parses and plans it once per connection
 * (less of PostgreSQL's CPU per report in bench:api: docs/performance.md, "Figures behind the code"), except behind a
 * transaction pooler. There a named
 * statement lives in one server connection and the next transaction gets any (PgBouncer 1.18, Debian's, doesn't
 * track them), so it goes unnamed: parsed on each call (docs/decisions.md: "Named statements, unless pooled").
 */
export function statementName(db: Db, name: string): string {
  return POOLED.has(db) ? '' : name;
}

/**
 * One prepared statement per database handle, built on first use (named by statementName): drizzle then skips
 * building the SQL on every call, and PostgreSQL parses and plans a named statement once per connection.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
