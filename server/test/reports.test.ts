import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, REPORT_FIELDS, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn('alice@example.com');
  bob = await t.signIn('bob@example.com');
});
afterAll(() => t.close());

const BIND = `mutation($s: ID!) { bindScan(scanId: $s) { report { ${REPORT_FIELDS} } } }`;
const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.['code'];
type ReportView = {
  id: string;
  scanId: string;
  deleted: boolean;
  meshUrl: string | null;
  score: number | null;
  timezone: string;
  bodyComposition: { metrics: Array<{ key: string; value: number; quantity: string; change: number | null }> } | null;
  previous: { id: string } | null;
};

async function scanFor(token: string, overrides: Record<string, unknown> = {}, key = DEMO_M30_DEVICE_KEY, seed = 7): Promise<ReportView> {
  const body = scanBody(overrides, seed, key === DEMO_S30_DEVICE_KEY ? 'S30' : 'M30');
  expect((await postScan(t, body, key)).status).toBe(201);
  const res = await t.gql(BIND, { s: body.scanId }, token);
  expect(res.errors).toBeUndefined();
  return (res.data!['bindScan'] as { report: ReportView }).report;
}

describe('binding and reading reports', () => {
  it('binds an unbound scan, idempotently; another account gets SCAN_ALREADY_BOUND; unknown gets SCAN_NOT_FOUND', async () => {
    const body = scanBody();
    await postScan(t, body);
    const first = await t.gql(BIND, { s: body.scanId }, alice.token);
    expect(first.errors).toBeUndefined();
    const again = await t.gql(BIND, { s: body.scanId }, alice.token);
    expect(again.data).toEqual(first.data);
    const stolen = await t.gql(BIND, { s: body.scanId }, bob.token);
    expect(code(stolen)).toBe('SCAN_ALREADY_BOUND');
    expect(stolen.data).toBeNull();
    expect(code(await t.gql(BIND, { s: 'no-such-scan-0000000' }, alice.token))).toBe('SCAN_NOT_FOUND');
    expect(code(await t.gql(BIND, { s: '../x' }, alice.token))).toBe('SCAN_NOT_FOUND');
    expect(code(await t.gql(BIND, { s: body.scanId }))).toBe('UNAUTHORIZED');
  });

  it('lets exactly one of two simultaneous binders win', async () => {
    const body = scanBody();
    await postScan(t, body);
    const [a, b] = await Promise.all([t.gql(BIND, { s: body.scanId }, alice.token), t.gql(BIND, { s: body.scanId }, bob.token)]);
    const codes = [code(a), code(b)].sort();
    expect(codes).toEqual(['SCAN_ALREADY_BOUND', undefined].sort());
  });

  it('binds at the scanner when the device names an existing account', async () => {
    const body = scanBody({ account: { email: 'ALICE@example.com' } });
    const res = await postScan(t, body);
    expect(res.body['bound']).toBe(true);
    const mine = await t.gql(`query($s: ID!) { reportByScan(scanId: $s) { id } }`, { s: body.scanId }, alice.token);
    expect(mine.errors).toBeUndefined();
    const ghost = scanBody({ account: { email: 'nobody@example.com' } });
    expect((await postScan(t, ghost)).body['bound']).toBe(false);
  });

  it("never shows one person's report, scan or mesh to another", async () => {
    const r = await scanFor(alice.token);
    const glb = buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 });
    await t.request(`/api/device/scans/${r.scanId}/model`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
      body: new Uint8Array(glb),
    });
    const byId = await t.gql(`query($id: ID!) { report(id: $id) { ${REPORT_FIELDS} } }`, { id: r.id }, bob.token);
    expect(code(byId)).toBe('NOT_FOUND');
    expect(byId.data).toBeNull();
    const byScan = await t.gql(`query($s: ID!) { reportByScan(scanId: $s) { id } }`, { s: r.scanId }, bob.token);
    expect(code(byScan)).toBe('NOT_FOUND');
    expect(code(await t.gql(`query { report(id: "not-a-uuid") { id } }`, {}, bob.token))).toBe('NOT_FOUND');
    const bobs = await t.gql('{ reports { edges { node { id } } } latestReport { id } }', {}, bob.token);
    expect(JSON.stringify(bobs.data)).not.toContain(r.id);

    const own = await t.gql(`query($id: ID!) { report(id: $id) { meshUrl modelStatus } }`, { id: r.id }, alice.token);
    const meshUrl = (own.data!['report'] as { meshUrl: string }).meshUrl;
    expect(meshUrl).toBe(`/reptfile/models/${r.id}.glb`);
    const mesh = await t.request(meshUrl, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(mesh.status).toBe(200);
    expect(mesh.headers.get('content-type')).toBe('model/gltf-binary');
    expect(mesh.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await mesh.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('glTF');
    expect((await t.request(meshUrl, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
    expect((await t.request(meshUrl)).status).toBe(404);
  });

  it('computes metrics in enum order with quantities and change versus the previous report of the same model', async () => {
    const carol = await t.signIn('carol@example.com');
    const older = await scanFor(carol.token, { measuredAt: '2026-01-10T08:00:00Z' }, DEMO_M30_DEVICE_KEY, 1);
    await scanFor(carol.token, { measuredAt: '2026-02-10T08:00:00Z' }, DEMO_S30_DEVICE_KEY, 3); // other model: not "previous"
    const newer = await scanFor(carol.token, { measuredAt: '2026-03-10T08:00:00Z' }, DEMO_M30_DEVICE_KEY, 2);
    expect(older.previous).toBeNull();
    expect(older.bodyComposition!.metrics.every((m) => m.change === null)).toBe(true);
    expect(newer.previous?.id).toBe(older.id);
    const keys = newer.bodyComposition!.metrics.map((m) => m.key);
    expect(keys).toEqual([
      'WT',
      'FFM',
      'BFM',
      'LM',
      'TBW',
      'SM',
      'PROTEIN',
      'TM',
      'BMR',
      'WHR',
      'BMI',
      'PBF',
      'VFG',
      'ICW',
      'ECW',
      'METABOLIC_AGE',
      'SCORE',
    ]);
    const get = (r: ReportView, k: string) => r.bodyComposition!.metrics.find((m) => m.key === k)!;
    expect(get(newer, 'WT').change).toBe(Math.round((get(newer, 'WT').value - get(older, 'WT').value) * 10) / 10);
    expect(get(newer, 'PBF').quantity).toBe('PERCENT');
    expect(get(newer, 'BMR').quantity).toBe('ENERGY_KCAL_PER_DAY');
    expect(get(newer, 'METABOLIC_AGE').quantity).toBe('YEARS');
    expect(newer.score).toBe(get(newer, 'SCORE').value);
    const latest = await t.gql('{ latestReport(model: M30) { id } s: latestReport(model: S30) { model } }', {}, carol.token);
    expect(latest.data).toEqual({ latestReport: { id: newer.id }, s: { model: 'S30' } });
  });

  it('shows a deleted report as deleted, without its data, and skips it as "previous"', async () => {
    const dave = await t.signIn('dave@example.com');
    const a = await scanFor(dave.token, { measuredAt: '2026-01-01T08:00:00Z' });
    const b = await scanFor(dave.token, { measuredAt: '2026-01-15T08:00:00Z' });
    const c = await scanFor(dave.token, { measuredAt: '2026-02-01T08:00:00Z' });
    const del = await t.request(`/api/device/scans/${b.scanId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` },
    });
    expect(del.status).toBe(204);
    const res = await t.gql(
      `query($b: ID!, $c: ID!) { b: report(id: $b) { ${REPORT_FIELDS} } c: report(id: $c) { previous { id } } }`,
      { b: b.id, c: c.id },
      dave.token,
    );
    expect(res.data!['b']).toMatchObject({ deleted: true, bodyComposition: null, score: null, meshUrl: null });
    expect(res.data!['c']).toEqual({ previous: { id: a.id } });
    const list = await t.gql('{ reports { edges { node { id } } } }', {}, dave.token);
    expect(JSON.stringify(list.data)).not.toContain(b.id);
  });

  it('pages through reports newest first with an opaque cursor', async () => {
    const erin = await t.signIn('erin@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await scanFor(erin.token, { measuredAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })).id);
    }
    await scanFor(erin.token, {}, DEMO_S30_DEVICE_KEY);
    const Q =
      'query($after: String) { reports(model: M30, first: 3, after: $after) { edges { cursor node { id measuredAt } } pageInfo { hasNextPage endCursor } } }';
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res = await t.gql(Q, { after }, erin.token);
      const conn = res.data!['reports'] as {
        edges: Array<{ node: { id: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      seen.push(...conn.edges.map((e) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const all = await t.gql('{ reports(first: 100) { edges { node { model } } } }', {}, erin.token);
    expect((all.data!['reports'] as { edges: unknown[] }).edges).toHaveLength(8);
    expect(code(await t.gql('{ reports(first: 101) { edges { cursor } } }', {}, erin.token))).toBe('BAD_INPUT');
    expect(code(await t.gql('{ reports(after: "garbage") { edges { cursor } } }', {}, erin.token))).toBe('BAD_INPUT');
  });

  it('serves the stored timezone, UTC for an invalid one', async () => {
    const r = await scanFor(alice.token, { timezone: 'Not/AZone' });
    expect(r.timezone).toBe('UTC');
  });

  it('stores the document compressed with lz4 on PostgreSQL (migration 0010), with the default where lz4 is missing (PGlite)', async () => {
    const r = await scanFor(alice.token, {}, DEMO_M30_DEVICE_KEY, 11);
    const [row] = await t.db
      .select({ method: sql<string | null>`pg_column_compression(${reports.measurements})` })
      .from(reports)
      .where(eq(reports.id, r.id));
    expect(row?.method).toBe(t.dbKind === 'postgres' ? 'lz4' : 'pglz');
  });
});
