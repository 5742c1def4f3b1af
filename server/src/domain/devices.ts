// Scanner registry: devices authenticate with a key that is stored only as a SHA-256 hash; production refuses the
// demo scanners' well-known keys and every revoked device.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deviceRateWindows, devices, type DeviceRow, type Model } from '../db/schema.ts';
import { DEMO_DEVICES } from '../demo/demo-devices.ts';
import { randomToken, sha256Hex } from './secrets.ts';

/** Hashes of the demo keys, which are public (in the repository): what a device row holds when it carries one. */
export const DEMO_KEY_HASHES: readonly string[] = DEMO_DEVICES.map((d) => sha256Hex(d.key));

export const SERIAL_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const isModel = (value: string): value is Model => value === 'S30' || value === 'M30';

export async function registerDevice(db: Db, serial: string, model: Model, key: string): Promise<void> {
  await db
    .insert(devices)
    .values({ serial, model, keyHash: sha256Hex(key) })
    .onConflictDoNothing();
}

/**
 * The device a bearer key belongs to, or null (the API answers 401). A revoked device is refused; in production a
 * demo key is refused whatever the database holds, since a database seeded in development still has those rows.
 */
export async function deviceByKey(db: Db, key: string, { production }: { production: boolean }): Promise<DeviceRow | null> {
  if (!key || key.length > 512) return null;
  const hash = sha256Hex(key);
  if (production && DEMO_KEY_HASHES.includes(hash)) return null;
  const [row] = await db.select().from(devices).where(eq(devices.keyHash, hash));
  if (!row || row.revokedAt !== null) return null;
  return row;
}

export async function deviceBySerial(db: Db, serial: string): Promise<DeviceRow | null> {
  const [row] = await db.select().from(devices).where(eq(devices.serial, serial));
  return row ?? null;
}

/**
 * Registers a scanner with a fresh random key (256 bits) and returns the key: only its hash is stored, so this
 * is the one moment it can be shown. 'serial_taken' when a device with that serial exists (revoked ones too).
 */
export async function createDevice(
  db: Db,
  serial: string,
  model: Model,
): Promise<{ ok: true; key: string; device: DeviceRow } | { ok: false; error: 'serial_taken' }> {
  if (!SERIAL_PATTERN.test(serial)) throw new Error(`invalid serial: ${JSON.stringify(serial)}`);
  const key = randomToken(32);
  const [row] = await db
    .insert(devices)
    .values({ serial, model, keyHash: sha256Hex(key) })
    .onConflictDoNothing()
    .returning();
  if (!row) return { ok: false, error: 'serial_taken' };
  return { ok: true, key, device: row };
}

export type DeviceListing = Pick<DeviceRow, 'serial' | 'model' | 'createdAt' | 'revokedAt'>;

/** Every registered device without its key hash (there is nothing to learn from it and no reason to show it). */
export async function listDevices(db: Db): Promise<DeviceListing[]> {
  return db
    .select({ serial: devices.serial, model: devices.model, createdAt: devices.createdAt, revokedAt: devices.revokedAt })
    .from(devices)
    .orderBy(asc(devices.createdAt), asc(devices.serial));
}

/** Revokes a device by serial; the row stays because its reports point at it. */
export async function revokeDevice(
  db: Db,
  serial: string,
  now: Date,
): Promise<{ status: 'revoked' | 'already_revoked'; revokedAt: Date } | { status: 'unknown' }> {
  const [row] = await db
    .update(devices)
    .set({ revokedAt: now })
    .where(and(eq(devices.serial, serial), isNull(devices.revokedAt)))
    .returning({ revokedAt: devices.revokedAt });
  if (row?.revokedAt) return { status: 'revoked', revokedAt: row.revokedAt };
  const existing = await deviceBySerial(db, serial);
  if (!existing?.revokedAt) return { status: 'unknown' };
  return { status: 'already_revoked', revokedAt: existing.revokedAt };
}

const WINDOW_MS = 60_000;

/**
 * Counts one scan post against the device's one-minute window. The counter lives in the database (one
 * upsert, atomic under concurrency) so every server copy enforces the same limit. A fixed window lets a
 * device send up to twice the limit across a window boundary, which is fine for a guard against runaway scanners.
 */
export async function takeScanSlot(
  db: Db,
  deviceId: string,
  now: Date,
  perMinute: number,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(deviceRateWindows)
    .values({ deviceId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [deviceRateWindows.deviceId, deviceRateWindows.windowStart],
      set: { count: sql`${deviceRateWindows.count} + 1` },
    })
    .returning({ count: deviceRateWindows.count });
  if ((row?.count ?? 0) <= perMinute) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000)) };
}
