import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reportCount = async () => (await t.db.select({ n: count() }).from(reports))[0]!.n;
const glb = buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 });

function device(path: string, method: string, body: BodyInit | null = null, type = 'application/json', key = DEMO_M30_DEVICE_KEY) {
  return t.request(path, { method, headers: { authorization: `Bearer ${key}`, 'content-type': type }, body });
}

describe('device API', () => {
  it('refuses an unknown or missing key with 401 JSON', async () => {
    expect((await postScan(t, scanBody(), 'not-a-key')).status).toBe(401);
    const res = await t.request('/api/device/scans', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized' });
  });

  it('names every bad field and stores nothing', async () => {
    const before = await reportCount();
    const body = scanBody({
      scanId: 'short',
      measuredAt: 'yesterday',
      subject: { sex: 'other', heightCm: 250, age: 9.5 },
      outcome: 'great',
    });
    body.bodyComposition = { ...body.bodyComposition!, WT: -3, BMR: 'a lot' as unknown as number };
    const res = await postScan(t, body);
    expect(res.status).toBe(400);
    expect(res.body['error']).toBe('invalid_body');
    const paths = (res.body['issues'] as Array<{ path: string }>).map((i) => i.path);
    for (const p of [
      'scanId',
      'measuredAt',
      'subject.sex',
      'subject.heightCm',
      'subject.age',
      'outcome',
      'bodyComposition.WT',
      'bodyComposition.BMR',
    ]) {
      expect(paths).toContain(p);
    }
    expect(await reportCount()).toBe(before);
    expect((await postScan(t, '{"scanId": ')).status).toBe(400);
    expect((await postScan(t, 'x'.repeat(300 * 1024))).status).toBe(413);
    expect(await reportCount()).toBe(before);
  });

  it('checks that the composition adds up and matches the outcome', async () => {
    const good = scanBody();
    const wt = await postScan(t, { ...good, bodyComposition: { ...good.bodyComposition!, WT: good.bodyComposition!.WT + 1 } });
    expect(wt.status).toBe(400);
    expect((wt.body['issues'] as Array<{ path: string }>).map((i) => i.path)).toContain('bodyComposition.WT');
    const pbf = await postScan(t, { ...good, bodyComposition: { ...good.bodyComposition!, PBF: good.bodyComposition!.PBF + 5 } });
    expect((pbf.body['issues'] as Array<{ path: string }>).map((i) => i.path)).toContain('bodyComposition.PBF');
    const missing = await postScan(t, { ...good, bodyComposition: undefined });
    expect(missing.status).toBe(400);
    const extra = await postScan(t, { ...good, outcome: 'body_composition_failed' });
    expect(extra.status).toBe(400);
    const failed = await postScan(t, scanBody({}, 7, 'M30', { outcome: 'body_composition_failed' }));
    expect(failed.status).toBe(201);
  });

  it('is idempotent per scanId and device; another device gets 409', async () => {
    const body = scanBody();
    const first = await postScan(t, body);
    expect(first.status).toBe(201);
    expect(first.body['url']).toBe(`${t.config.publicUrl}/?scanId=${body.scanId}&deviceType=M30`);
    expect(first.body['modelStatus']).toBe('generating');
    const again = await postScan(t, body);
    expect(again.status).toBe(200);
    expect(again.body['id']).toBe(first.body['id']);
    expect((await postScan(t, { ...scanBody({}, 7, 'S30'), scanId: body.scanId }, DEMO_S30_DEVICE_KEY)).status).toBe(409);
    const rows = await t.db.select().from(reports).where(eq(reports.scanId, body.scanId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.model).toBe('M30');
  });

  it('stores an invalid timezone as UTC', async () => {
    for (const [tz, expected] of [
      ['Mars/Olympus_Mons', 'UTC'],
      ['Europe/Berlin', 'Europe/Berlin'],
      ['', 'UTC'],
    ] as const) {
      const body = scanBody({ timezone: tz });
      expect((await postScan(t, body)).status).toBe(201);
      const [row] = await t.db.select().from(reports).where(eq(reports.scanId, body.scanId));
      expect(row!.timezone).toBe(expected);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: row!.timezone })).not.toThrow();
    }
  });

  it('accepts a GLB mesh, refuses other bytes, and only from the owning device', async () => {
    const body = scanBody();
    await postScan(t, body);
    const path = `/api/device/scans/${body.scanId}/model`;
    expect((await device(path, 'PUT', new Uint8Array(glb), 'text/plain')).status).toBe(415);
    expect((await device(path, 'PUT', new Uint8Array(Buffer.from('not a glb at all, sorry')), 'model/gltf-binary')).status).toBe(400);
    expect((await device(path, 'PUT', new Uint8Array(glb), 'model/gltf-binary', DEMO_S30_DEVICE_KEY)).status).toBe(404);
    const ok = await device(path, 'PUT', new Uint8Array(glb), 'model/gltf-binary');
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(reports).where(eq(reports.scanId, body.scanId));
    expect(row!.modelStatus).toBe('ready');

    const other = scanBody();
    await postScan(t, other);
    expect((await device(`/api/device/scans/${other.scanId}/model-failed`, 'POST')).status).toBe(200);
    const [failed] = await t.db.select().from(reports).where(eq(reports.scanId, other.scanId));
    expect(failed!.modelStatus).toBe('failed');
  });

  it('lets the administrator delete a scan (tombstone), only on the owning device', async () => {
    const body = scanBody();
    await postScan(t, body);
    expect((await device(`/api/device/scans/${body.scanId}`, 'DELETE', null, 'application/json', DEMO_S30_DEVICE_KEY)).status).toBe(404);
    expect((await device(`/api/device/scans/${body.scanId}`, 'DELETE')).status).toBe(204);
    expect((await device(`/api/device/scans/${body.scanId}`, 'DELETE')).status).toBe(204);
    const [row] = await t.db.select().from(reports).where(eq(reports.scanId, body.scanId));
    expect(row!.deletedAt).not.toBeNull();
    expect((await device(`/api/device/scans/${body.scanId}/model`, 'PUT', new Uint8Array(glb), 'model/gltf-binary')).status).toBe(410);
    expect((await device('/api/device/scans/unknown-scan-id-123', 'DELETE')).status).toBe(404);
  });
});
