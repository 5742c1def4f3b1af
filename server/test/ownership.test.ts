// Every query and mutation called with another account's ids returns nothing of theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, FULL_REPORT, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';

let t: TestApp;
let alice: { token: string; ids: string[]; scanIds: string[] };
let bob: { token: string; ids: string[] };

async function scansFor(token: string, dates: string[], seed: number) {
  const ids: string[] = [];
  const scanIds: string[] = [];
  for (const [i, measuredAt] of dates.entries()) {
    const body = scanBody({ measuredAt }, seed + i);
    expect((await postScan(t, body)).status).toBe(201);
    const res = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
    ids.push((res.data!['bindScan'] as { report: { id: string } }).report.id);
    scanIds.push(body.scanId);
    await t.request(`/api/device/scans/${body.scanId}/model`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
      body: new Uint8Array(buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 })),
    });
  }
  return { ids, scanIds };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn('alice@example.com');
  const b = await t.signIn('bob@example.com');
  // Interleaved dates: Alice's reports sit right before and between Bob's, same model.
  alice = { token: a.token, ...(await scansFor(a.token, ['2026-01-01T08:00:00Z', '2026-01-10T08:00:00Z', '2026-01-20T08:00:00Z'], 10)) };
  bob = { token: b.token, ...(await scansFor(b.token, ['2026-01-05T08:00:00Z', '2026-01-15T08:00:00Z'], 20)) };
});
afterAll(() => t.close());

const code = (r: GqlResult) => r.errors?.[0]?.extensions?.['code'];
const leaks = (r: unknown) => [...alice.ids, ...alice.scanIds].filter((id) => JSON.stringify(r).includes(id));

describe('ownership', () => {
  it('report, reportByScan and compareReports answer NOT_FOUND for another account’s ids, with no data', async () => {
    const [foreign, foreignScan, mine] = [alice.ids[0]!, alice.scanIds[0]!, bob.ids[0]!];
    const asks: Array<[string, Record<string, unknown>]> = [
      [`query($id: ID!) { report(id: $id) { ${FULL_REPORT} } }`, { id: foreign }],
      [`query($s: ID!) { reportByScan(scanId: $s) { ${FULL_REPORT} } }`, { s: foreignScan }],
      [
        'query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { id base { id } other { id } metrics { base other } girths { base } } }',
        { a: mine, b: foreign },
      ],
      [
        'query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { id base { id } other { id } metrics { base other } girths { base } } }',
        { a: foreign, b: mine },
      ],
      ['query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { id metrics { base } } }', { a: foreign, b: alice.ids[1]! }],
    ];
    for (const [query, vars] of asks) {
      const res = await t.gql(query, vars, bob.token);
      expect(code(res), query).toBe('NOT_FOUND');
      expect(res.data).toBeNull();
      expect(leaks(res)).toEqual([]);
    }
  });

  it('lists, trends, latest and previous never include another account’s reports', async () => {
    const res = await t.gql(
      `{ reports(first: 100) { edges { node { ${FULL_REPORT} } } } latestReport { id previous { id } }
         bodyTrend(key: WT) { points { reportId } } girthTrend(key: hipGirth) { points { reportId } }
         m: bodyTrend(key: PBF, model: M30, from: "2025-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z") { points { reportId } } }`,
      {},
      bob.token,
    );
    expect(res.errors).toBeUndefined();
    expect(leaks(res)).toEqual([]);
    expect((res.data!['bodyTrend'] as { points: Array<{ reportId: string }> }).points.map((p) => p.reportId)).toEqual(bob.ids);
    expect((res.data!['girthTrend'] as { points: unknown[] }).points).toHaveLength(2);
    expect((res.data!['latestReport'] as { previous: { id: string } }).previous.id).toBe(bob.ids[0]);
  });

  it('binding someone else’s scan and reading their mesh give nothing', async () => {
    const bind = await t.gql(
      `mutation($s: ID!) { bindScan(scanId: $s) { report { ${FULL_REPORT} } } }`,
      { s: alice.scanIds[1]! },
      bob.token,
    );
    expect(code(bind)).toBe('SCAN_ALREADY_BOUND');
    expect(leaks(bind.data)).toEqual([]);
    for (const id of alice.ids) {
      for (const file of [`/reptfile/models/${id}.glb`, `/reptfile/models/${id}.view.glb`])
        expect((await t.request(file, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
      // The change between two of her scans, and between one of his and one of hers: nothing.
      for (const other of [...alice.ids, ...bob.ids]) {
        const file = `/reptfile/changes/${id}/${other}.glb`;
        expect((await t.request(file, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
      }
      const mixed = await t.gql(
        'query($r: ID!, $a: ID) { report(id: $r) { id bodyChange(against: $a) { status } } }',
        { r: bob.ids[0], a: id },
        bob.token,
      );
      expect(mixed.errors).toBeUndefined();
      expect(mixed.data).toEqual({ report: { id: bob.ids[0], bodyChange: null } });
    }
    expect((await t.request(`/reptfile/models/${alice.ids[0]!}.glb`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(
      200,
    );
  });

  it('the time-lapse of her scans is hers alone: its file answers 404 to him and to no session', async () => {
    type Lapse = { report: { timeLapse: { status: string; viewUrl: string | null } } };
    const ask = async () =>
      (
        (await t.gql('query($id: ID!) { report(id: $id) { timeLapse { status viewUrl } } }', { id: alice.ids[2] }, alice.token))
          .data as Lapse
      ).report.timeLapse;
    await expect.poll(async () => (await ask()).status, { timeout: 60_000, interval: 200 }).toBe('READY');
    const path = new URL((await ask()).viewUrl!, 'http://x').pathname;
    for (const headers of [{ authorization: `Bearer ${bob.token}` }, {} as Record<string, string>])
      expect((await t.request(path, { headers })).status).toBe(404);
    expect((await t.request(path, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(200);
  });

  it('without a session every report query answers UNAUTHORIZED', async () => {
    for (const q of [
      '{ reports { edges { cursor } } }',
      '{ bodyTrend(key: WT) { id } }',
      '{ girthTrend(key: neckGirth) { id } }',
      `{ compareReports(baseId: "${alice.ids[0]!}", otherId: "${alice.ids[1]!}") { id } }`,
    ]) {
      const res = await t.gql(q);
      expect(code(res), q).toBe('UNAUTHORIZED');
      expect(leaks(res)).toEqual([]);
    }
  });
});
