// Production has no well-known secrets: demo scanner keys and revoked devices are refused, demo data is removed,
// operators register scanners with fresh keys (domain functions and the npm run device:* command).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { devices, reports, users } from '../src/db/schema.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_SERIAL, DEMO_S30_SERIAL } from '../src/demo/demo-devices.ts';
import { createDevice, deviceBySerial, listDevices, revokeDevice } from '../src/domain/devices.ts';
import { sha256Hex } from '../src/domain/secrets.ts';
import { createDemoScan, DEMO_ACCOUNT, removeDemoData, seedDemo, TEEN_ACCOUNT } from '../src/demo/seed.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, postScan, scanBody, subject, LIGHT_MESH_VERTICES } from './fixtures.ts';
import { createTestApp, freshPostgresDatabase, type TestApp } from './harness.ts';

// The harness registers the demo scanners in every database: for `prod` that is a database seeded in development.
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [prod, dev] = await Promise.all([createTestApp({ NODE_ENV: 'production' }), createTestApp({ NODE_ENV: 'development' })]);
});
afterAll(async () => {
  await Promise.all([prod?.close(), dev?.close()]);
});

const glb = buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 });
const call = (t: TestApp, path: string, method: string, key: string, type?: string, body: BodyInit | null = null) =>
  t.request(path, { method, headers: { authorization: `Bearer ${key}`, ...(type ? { 'content-type': type } : {}) }, body });
const rowOf = async (t: TestApp, scanId: string) => (await t.db.select().from(reports).where(eq(reports.scanId, scanId)))[0] ?? null;

describe('demo scanner keys', () => {
  it('are refused in production (401) on POST, GET and DELETE, even though the database holds them', async () => {
    expect(prod.config.production).toBe(true);
    // The reported attack: a scan naming someone's e-mail would land in their account.
    const [victim] = await prod.db.insert(users).values({ email: 'victim@example.com' }).returning();
    for (const key of [DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY]) {
      const body = scanBody({ account: { email: victim!.email } }, 7, key === DEMO_S30_DEVICE_KEY ? 'S30' : 'M30');
      const res = await postScan(prod, body, key);
      expect(res).toEqual({ status: 401, body: { error: 'unauthorized' } });
      expect(await rowOf(prod, body.scanId)).toBeNull();
    }
    expect(await prod.db.select().from(reports).where(eq(reports.userId, victim!.id))).toEqual([]);
    // A scan the demo M30 made before (a development start): its key may neither read nor delete it.
    const { scanId } = await createDemoScan(prod.db, prod.clock.now(), LIGHT_MESH_VERTICES);
    expect((await call(prod, `/api/device/scans/${scanId}`, 'GET', DEMO_M30_DEVICE_KEY)).status).toBe(401);
    const del = await call(prod, `/api/device/scans/${scanId}`, 'DELETE', DEMO_M30_DEVICE_KEY);
    expect(del.status).toBe(401);
    expect(del.headers.get('www-authenticate')).toBe('Bearer');
    expect((await rowOf(prod, scanId))!.deletedAt).toBeNull();
    expect(
      (await call(prod, `/api/device/scans/${scanId}/model`, 'PUT', DEMO_M30_DEVICE_KEY, 'model/gltf-binary', new Uint8Array(glb))).status,
    ).toBe(401);
  });

  it('work in development as before (201, then GET and DELETE)', async () => {
    expect(dev.config.production).toBe(false);
    const body = scanBody();
    expect((await postScan(dev, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
    expect((await call(dev, `/api/device/scans/${body.scanId}`, 'GET', DEMO_M30_DEVICE_KEY)).status).toBe(200);
    expect((await call(dev, `/api/device/scans/${body.scanId}`, 'DELETE', DEMO_M30_DEVICE_KEY)).status).toBe(204);
    expect((await postScan(dev, scanBody({}, 7, 'S30'), DEMO_S30_DEVICE_KEY)).status).toBe(201);
  });
});

describe('registered devices', () => {
  it('createDevice gives a fresh key that works in production; only its hash is stored', async () => {
    const made = await createDevice(prod.db, 'GYM-M30-0001', 'M30');
    if (!made.ok) throw new Error('createDevice refused a new serial');
    expect(made.key).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(made.device.keyHash).toBe(sha256Hex(made.key));
    const body = scanBody();
    const res = await postScan(prod, body, made.key);
    expect(res.status).toBe(201);
    expect((await rowOf(prod, body.scanId))!.deviceId).toBe(made.device.id);
    expect(await createDevice(prod.db, 'GYM-M30-0001', 'S30')).toEqual({ ok: false, error: 'serial_taken' });
    const other = await createDevice(prod.db, 'GYM-M30-0002', 'M30');
    expect(other.ok && other.key !== made.key).toBe(true);
    await expect(createDevice(prod.db, 'no spaces', 'M30')).rejects.toThrow(/invalid serial/);
  });

  it('a revoked device is refused (401) in production and development; revoking is idempotent', async () => {
    for (const t of [prod, dev]) {
      const serial = `REVOKE-${randomBytes(4).toString('hex')}`;
      const made = await createDevice(t.db, serial, 'S30');
      if (!made.ok) throw new Error('createDevice refused a new serial');
      const body = scanBody({}, 7, 'S30');
      expect((await postScan(t, body, made.key)).status).toBe(201);
      const first = await revokeDevice(t.db, serial, t.clock.now());
      expect(first.status).toBe('revoked');
      expect((await revokeDevice(t.db, serial, t.clock.now())).status).toBe('already_revoked');
      expect(await revokeDevice(t.db, 'NO-SUCH-DEVICE', t.clock.now())).toEqual({ status: 'unknown' });
      expect((await postScan(t, scanBody({}, 7, 'S30'), made.key)).status).toBe(401);
      expect((await call(t, `/api/device/scans/${body.scanId}`, 'GET', made.key)).status).toBe(401);
      expect((await call(t, `/api/device/scans/${body.scanId}`, 'DELETE', made.key)).status).toBe(401);
      const listed = (await listDevices(t.db)).find((d) => d.serial === serial);
      expect(listed).toEqual({ serial, model: 'S30', createdAt: expect.any(Date), revokedAt: expect.any(Date) });
      expect(Object.keys(listed!)).not.toContain('keyHash');
    }
  });
});

describe('removeDemoData', () => {
  it('deletes the demo accounts and unbound demo scans, revokes the demo scanners, leaves real data alone', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    try {
      const now = t.clock.now();
      await seedDemo(t.db, now, LIGHT_MESH_VERTICES);
      const unbound = await createDemoScan(t.db, now, LIGHT_MESH_VERTICES);
      // A real person's scan from the demo M30 (bound while in development) stays theirs.
      const { userId } = await t.signIn('real@example.com');
      const kept = scanBody({ account: { email: 'real@example.com' } });
      expect((await postScan(t, kept, DEMO_M30_DEVICE_KEY)).status).toBe(201);
      expect((await rowOf(t, kept.scanId))!.userId).toBe(userId);
      const real = await createDevice(t.db, 'REAL-0001', 'M30');

      const removed = await removeDemoData(t.db, now);
      expect(removed.accounts.sort()).toEqual([DEMO_ACCOUNT.email, TEEN_ACCOUNT.email].sort());
      expect(removed.devices.sort()).toEqual([DEMO_M30_SERIAL, DEMO_S30_SERIAL].sort());
      expect(removed.unboundScans).toBeGreaterThanOrEqual(1);
      expect(
        await t.db
          .select()
          .from(users)
          .where(inArray(users.email, [DEMO_ACCOUNT.email, TEEN_ACCOUNT.email])),
      ).toEqual([]);
      expect(await rowOf(t, unbound.scanId)).toBeNull();
      expect((await rowOf(t, kept.scanId))!.userId).toBe(userId);
      for (const serial of [DEMO_M30_SERIAL, DEMO_S30_SERIAL]) expect((await deviceBySerial(t.db, serial))!.revokedAt).toEqual(now);
      expect((await deviceBySerial(t.db, 'REAL-0001'))!.revokedAt).toBeNull();
      expect((await postScan(t, scanBody(), DEMO_M30_DEVICE_KEY)).status).toBe(401); // revoked: refused in development too
      if (real.ok) expect((await postScan(t, scanBody(), real.key)).status).toBe(201);

      expect(await removeDemoData(t.db, now)).toEqual({ accounts: [], devices: [], unboundScans: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('device API content types', () => {
  it('POST /api/device/scans wants application/json: anything else is 415 and stores nothing', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'text/plain;charset=UTF-8', undefined]) {
      const body = scanBody();
      const res = await call(dev, '/api/device/scans', 'POST', DEMO_M30_DEVICE_KEY, type, JSON.stringify(body));
      expect(res.status, String(type)).toBe(415);
      expect(await res.json()).toEqual({ error: 'unsupported_media_type', expected: 'application/json' });
      expect(await rowOf(dev, body.scanId)).toBeNull();
    }
    const body = scanBody();
    expect(
      (await call(dev, '/api/device/scans', 'POST', DEMO_M30_DEVICE_KEY, 'Application/JSON; charset=utf-8', JSON.stringify(body))).status,
    ).toBe(201);
  });

  it('PUT …/model takes model/gltf-binary or application/octet-stream', async () => {
    for (const type of ['application/octet-stream', 'model/gltf-binary']) {
      const body = scanBody();
      expect((await postScan(dev, body, DEMO_M30_DEVICE_KEY)).status).toBe(201);
      const path = `/api/device/scans/${body.scanId}/model`;
      expect((await call(dev, path, 'PUT', DEMO_M30_DEVICE_KEY, 'text/plain', new Uint8Array(glb))).status).toBe(415);
      const res = await call(dev, path, 'PUT', DEMO_M30_DEVICE_KEY, type, new Uint8Array(glb));
      expect(res.status, type).toBe(200);
      expect((await rowOf(dev, body.scanId))!.modelStatus).toBe('ready');
    }
  });
});

/** A database only the CLI child process uses: a new PGlite data dir, or a new PostgreSQL database. */
async function cliDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env['CONTOUR_TEST_DB'] === 'postgres') {
    const { url, drop } = await freshPostgresDatabase('cli');
    return { env: { DATABASE_URL: url, DATA_DIR: '/nonexistent-data' }, drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'contour-device-cli-'));
  return { env: { DATABASE_URL: '', DATA_DIR: join(dir, 'data') }, drop: () => rm(dir, { recursive: true, force: true }) };
}

describe('npm run device:*', () => {
  it('add prints a key once, list never shows it, revoke marks the device', { timeout: 180_000 }, async () => {
    const db = await cliDatabase();
    const run = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'server/src/ops/admin-cli.ts', ...args],
          {
            env: { ...process.env, ...db.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
            timeout: 90_000,
          },
        );
        return { code: 0, stdout, stderr };
      } catch (err) {
        const e = err as { code?: number; stdout?: string; stderr?: string };
        return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
      }
    };
    try {
      const added = await run('add', '--serial', 'CLI-M30-1', '--model', 'M30');
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/not shown again/);
      const key = /^[A-Za-z0-9_-]{43}$/m.exec(added.stdout)?.[0];
      expect(key).toBeDefined();

      // One at a time: with PGlite a data dir has one owner.
      const again = await run('add', '--serial', 'CLI-M30-1', '--model', 'M30');
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/exists already/);
      const wrongModel = await run('add', '--serial', 'CLI-2', '--model', 'X99');
      expect(wrongModel.code).not.toBe(0);
      expect(wrongModel.stderr).toMatch(/--model must be S30 or M30/);
      const wrongSerial = await run('add', '--serial', 'has space', '--model', 'S30');
      expect(wrongSerial.code).not.toBe(0);
      expect(wrongSerial.stderr).toMatch(/invalid --serial/);

      const listed = await run('list');
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(/^CLI-M30-1\s+M30\s+\S+\s+-$/m);
      expect(listed.stdout).not.toContain(key!);
      expect(listed.stdout).not.toContain(sha256Hex(key!));

      const revoked = await run('revoke', '--serial', 'CLI-M30-1');
      expect(revoked.code, revoked.stderr).toBe(0);
      expect(revoked.stdout).toMatch(/Revoked CLI-M30-1/);
      expect((await run('revoke', '--serial', 'NOPE')).code).toBe(1);

      // The stored row: the printed key's hash, now revoked (the CLI has exited, so the data dir is free).
      const store = openDb({ databaseUrl: db.env['DATABASE_URL']!, dataDir: db.env['DATA_DIR']! });
      try {
        const [row] = await store.db.select().from(devices).where(eq(devices.serial, 'CLI-M30-1'));
        expect(row).toMatchObject({ model: 'M30', keyHash: sha256Hex(key!) });
        expect(row!.revokedAt).toBeInstanceOf(Date);
      } finally {
        await store.close();
      }
    } finally {
      await db.drop();
    }
  });
});
