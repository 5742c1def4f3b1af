// A throw-away PostgreSQL 15 in a temp dir (tests and benchmarks). PostgreSQL refuses to run as root, so as root
// every command runs as the 'postgres' user (see docs/dependencies.md, toolchain).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
const run = (cmd: string, args: string[]) =>
  execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });

export type Postgres = {
  /** postgres://app@127.0.0.1:PORT/postgres (trust authentication, local only). */
  url: string;
  port: number;
  dir: string;
  /** Synchronous and idempotent, so it can run from an 'exit' handler: stops the server and removes the dir. */
  stop(): void;
};

export type PostgresOptions = {
  /** Extra postgresql.conf settings, e.g. { fsync: 'off' } or { shared_buffers: '512MB' }. */
  settings?: Record<string, string | number>;
  /** 'immediate' (default) skips the shutdown checkpoint: the data is thrown away anyway. */
  stopMode?: 'immediate' | 'fast';
};

export async function startPostgres(options: PostgresOptions = {}): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'contour-pg-'));
  const data = join(dir, 'data');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (started) run('pg_ctl', ['-D', data, '-w', '-m', options.stopMode ?? 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const port = await freePort();
    run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '--no-locale', '-E', 'UTF8']);
    const lines = Object.entries(options.settings ?? {}).map(([k, v]) => `${k} = '${String(v).replace(/'/g, "''")}'\n`);
    if (lines.length) appendFileSync(join(data, 'postgresql.conf'), lines.join(''));
    started = true;
    run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
    return { url: `postgres://app@127.0.0.1:${port}/postgres`, port, dir, stop };
  } catch (err) {
    try {
      stop();
    } catch {
      // the start error below is the one worth reporting
    }
    throw err;
  }
}
