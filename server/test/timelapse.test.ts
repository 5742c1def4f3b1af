// A time-lapse of a person's scans of one model (domain/body-change/timelapse.ts), through the API: made off the serving
// thread on first ask, one body with each earlier scan's change on it, the owner's alone, made again when a mesh changes.
import { Mesh, Vector3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_COMPARED } from '#shared/body-change.ts';
import { buildBodyGeometry, type MeshOptions } from '../src/simulator/mesh.ts';
import { encodeGlb } from '../src/simulator/glb-encode.ts';
import { seededRng } from '../src/simulator/random.ts';
import { VIEW_NODES } from '../src/domain/body-change/view-file.ts';
import { acceptedGrant, newAccount, shareToken, type Account } from './account-fixtures.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
const girths = { chest: 92, waist: 76, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 };
const TIME_LAPSE = `query($id: ID!) { report(id: $id) { id timeLapse { status frames { id } viewUrl } } }`;
type TimeLapse = { status: string; frames: Array<{ id: string }>; viewUrl: string | null };
const scans: Array<{ id: string; scanId: string }> = [];

/** A scan as a scanner makes it, the waist grown `mm` against the first. */
const mesh = (seed: number, mm: number, options: MeshOptions = {}) => {
  const grow = mm ? [{ fromY: 0.58, toY: 0.66, mm }] : [];
  const geo = buildBodyGeometry(subject, girths, { vertices: 6000, topology: seededRng(seed), grow, ...options });
  return encodeGlb(geo.positions, geo.indices);
};

async function putMesh(scanId: string, glb: Uint8Array) {
  const put = await t.request(`/api/device/scans/${scanId}/model`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(glb),
  });
  expect(put.status).toBe(200);
}

const timeLapseOf = async (token: string, id: string) =>
  ((await t.gql(TIME_LAPSE, { id }, token)).data?.['report'] as { timeLapse: TimeLapse | null } | null)?.timeLapse ?? null;

/** Asked again as the app does until it is made. */
async function ready(id: string): Promise<TimeLapse> {
  for (let tries = 0; tries < 200; tries++) {
    const lapse = (await timeLapseOf(alice.token, id))!;
    if (lapse.status === 'READY') return lapse;
    expect(['COMPUTING', 'BUSY']).toContain(lapse.status);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the time-lapse was never made');
}

/** Each field's values at the waist's height (where it grew), and over the whole body, compared vertices only. */
async function sinceFields(viewUrl: string) {
  const res = await t.request(new URL(viewUrl, 'http://x').pathname, { headers: { authorization: `Bearer ${alice.token}` } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(bytes.slice().buffer, '');
  const body = gltf.scene.getObjectByName(VIEW_NODES.body) as Mesh;
  gltf.scene.updateMatrixWorld(true);
  const position = body.geometry.getAttribute('position');
  const at = new Vector3();
  const heights = Array.from({ length: position.count }, (_, v) => at.fromBufferAttribute(position, v).applyMatrix4(body.matrixWorld).y);
  const top = Math.max(...heights);
  const fields: Array<{ all: number[]; waist: number[] }> = [];
  for (let i = 0; body.geometry.getAttribute(`_since_${i}`); i++) {
    const field = body.geometry.getAttribute(`_since_${i}`);
    const values = Array.from({ length: field.count }, (_, v) => ({ mm: field.getX(v), y: heights[v]! / top }));
    const compared = values.filter((v) => v.mm !== NOT_COMPARED);
    fields.push({ all: compared.map((v) => v.mm), waist: compared.filter((v) => v.y > 0.6 && v.y < 0.64).map((v) => v.mm) });
  }
  return { bytes, fields, vertices: position.count };
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newAccount(t);
  bob = await newAccount(t);
  // Three scans a month apart: the waist 0, then 10, then 20 mm further out.
  for (const [i, mm] of [0, 10, 20].entries()) {
    const body = scanBody({ measuredAt: `2026-0${7 + i}-01T08:00:00.000Z` }, 20 + i);
    expect((await postScan(t, body)).status).toBe(201);
    const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, alice.token);
    scans.push({ id: (bound.data!['bindScan'] as { report: { id: string } }).report.id, scanId: body.scanId });
    await putMesh(body.scanId, mesh(i + 1, mm));
  }
}, 60_000);
afterAll(() => t.close());

describe('the time-lapse of a model’s scans', () => {
  it('is one body with each earlier scan’s change on it: the waist moved out 20 mm since the first, 10 since the second', async () => {
    const lapse = await ready(scans[2]!.id);
    expect(lapse.frames.map((f) => f.id)).toEqual(scans.map((s) => s.id));
    const { fields, vertices } = await sinceFields(lapse.viewUrl!);
    expect(fields).toHaveLength(2);
    expect(vertices).toBeGreaterThan(5000);
    // Most of the body did not move; the waist (the torso at its height: the band's top values, the arms beside it did
    // not move) moved out by the growth since each scan.
    for (const [i, grown] of [20, 10].entries()) {
      expect(Math.abs(quantile(fields[i]!.all, 0.5))).toBeLessThanOrEqual(2);
      expect(quantile(fields[i]!.waist, 0.8)).toBeGreaterThanOrEqual(grown - 3);
      expect(quantile(fields[i]!.waist, 0.8)).toBeLessThanOrEqual(grown + 3);
    }
    // Up to an earlier scan, it plays the scans up to that one; the first scan has nothing to play.
    expect((await ready(scans[1]!.id)).frames.map((f) => f.id)).toEqual([scans[0]!.id, scans[1]!.id]);
    expect(await timeLapseOf(alice.token, scans[0]!.id)).toBeNull();
  });

  it('is the owner’s alone', async () => {
    const { viewUrl } = await ready(scans[2]!.id);
    const path = new URL(viewUrl!, 'http://x').pathname;
    for (const headers of [{ authorization: `Bearer ${bob.token}` }, {} as Record<string, string>])
      expect((await t.request(path, { headers })).status).toBe(404);
    expect(await timeLapseOf(bob.token, scans[2]!.id)).toBeNull();
    // Not through a share link of the report, nor a coach's grant that includes its sections.
    const shared = await t.gql('query($t: String!) { sharedReport(token: $t) { report { id timeLapse { status } } } }', {
      t: await shareToken(t, alice, scans[2]!.id),
    });
    expect(shared.errors).toBeUndefined();
    expect(shared.data!['sharedReport']).toEqual({ report: { id: scans[2]!.id, timeLapse: null } });
    const granted = await t.gql(
      'query($g: ID!, $r: ID!) { grantedReport(grantId: $g, reportId: $r) { id timeLapse { status } } }',
      {
        g: await acceptedGrant(t, alice, bob, ['BODY_COMPOSITION', 'GIRTHS']),
        r: scans[2]!.id,
      },
      bob.token,
    );
    expect(granted.errors).toBeUndefined();
    expect(granted.data!['grantedReport']).toEqual({ id: scans[2]!.id, timeLapse: null });
  });

  it('is made again when a mesh of it is sent again', async () => {
    const before = await ready(scans[2]!.id);
    await putMesh(scans[0]!.scanId, mesh(9, 0));
    const after = await ready(scans[2]!.id);
    expect(after.viewUrl).not.toBe(before.viewUrl);
    // The one it replaced is gone.
    const old = await t.request(new URL(before.viewUrl!, 'http://x').pathname, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(old.status).toBe(404);
  });
});
