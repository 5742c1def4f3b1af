// The local cluster (scripts/lib/cluster.ts, what `npm run cluster` starts): PostgreSQL, PgBouncer in transaction mode,
// an S3-protocol server, three copies of the real server and Debian's nginx with deploy/nginx.conf before them. The app
// works through it end to end (sign-in, a scan and its mesh in the bucket, the report, the mesh streamed back); a hashed
// asset only the new build has is served whichever copy the balancer picks; a copy stopped with SIGTERM and another
// killed under load cut no read. (PostgreSQL only: PGlite is one process's database.)
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_M30_DEVICE_KEY } from '../src/demo/demo-devices.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import { gql, signInByCode } from '../../scripts/lib/demo-api.ts';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { newScanId, postScan, scanPayload, seededRng } from '../../scripts/lib/scan-gen.ts';

const onPostgres = process.env['CONTOUR_TEST_DB'] === 'postgres';
const dir = mkdtempSync(join(tmpdir(), 'contour-cluster-'));
let cluster: Cluster | undefined;

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Outcome = number | string;

/**
 * GraphQL queries at the read address through the balancer until `stop()`, from `loops` clients that each wait
 * `pauseMs` between answer and next question; every status.
 */
function readLoad(base: string, token: string, loops = 1, pauseMs = 20) {
  const outcomes: Outcome[] = [];
  let loading = true;
  const loop = async () => {
    while (loading) {
      const status = await fetch(`${base}${GRAPHQL_READ_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"query":"{ me { email } latestReport(model: M30) { id } }"}',
      }).then(
        async (res) => (res.ok && !(await res.text()).includes('"errors"') ? 200 : res.status),
        (err: Error) => String(err.cause ?? err),
      );
      outcomes.push(status);
      await new Promise((wait) => setTimeout(wait, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: loops }, loop));
  return {
    outcomes,
    async stop() {
      loading = false;
      await done;
      return outcomes;
    },
  };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.runIf(onPostgres)('the local cluster', () => {
  it('works end to end through the balancer, serves both builds of a rolling deploy, and cuts no read when copies go', async () => {
    // The third copy is the new build of a rolling deploy: one hashed file more than the others have.
    const newBuild = join(dir, 'dist-new');
    cpSync('dist', newBuild, { recursive: true });
    writeFileSync(join(newBuild, 'assets', 'only-new-build-Ab12Cd34.js'), 'export const built = "new";\n');
    cluster = await startCluster({ copies: 3, nodeEnv: 'test', drainSeconds: 2, distDir: (copy) => (copy === 2 ? newBuild : './dist') });
    const base = cluster.url;

    // A person signs in, a scanner posts a scan and its mesh, the person binds it and reads the report and the mesh.
    const token = await signInByCode(base, 'cluster@example.com');
    const payload = scanPayload(newScanId(), new Date(), 'Europe/Berlin', { sex: 'female', heightCm: 166, age: 41 }, 'M30', seededRng(5));
    expect((await postScan(base, DEMO_M30_DEVICE_KEY, payload)).status).toBe(201);
    const bound = await gql<{ bindScan: { report: { id: string } } }>(
      base,
      'mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }',
      { s: payload.scanId },
      token,
    );
    const reportId = bound.bindScan.report.id;
    const glb = buildBodyGlb(payload.subject, { chest: 92, waist: 75, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 });
    const put = await fetch(`${base}/api/device/scans/${payload.scanId}/model`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
      body: new Uint8Array(glb),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const read = await fetch(`${base}${GRAPHQL_READ_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { report(id: $id) { id meshUrl } }', variables: { id: reportId } }),
    });
    const { data } = (await read.json()) as { data: { report: { id: string; meshUrl: string } } };
    expect(data.report.id).toBe(reportId);
    const mesh = await fetch(new URL(data.report.meshUrl, base), { headers: { authorization: `Bearer ${token}` } });
    expect(mesh.status).toBe(200);
    expect(Buffer.from(await mesh.arrayBuffer()).equals(glb)).toBe(true);
    // The mesh is in the bucket: PostgreSQL holds its key and size only.
    const direct = new pg.Client({ connectionString: cluster.directUrl });
    await direct.connect();
    const rows = await direct.query<{ key: string | null; stored: number | null }>(
      'select object_key as key, octet_length(bytes) as stored from report_files where report_id = $1',
      [reportId],
    );
    await direct.end();
    expect(rows.rows).toEqual([
      { key: expect.stringMatching(new RegExp(`^meshes/reports/${reportId}/mesh\\.[0-9a-f]{12}\\.glb$`)), stored: null },
    ]);

    // The new build's asset, asked 20 times: an old copy's 404 goes on to the new one.
    const assets = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/assets/only-new-build-Ab12Cd34.js`).then(async (res) => [res.status, await res.text()]),
      ),
    );
    expect(assets.filter(([status]) => status !== 200)).toEqual([]);

    // Copy 0 stopped (SIGTERM) under reads: it drains and exits 0, and no read fails.
    const first = readLoad(base, token);
    await pause(500);
    const stopped = cluster.copies[0]!;
    const exited = new Promise<number | null>((done) => stopped.child.once('exit', (code) => done(code)));
    stopped.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await pause(1000);
    const throughDrain = await first.stop();
    expect(throughDrain.length).toBeGreaterThan(60);
    expect(throughDrain.filter((status) => status !== 200)).toEqual([]);

    // Copy 1 killed outright under reads from 4 clients that never pause, so it dies with reads in hand: the balancer
    // sends them again to copy 2 (without `non_idempotent` in deploy/nginx.conf they come back 502).
    const second = readLoad(base, token, 4, 0);
    await pause(500);
    const killed = cluster.copies[1]!;
    const gone = new Promise<void>((done) => killed.child.once('exit', () => done()));
    killed.child.kill('SIGKILL');
    await gone;
    await pause(1000);
    const throughKill = await second.stop();
    expect(throughKill.length).toBeGreaterThan(100);
    expect(throughKill.filter((status) => status !== 200)).toEqual([]);
  }, 240_000);
});
