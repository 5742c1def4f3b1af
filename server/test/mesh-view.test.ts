// A report's body for the phone (domain/mesh-view.ts): made off the serving thread when the mesh arrives, the
// scanner's mesh served meanwhile; simplified and compressed, where the scanner measured it; the owner's alone; made
// again from a mesh sent again.
import { Box3, Mesh } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBodyGlb, scannerMesh } from '../src/simulator/mesh.ts';
import { seededRng } from '../src/simulator/random.ts';
import { VIEW_NODES, VIEW_VERTICES } from '../src/domain/body-change/view-file.ts';
import { newAccount, type Account } from './account-fixtures.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let alice: Account;
let bob: Account;
let reportId: string;
let scanId: string;
const girths = { chest: 92, waist: 76, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 };
// Above VIEW_VERTICES, so the body is simplified on its way to the phone.
const scanned = (seed: number) => buildBodyGlb(subject, girths, scannerMesh(seededRng(seed), 30_000));

async function putMesh(glb: Uint8Array) {
  const put = await t.request(`/api/device/scans/${scanId}/model`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(glb),
  });
  expect(put.status).toBe(200);
}

const viewMeshUrl = async (token: string) => {
  const res = await t.gql('query($id: ID!) { report(id: $id) { viewMeshUrl meshUrl } }', { id: reportId }, token);
  return (res.data?.['report'] ?? null) as { viewMeshUrl: string | null; meshUrl: string | null } | null;
};

/** The phone's body once made (asked for as the app does, every 200 ms). */
async function madeView(): Promise<string> {
  for (let tries = 0; tries < 150; tries++) {
    const url = (await viewMeshUrl(alice.token))!.viewMeshUrl!;
    if (url.endsWith('.view.glb')) return new URL(url, 'http://x').pathname;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the body for the phone was never made');
}

async function bodyOf(path: string) {
  const res = await t.request(path, { headers: { authorization: `Bearer ${alice.token}` } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await MeshoptDecoder.ready;
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(bytes.slice().buffer, '');
  return { bytes, body: gltf.scene.getObjectByName(VIEW_NODES.body) as Mesh, scene: gltf.scene };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await newAccount(t);
  bob = await newAccount(t);
  const body = scanBody({}, 5);
  expect((await postScan(t, body)).status).toBe(201);
  scanId = body.scanId;
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: scanId }, alice.token);
  reportId = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
}, 60_000);
afterAll(() => t.close());

describe("a report's body for the phone", () => {
  it('is made when the mesh arrives, simplified and compressed, where the scanner measured the body', async () => {
    expect((await viewMeshUrl(alice.token))!.viewMeshUrl).toBeNull();
    const mesh = scanned(1);
    await putMesh(mesh);
    const path = await madeView();
    const { bytes, body, scene } = await bodyOf(path);
    expect(bytes.length).toBeLessThan(mesh.length / 5);
    const vertices = body.geometry.getAttribute('position').count;
    expect(vertices).toBeGreaterThan(VIEW_VERTICES * 0.7);
    expect(vertices).toBeLessThanOrEqual(VIEW_VERTICES * 1.05);
    // The same body: its box within 2 mm of the scanner's.
    const raw = await new GLTFLoader().parseAsync(mesh.buffer.slice(mesh.byteOffset, mesh.byteOffset + mesh.byteLength) as ArrayBuffer, '');
    const [a, b] = [new Box3().setFromObject(scene), new Box3().setFromObject(raw.scene)];
    for (const k of ['x', 'y', 'z'] as const) {
      expect(Math.abs(a.min[k] - b.min[k]) * 1000).toBeLessThan(2);
      expect(Math.abs(a.max[k] - b.max[k]) * 1000).toBeLessThan(2);
    }
  });

  it('is the owner’s alone', async () => {
    const path = await madeView();
    for (const headers of [{ authorization: `Bearer ${bob.token}` }, {} as Record<string, string>])
      expect((await t.request(path, { headers })).status).toBe(404);
    expect(await viewMeshUrl(bob.token)).toBeNull();
  });

  it('goes with the mesh it was made from: a mesh sent again serves itself until its own body is made', async () => {
    const before = (await bodyOf(await madeView())).bytes;
    await putMesh(scanned(2));
    expect((await viewMeshUrl(alice.token))!.viewMeshUrl).toMatch(new RegExp(`/reptfile/models/${reportId}\\.glb$`));
    const after = (await bodyOf(await madeView())).bytes;
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
  });
});
