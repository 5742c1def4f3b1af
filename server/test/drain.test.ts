// A copy stopped under load (SIGTERM, as a rolling deploy or an autoscaler does): /readyz answers 503 at once, the copy
// goes on answering for DRAIN_SECONDS, a PDF in progress is delivered, and the process exits 0 (serve.ts). The real
// server as a child process, on PGlite; the PDF needs the production build (npm test builds before Vitest).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gql, signInDemo } from '../../scripts/lib/demo-api.ts';
import { freePort } from '../../scripts/lib/postgres.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/procs.ts';

const DRAIN_SECONDS = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'contour-drain-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop(1000);
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { at: number; path: string; status: number | string };

describe.runIf(process.env['CONTOUR_TEST_DB'] === 'pglite')('a copy stopped under load', () => {
  it('is unready at once, keeps answering while it drains, delivers its PDF in progress, and exits 0', async () => {
    const port = await freePort();
    server = await startServer(
      { DATA_DIR: dataDir, DIST_DIR: './dist', NODE_ENV: 'test', LOG_LEVEL: 'warn', DRAIN_SECONDS: String(DRAIN_SECONDS) },
      port,
    );
    const base = server.baseUrl;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: true, migrations: true, draining: false });

    const token = await signInDemo(base);
    const { latestReport } = await gql<{ latestReport: { id: string } }>(base, '{ latestReport(model: M30) { id } }', {}, token);
    const pdf = fetch(`${base}/api/reports/${latestReport.id}/pdf?lang=en-US&unit=metric`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (res) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      head: Buffer.from(await res.arrayBuffer()).subarray(0, 5),
    }));

    // Load: a request every 25 ms (alternately /healthz and a GraphQL query) until the process is gone.
    const outcomes: Outcome[] = [];
    let exited = false;
    const exit = new Promise<number | null>((done) => server!.child.once('exit', (code) => done(code)));
    void exit.then(() => (exited = true));
    const load = (async () => {
      for (let i = 0; !exited; i += 1) {
        const path = i % 2 ? '/healthz' : '/api/graphql';
        const at = performance.now();
        const request =
          path === '/healthz'
            ? fetch(`${base}${path}`)
            : fetch(`${base}${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: '{"query":"{ __typename }"}',
              });
        outcomes.push({
          at,
          path,
          status: await request.then(
            (res) => res.status,
            (err: Error) => String(err.cause ?? err),
          ),
        });
        await new Promise((done) => setTimeout(done, 25));
      }
    })();

    await new Promise((done) => setTimeout(done, 300));
    const stoppedAt = performance.now();
    server.child.kill('SIGTERM');
    // Unready at once: the first /readyz after the signal.
    let unreadyAfter = Number.NaN;
    for (let tries = 0; tries < 40 && Number.isNaN(unreadyAfter); tries += 1) {
      const res = await fetch(`${base}/readyz`).catch(() => null);
      if (res?.status === 503) unreadyAfter = performance.now() - stoppedAt;
      else await new Promise((done) => setTimeout(done, 25));
    }
    expect(unreadyAfter).toBeLessThan(500);

    const code = await exit;
    await load;
    expect(code).toBe(0);
    const printed = await pdf;
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    expect(printed.head.toString('latin1')).toBe('%PDF-');
    // Every request of the drain was answered; only those after the copy stopped listening were refused.
    const draining = outcomes.filter((o) => o.at > stoppedAt && o.at < stoppedAt + DRAIN_SECONDS * 1000 - 200);
    expect(draining.length).toBeGreaterThan(40);
    expect(draining.filter((o) => o.status !== 200)).toEqual([]);
  }, 120_000);
});
