// Meshes in object storage (FILE_STORE=s3://…): a real S3-protocol server (s3rver, from npm, on loopback) plays the
// bucket, and the app talks to it with the AWS SDK as to any S3. Upload, reading (streamed; HEAD from the row), the
// access rules, and deletion with the account.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDeletions, reportFiles } from '../src/db/schema.ts';
import { putRecorded } from '../src/domain/file-store.ts';
import { moveFiles } from '../src/domain/files-move.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const BUCKET = 'contour-files';
const dir = mkdtempSync(join(tmpdir(), 'contour-s3-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
let t: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    FILE_STORE: `s3://${BUCKET}/meshes`,
    FILE_STORE_ENDPOINT: endpoint,
    FILE_STORE_ACCESS_KEY_ID: 'S3RVER',
    FILE_STORE_SECRET_ACCESS_KEY: 'S3RVER',
  });
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t.close();
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The key a file named `name` (report-file-names.ts) gets in the bucket: its own random part before the extension. */
const keyOf = (name: string) => new RegExp(`^meshes/${name.replace('.glb', '')}\\.[0-9a-f]{12}\\.glb$`);

/** Waits until `check` holds (the sweep deletes in the background). */
const eventually = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 15_000, interval: 50 }).toBe(true);

const objectBytes = async (key: string) =>
  bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).then(
    async (object) => Buffer.from(await object.Body!.transformToByteArray()),
    (err: { name?: string }) => (err.name === 'NoSuchKey' ? null : Promise.reject(err)),
  );

/**
 * Waits for the body made for the phone from a report's new mesh (mesh-view.ts), so that no test deletes while it is
 * being written: s3rver, unlike S3, keeps a key's folders on disk and removes one that a deletion empties, under the
 * feet of a write into it.
 */
const bodyForThePhone = (reportId: string) => eventually(async () => !t.app.deps.meshJobs.pending(`view/${reportId}`));

async function ownMesh(email: string, seed: number, measuredAt = '2026-05-01T09:30:00.000Z') {
  const { token } = await t.signIn(email);
  const body = scanBody({ measuredAt }, seed);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  const id = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
  const glb = buildBodyGlb(subject, { chest: 92, waist: 74 + (seed % 5), hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 });
  const put = await t.request(`/api/device/scans/${body.scanId}/model`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(glb),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  await bodyForThePhone(id);
  return { token, id, glb, scanId: body.scanId };
}

describe('meshes in object storage', () => {
  it('stores the mesh in the bucket and only its key and size in PostgreSQL, and serves it to its owner alone', async () => {
    const alice = await ownMesh('s3-alice@example.com', 41);
    const [row] = await t.db.select().from(reportFiles).where(eq(reportFiles.reportId, alice.id));
    expect(row).toMatchObject({
      bytes: null,
      objectKey: expect.stringMatching(keyOf(`reports/${alice.id}/mesh.glb`)),
      size: alice.glb.length,
    });
    expect((await objectBytes(row!.objectKey!))?.equals(alice.glb)).toBe(true);
    // What a scan's mesh adds to PostgreSQL now: its row, not its bytes.
    const [size] = await t.db
      .select({ bytes: sql<number>`pg_column_size(report_files.*)`.mapWith(Number) })
      .from(reportFiles)
      .where(eq(reportFiles.reportId, alice.id));
    expect(size!.bytes).toBeLessThan(1024);

    const path = `/reptfile/models/${alice.id}.glb`;
    const got = await t.request(path, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-length')).toBe(String(alice.glb.length));
    expect(Buffer.from(await got.arrayBuffer()).equals(alice.glb)).toBe(true);
    const head = await t.request(path, { method: 'HEAD', headers: { authorization: `Bearer ${alice.token}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(alice.glb.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // Someone else, no session, a made-up id: the same 404 as before.
    const bob = await t.signIn('s3-bob@example.com');
    for (const [token, file] of [
      [bob.token, path],
      [null, path],
      [alice.token, '/reptfile/models/00000000-0000-4000-8000-000000000000.glb'],
    ] as const) {
      const res = await t.request(file, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(res.status).toBe(404);
    }
  });

  it('moves the meshes and changes to the database and back, checked, and goes on where a stopped run stopped', async () => {
    const dave = await ownMesh('s3-dave@example.com', 43);
    const erin = await ownMesh('s3-erin@example.com', 44);
    // Dave's second scan: the change from his first is computed and kept beside its mesh, in the bucket too.
    const daveLater = await ownMesh('s3-dave@example.com', 45, '2026-06-01T09:30:00.000Z');
    const changeRow = async () =>
      (
        await t.db
          .select()
          .from(reportFiles)
          .where(and(eq(reportFiles.reportId, daveLater.id), eq(reportFiles.kind, `change:${dave.id}`)))
      )[0];
    await expect.poll(changeRow, { timeout: 30_000, interval: 100 }).toBeDefined();
    const changeKey = (await changeRow())!.objectKey!;
    expect(changeKey).toMatch(keyOf(`reports/${daveLater.id}/change-${dave.id}.glb`));
    const change = await objectBytes(changeKey);
    expect(change).not.toBeNull();
    const ours = [dave, erin, daveLater];
    const rowOf = async (id: string) =>
      (
        await t.db
          .select()
          .from(reportFiles)
          .where(and(eq(reportFiles.reportId, id), eq(reportFiles.kind, 'mesh')))
      )[0]!;
    const readsBack = async () => {
      for (const person of ours) {
        const res = await t.request(`/reptfile/models/${person.id}.glb`, { headers: { authorization: `Bearer ${person.token}` } });
        expect(Buffer.from(await res.arrayBuffer()).equals(person.glb)).toBe(true);
      }
    };
    const keysBefore = await Promise.all(ours.map(async (person) => (await rowOf(person.id)).objectKey!));
    // To the database, stopped after its first file (as a Ctrl-C would), then run again.
    const stop = new Error('stopped');
    await expect(
      moveFiles(t.app.deps, 'to-database', () => {
        throw stop;
      }),
    ).rejects.toBe(stop);
    await readsBack();
    await moveFiles(t.app.deps, 'to-database', () => {});
    for (const [i, person] of ours.entries()) {
      const row = await rowOf(person.id);
      expect(row.objectKey).toBeNull();
      expect(row.bytes!.equals(person.glb)).toBe(true);
      expect(await objectBytes(keysBefore[i]!)).toBeNull();
    }
    await readsBack();
    // And back to the store.
    await moveFiles(t.app.deps, 'to-store', () => {});
    for (const person of ours) {
      const row = await rowOf(person.id);
      expect(row.bytes).toBeNull();
      expect((await objectBytes(row.objectKey!))!.equals(person.glb)).toBe(true);
    }
    await readsBack();
    // The change went to the database and back under its own name (an object of its own), every byte with it.
    const changeBack = (await changeRow())!.objectKey!;
    expect(changeBack).toMatch(keyOf(`reports/${daveLater.id}/change-${dave.id}.glb`));
    expect(changeBack).not.toBe(changeKey);
    expect((await objectBytes(changeBack))!.equals(change!)).toBe(true);
    expect(await objectBytes(changeKey)).toBeNull();
    expect(await t.db.$count(reportFiles, isNotNull(reportFiles.bytes))).toBe(0);
  });

  it('deletes the objects with the account, outside its transaction', async () => {
    const carol = await ownMesh('s3-carol@example.com', 42);
    const [row] = await t.db
      .select()
      .from(reportFiles)
      .where(and(eq(reportFiles.reportId, carol.id), eq(reportFiles.kind, 'mesh')));
    const key = row!.objectKey!;
    expect(await objectBytes(key)).not.toBeNull();
    const deleted = await t.gql('mutation { deleteAccount(confirm: "DELETE") }', {}, carol.token);
    expect(deleted.errors).toBeUndefined();
    // Gone in the background: the object, then its key from file_deletions (the sweep removes the key after the object).
    await eventually(async () => (await objectBytes(key)) === null && (await t.db.$count(fileDeletions)) === 0);
  });

  it('writes a mesh sent again to an object of its own, and deletes the one it replaces', async () => {
    // A key queued for deletion is never a newer file's (a sweep that ran late would otherwise delete the new mesh).
    const frank = await ownMesh('s3-frank@example.com', 46);
    const mesh = async () =>
      (
        await t.db
          .select()
          .from(reportFiles)
          .where(and(eq(reportFiles.reportId, frank.id), eq(reportFiles.kind, 'mesh')))
      )[0]!;
    const first = (await mesh()).objectKey!;
    const again = buildBodyGlb(subject, { chest: 95, waist: 80, hip: 101, thigh: 57, calf: 36, upperArm: 29, neck: 34 });
    const put = await t.request(`/api/device/scans/${frank.scanId}/model`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
      body: new Uint8Array(again),
    });
    expect(put.status).toBe(200);
    await bodyForThePhone(frank.id);
    const second = (await mesh()).objectKey!;
    expect(second).toMatch(keyOf(`reports/${frank.id}/mesh.glb`));
    expect(second).not.toBe(first);
    expect((await objectBytes(second))!.equals(again)).toBe(true);
    await eventually(async () => (await objectBytes(first)) === null);
  });

  it('deletes a file again when its row is not written: declined, or its transaction failed', async () => {
    const deps = t.app.deps;
    const file = {
      name: 'reports/00000000-0000-4000-8000-000000000001/view.glb',
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'model/gltf-binary',
    };
    let declined = '';
    expect(await putRecorded(deps, file, async (stored) => ((declined = stored.objectKey!), false))).toBe(false);
    expect(declined).toMatch(keyOf(file.name));
    await eventually(async () => (await objectBytes(declined)) === null);

    let failed = '';
    const failure = new Error('the transaction failed');
    await expect(
      putRecorded(deps, file, async (stored) => {
        failed = stored.objectKey!;
        expect((await objectBytes(failed))!.equals(Buffer.from(file.bytes))).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(failed).not.toBe(declined);
    await eventually(async () => (await objectBytes(failed)) === null);
  });
});
