// A deployment in small, on loopback: PostgreSQL, PgBouncer (transaction mode) before it, an S3-protocol server for the
// meshes (s3rver, in this process), N copies of the real server (child processes) and Debian's nginx before them with
// deploy/nginx.conf. `npm run cluster`, `npm run bench:cluster` and server/test/cluster.test.ts start it from here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { startNginx } from './nginx.ts';
import { startPgbouncer } from './pgbouncer.ts';
import { freePort, startPostgres, type Postgres } from './postgres.ts';
import { onCleanup, startServer, type ServerProcess } from './procs.ts';

export const CLUSTER_BUCKET = 'contour-files';

export type ClusterOptions = {
  copies?: number;
  /** The build each copy serves (default ./dist): a rolling deploy runs two side by side. */
  distDir?: (copy: number) => string;
  drainSeconds?: number;
  /** NODE_ENV of the copies: 'development' (default: the demo is seeded, codes go to the dev outbox) or 'test'. */
  nodeEnv?: string;
  logLevel?: string;
  /** PostgreSQL settings (scripts/lib/postgres.ts); a benchmark keeps fsync on. */
  postgresSettings?: Record<string, string | number>;
  /** More environment for every copy (e.g. DEVICE_SCANS_PER_MINUTE for a benchmark's scanners). */
  env?: Record<string, string>;
};

export type Cluster = {
  /** The load balancer's address: what a person's phone and a scanner use. */
  url: string;
  copies: ServerProcess[];
  postgres: Postgres;
  /** PostgreSQL itself (migrations, and a benchmark's own counts), not through PgBouncer. */
  directUrl: string;
  /** The environment copy `i` runs with (a benchmark starts a variant of it). */
  envOf(copy: number): Record<string, string>;
  /** Starts copy `i` again on its own port (after a SIGTERM or a kill), as a supervisor would. */
  restart(copy: number): Promise<ServerProcess>;
  stop(): Promise<void>;
};

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.copies ?? 3;
  const postgres = await startPostgres({ settings: options.postgresSettings ?? {}, stopMode: 'fast' });
  onCleanup('postgres', postgres.stop);
  const bouncer = await startPgbouncer(postgres);
  onCleanup('pgbouncer', bouncer.stop);
  const s3dir = mkdtempSync(join(tmpdir(), 'contour-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: CLUSTER_BUCKET }] });
  const { port: s3port } = await s3.run();
  onCleanup('s3', () => rmSync(s3dir, { recursive: true, force: true }));

  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  // nginx listens before the copies start, so PUBLIC_URL (links in mails, share links) can name it: it answers 502
  // until a copy is up.
  const lbPort = await freePort();
  const url = `http://127.0.0.1:${lbPort}`;
  const env = (copy: number): Record<string, string> => ({
    NODE_ENV: options.nodeEnv ?? 'development',
    ...(process.env.DEMO_MESH_VERTICES ? { DEMO_MESH_VERTICES: process.env.DEMO_MESH_VERTICES } : {}),
    LOG_LEVEL: options.logLevel ?? 'warn',
    DIST_DIR: options.distDir?.(copy) ?? './dist',
    DATABASE_URL: bouncer.urlOf('postgres'),
    DATABASE_DIRECT_URL: postgres.url,
    WEB_CONCURRENCY: '1',
    DRAIN_SECONDS: String(options.drainSeconds ?? 2),
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    FILE_STORE: `s3://${CLUSTER_BUCKET}/meshes`,
    FILE_STORE_ENDPOINT: `http://127.0.0.1:${s3port}`,
    FILE_STORE_ACCESS_KEY_ID: 'S3RVER',
    FILE_STORE_SECRET_ACCESS_KEY: 'S3RVER',
    ...options.env,
  });
  // Started together: one migrates (and seeds the demo), the others wait on the start lock.
  const copies = await Promise.all(ports.map((port, copy) => startServer(env(copy), port)));
  const nginx = await startNginx(
    ports.map((port) => `127.0.0.1:${port}`),
    lbPort,
  );
  onCleanup('nginx', nginx.stop);

  return {
    url,
    copies,
    postgres,
    directUrl: postgres.url,
    envOf: env,
    async restart(copy) {
      const started = await startServer(env(copy), ports[copy]!);
      copies[copy] = started;
      return started;
    },
    async stop() {
      nginx.stop();
      await Promise.all(copies.map((copy) => copy.stop(5000)));
      await s3.close();
      rmSync(s3dir, { recursive: true, force: true });
      bouncer.stop();
      postgres.stop();
    },
  };
}
