// Vitest globalSetup for the server-postgres project: a throw-away PostgreSQL 15 in a temp dir, removed afterwards.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await startPostgres({ settings: { fsync: 'off' } });
  project.provide('pgUrl', pg.url);
  return () => pg.stop();
}
