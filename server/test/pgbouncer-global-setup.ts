// Vitest globalSetup for the server-pgbouncer project: a throw-away PostgreSQL 15 and Debian's PgBouncer before it in
// transaction mode; the tests reach their database through PgBouncer and migrate on PostgreSQL itself, as a deployment
// does (DATABASE_DIRECT_URL).
import type { TestProject } from 'vitest/node';
import { startPgbouncer } from '../../scripts/lib/pgbouncer.ts';
import { startPostgres } from '../../scripts/lib/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://app@127.0.0.1:PORT/ — PgBouncer's address; the database's name follows. */
    pgbouncerBase: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await startPostgres({ settings: { fsync: 'off' } });
  const bouncer = await startPgbouncer(pg).catch((err: unknown) => {
    pg.stop();
    throw err;
  });
  project.provide('pgUrl', pg.url);
  project.provide('pgbouncerBase', bouncer.urlOf(''));
  return () => {
    bouncer.stop();
    pg.stop();
  };
}
