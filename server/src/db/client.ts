// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The part of drizzle both drivers share; transactions are this type too, so domain code takes either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDb = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function wrapPglite(client: PGlite): OpenDb {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A lost connection (database restart, failover, a test dropping its database) must not crash the process:
 * pg emits it as an 'error' event, on the pool for idle clients and on the client while it ends.
 */
export function wrapPool(pool: pg.Pool, onError: (err: Error) => void = () => {}): OpenDb {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openDb(config: { databaseUrl: string; dataDir: string }, onError?: (err: Error) => void): OpenDb {
  if (config.databaseUrl) {
    return wrapPool(new pg.Pool({ connectionString: config.databaseUrl, max: 10 }), onError);
  }
  // PGlite does not create parent folders itself.
  mkdirSync(config.dataDir, { recursive: true });
  return wrapPglite(new PGlite(config.dataDir));
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * One prepared statement per database handle, built on first use: drizzle then skips building the SQL on
 * every call, and PostgreSQL parses and plans a named statement once per connection.
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
