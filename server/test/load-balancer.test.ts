// Two copies of the real server (child processes) on one PostgreSQL, behind Debian's nginx with the deployment's own
// configuration (deploy/nginx.conf): a copy stopped under load cuts no request, and a hashed asset that only one copy
// has is served whichever copy the balancer picks. (PostgreSQL only: PGlite is one process's database.)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/procs.ts';
import { freshPostgresDatabase } from './harness.ts';

const onPostgres = process.env['CONTOUR_TEST_DB'] === 'postgres';
const DRAIN_SECONDS = 2;
const dir = mkdtempSync(join(tmpdir(), 'contour-lb-'));
const copies: ServerProcess[] = [];
let nginx: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await Promise.all(copies.map((copy) => copy.stop(1000)));
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

/** nginx with deploy/nginx.conf before the copies, in `dir` (its logs and temporary files too); resolves when it answers. */
async function startNginx(ports: number[]): Promise<string> {
  const port = await freePort();
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  const servers = ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ');
  const config = `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n${template.replace('{{servers}}', servers).replace('{{listen}}', `127.0.0.1:${port}`)}`;
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), config.replace('http {', `http {\n  access_log off;`));
  // As root nginx's workers would run as nobody, who can't read the temp dir: they run as the user that starts it.
  const user = process.getuid?.() === 0 ? ['-g', 'daemon off; user root;'] : ['-g', 'daemon off;'];
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), ...user], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return base;
    if (waited > 10_000) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe.runIf(onPostgres)('two copies behind nginx', () => {
  it('cut no request when one is stopped under load, and serve an asset only one copy has', async () => {
    const fresh = await freshPostgresDatabase('lb');
    dropDatabase = fresh.drop;
    const url = fresh.url;
    // The second copy is the new build of a rolling deploy: one hashed file more than the first has.
    const newBuild = join(dir, 'dist-new');
    cpSync('dist', newBuild, { recursive: true });
    writeFileSync(join(newBuild, 'assets', 'only-new-build-Ab12Cd34.js'), 'export const built = "new";\n');
    const env = (distDir: string) => ({
      DATABASE_URL: url,
      WEB_CONCURRENCY: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    const ports = [await freePort(), await freePort()];
    // Started together on a fresh database: one migrates, the other waits on the lock.
    copies.push(...(await Promise.all([startServer(env('./dist'), ports[0]!), startServer(env(newBuild), ports[1]!)])));
    const base = await startNginx(ports);

    // The asset of the new build, asked 20 times through the balancer: an old copy's 404 goes on to the new one.
    const assets = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/assets/only-new-build-Ab12Cd34.js`).then(async (res) => [res.status, await res.text()]),
      ),
    );
    expect(assets.filter(([status]) => status !== 200)).toEqual([]);

    // Load through the balancer: a GraphQL query every 20 ms, until the stopped copy has exited and 1 s more.
    const outcomes: Array<number | string> = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const status = await fetch(`${base}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        }).then(
          (res) => res.status,
          (err: Error) => String(err.cause ?? err),
        );
        outcomes.push(status);
        await new Promise((done) => setTimeout(done, 20));
      }
    })();
    await new Promise((done) => setTimeout(done, 500));
    const stopped = copies[0]!;
    const exited = new Promise<number | null>((done) => stopped.child.once('exit', (code) => done(code)));
    stopped.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await new Promise((done) => setTimeout(done, 1000));
    loading = false;
    await load;
    expect(outcomes.length).toBeGreaterThan(60);
    expect(outcomes.filter((status) => status !== 200)).toEqual([]);
  }, 180_000);
});
