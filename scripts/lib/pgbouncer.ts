// A throw-away PgBouncer (Debian's) in front of a throw-away PostgreSQL, in transaction mode as a deployment with many
// copies runs it: every transaction may get another server connection. PgBouncer refuses to run as root, so as root
// it runs as the 'postgres' user, like PostgreSQL (scripts/lib/postgres.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type Postgres } from './postgres.ts';

const asRoot = process.getuid?.() === 0;
const BINARY = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';

export type Pgbouncer = {
  /** postgres://app@127.0.0.1:PORT/<database>: the same databases as PostgreSQL's, pooled. */
  urlOf(database: string): string;
  /** Synchronous and idempotent, like Postgres.stop. */
  stop(): void;
};

/** PgBouncer in transaction mode before `postgres` (user app, trust: local only), its pool per database `poolSize`. */
export async function startPgbouncer(postgres: Postgres, poolSize = 20): Promise<Pgbouncer> {
  const dir = mkdtempSync(join(tmpdir(), 'contour-pgbouncer-'));
  const port = await freePort();
  const pidfile = join(dir, 'pgbouncer.pid');
  writeFileSync(join(dir, 'userlist.txt'), '"app" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=127.0.0.1 port=${postgres.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${pidfile}`,
      '',
    ].join('\n'),
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const args = ['-d', join(dir, 'pgbouncer.ini')];
  execFileSync(asRoot ? 'runuser' : BINARY, asRoot ? ['-u', 'postgres', '--', BINARY, ...args] : args, { stdio: 'pipe' });
  // -d returns once the daemon has forked; it listens when its pid file is written.
  for (let waited = 0; !existsSync(pidfile); waited += 50) {
    if (waited > 10_000) throw new Error(`PgBouncer did not start: ${readFileSync(join(dir, 'pgbouncer.log'), 'utf8')}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  let stopped = false;
  return {
    urlOf: (database) => `postgres://app@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        process.kill(Number(readFileSync(pidfile, 'utf8').trim()), 'SIGINT');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
