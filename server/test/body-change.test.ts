// Where the body changed between two scans, through the API: computed off the serving thread when a mesh arrives for a
// bound scan (against the previous scan of the model), kept, and given to the owner alone (GraphQL and the file under
// /reptfile); never through a share link or a coach's grant, never to anyone else. A mesh sent again drops the change.
import { and, eq } from 'drizzle-orm';
import { Mesh } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyChanges, reportFiles } from '../src/db/schema.ts';
import { buildBodyGeometry, type MeshOptions } from '../src/simulator/mesh.ts';
import { encodeGlb } from '../src/simulator/glb-encode.ts';
import { seededRng } from '../src/simulator/random.ts';
import { acceptedGrant, newAccount, shareToken, type Account } from './account-fixtures.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
const girths = { chest: 92, waist: 76, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 };
const CHANGE = `query($id: ID!, $a: ID) { report(id: $id) { id bodyChange(against: $a) {
  status later { id } earlier { id } viewUrl neutralMm turnDeg
  regions { region meanMm volumeLitres compared lscMm beyondNoise heldOtherwise }
} } }`;
type Change = {
  status: string;
  later: { id: string };
  earlier: { id: string };
  viewUrl: string | null;
  neutralMm: number;
  turnDeg: number | null;
  regions: Array<{ region: string; meanMm: number | null; beyondNoise: boolean; heldOtherwise: boolean }>;
};

function mesh(seed: number, options: MeshOptions = {}) {
  const geo = buildBodyGeometry(subject, girths, { vertices: 6000, topology: seededRng(seed), ...options });
  return { vertices: geo.positions.length / 3, glb: encodeGlb(geo.positions, geo.indices) };
}

async function putMesh(scanId: string, glb: Uint8Array) {
  const put = await t.request(`/api/device/scans/${scanId}/model`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(glb),
  });
  expect(put.status, await put.clone().text()).toBe(200);
}

/** A scan bound to `token`'s account, measured at `measuredAt`, with `glb` as its mesh when given. */
async function scan(token: string, measuredAt: string, seed: number, glb?: Uint8Array) {
  const body = scanBody({ measuredAt }, seed);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  const id = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
  if (glb) await putMesh(body.scanId, glb);
  return { id, scanId: body.scanId };
}

async function changeOf(token: string, id: string, against?: string): Promise<Change | null> {
  const res = await t.gql(CHANGE, { id, a: against ?? null }, token);
  expect(res.errors).toBeUndefined();
  return (res.data!['report'] as { bodyChange: Change | null }).bodyChange;
}

/** Asks until the change is no longer being computed, as the app does. */
async function settled(token: string, id: string, against?: string): Promise<Change> {
  for (let tries = 0; ; tries++) {
    const change = await changeOf(token, id, against);
    if (change && change.status !== 'COMPUTING') return change;
    if (tries > 300) throw new Error('the change was never computed');
    await new Promise((done) => setTimeout(done, 100));
  }
}

let first: { id: string; scanId: string };
let second: { id: string; scanId: string };
let secondVertices: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newAccount(t);
  bob = await newAccount(t);
  first = await scan(alice.token, '2026-09-01T08:00:00.000Z', 1, mesh(1).glb);
  const later = mesh(2, { pose: { turnDeg: 3, shiftX: 0.02 }, grow: [{ fromY: 0.58, toY: 0.66, mm: 20 }] });
  secondVertices = later.vertices;
  second = await scan(alice.token, '2026-10-01T08:00:00.000Z', 2, later.glb);
}, 60_000);
afterAll(() => t.close());

describe('the change between two scans', () => {
  it('is computed when the later mesh arrives, and tells the grown waist by region', async () => {
    const change = await settled(alice.token, second.id);
    expect(change.status).toBe('READY');
    expect(change.later.id).toBe(second.id);
    expect(change.earlier.id).toBe(first.id);
    expect(Math.abs(change.turnDeg! + 3)).toBeLessThan(0.3);
    const of = (region: string) => change.regions.find((r) => r.region === region)!;
    expect(change.regions.map((r) => r.region)).toEqual(['ARMS', 'CHEST', 'WAIST', 'HIPS', 'THIGHS', 'CALVES']);
    expect(of('WAIST').meanMm).toBeGreaterThan(12);
    expect(of('WAIST').beyondNoise).toBe(true);
    expect(of('CALVES').beyondNoise).toBe(false);
    expect(change.neutralMm).toBeCloseTo(6.6, 1);
    // The same pair asked from the earlier report: the same change, kept once.
    expect((await changeOf(alice.token, first.id, second.id))?.status).toBe('READY');
    expect(await t.db.select().from(bodyChanges)).toHaveLength(1);
  });

  it('serves its file to the owner alone: both bodies, the later laid onto the earlier, one change a vertex', async () => {
    const { viewUrl, turnDeg } = (await changeOf(alice.token, second.id))!;
    const path = new URL(viewUrl!, 'http://x').pathname;
    const file = await t.request(path, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(bytes.slice().buffer, '');
    const later = gltf.scene.getObjectByName('later') as Mesh;
    const change = later.geometry.getAttribute('_change_mm');
    expect(change.count).toBe(secondVertices);
    expect(later.geometry.getAttribute('position').count).toBe(secondVertices);
    expect((later.rotation.y * 180) / Math.PI).toBeCloseTo(turnDeg!, 3);
    expect(gltf.scene.getObjectByName('earlier')).toBeInstanceOf(Mesh);
    // The file is a fifth of the two scanner meshes; gzip on the way when the app takes it.
    expect(bytes.length).toBeLessThan((mesh(1).glb.length + mesh(2).glb.length) / 3);
    const zipped = await t.request(path, { headers: { authorization: `Bearer ${alice.token}`, 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(await new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer())).toEqual(bytes);
    const head = await t.request(path, { method: 'HEAD', headers: { authorization: `Bearer ${alice.token}` } });
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    for (const headers of [{ authorization: `Bearer ${bob.token}` }, {} as Record<string, string>])
      expect((await t.request(path, { headers })).status).toBe(404);
    // Swapped ids, or made-up ones, answer the same 404.
    const swapped = path.replace(`${second.id}/${first.id}`, `${first.id}/${second.id}`);
    expect((await t.request(swapped, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(404);
  });

  it('is nobody else’s: not another person’s, not through a share link or a coach’s grant', async () => {
    // Bob names Alice's report as the other of his pair: no pair.
    const bobs = await scan(bob.token, '2026-10-02T08:00:00.000Z', 3, mesh(3).glb);
    expect(await changeOf(bob.token, bobs.id, first.id)).toBeNull();
    const token = await shareToken(t, alice, second.id);
    const shared = await t.gql('query($t: String!) { sharedReport(token: $t) { report { id bodyChange { status } } } }', { t: token });
    expect(shared.errors).toBeUndefined();
    expect((shared.data!['sharedReport'] as { report: { bodyChange: unknown } }).report.bodyChange).toBeNull();

    const grantId = await acceptedGrant(t, alice, bob, ['BODY_COMPOSITION', 'GIRTHS']);
    const opened = await t.gql(
      'query($g: ID!, $r: ID!) { grantedReport(grantId: $g, reportId: $r) { id bodyChange { status } } }',
      { g: grantId, r: second.id },
      bob.token,
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data!['grantedReport']).toEqual({ id: second.id, bodyChange: null });
  });

  it('says when a scan has no mesh, and drops a change whose mesh is sent again', async () => {
    const bare = await scan(alice.token, '2026-11-01T08:00:00.000Z', 4);
    expect((await changeOf(alice.token, bare.id))?.status).toBe('NO_MESH');

    const kept = () =>
      t.db
        .select()
        .from(reportFiles)
        .where(and(eq(reportFiles.reportId, second.id), eq(reportFiles.kind, `change:${first.id}`)));
    expect(await kept()).toHaveLength(1);
    await putMesh(second.scanId, mesh(5, { pose: { turnDeg: -2 } }).glb);
    // Dropped with its file, then computed again from the new mesh (no waist grown this time).
    const again = await settled(alice.token, second.id);
    expect(again.status).toBe('READY');
    expect(again.regions.find((r) => r.region === 'WAIST')!.beyondNoise).toBe(false);
    expect(await kept()).toHaveLength(1);
  });
});
