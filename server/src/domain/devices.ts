// Scanner registry: devices authenticate with a key that is stored only as a SHA-256 hash.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deviceRateWindows, devices, type DeviceRow, type Model } from '../db/schema.ts';
import { sha256Hex } from './secrets.ts';

export async function registerDevice(db: Db, serial: string, model: Model, key: string): Promise<void> {
  await db.insert(devices).values({ serial, model, keyHash: sha256Hex(key) }).onConflictDoNothing();
}

export async function deviceByKey(db: Db, key: string): Promise<DeviceRow | null> {
  if (!key || key.length > 512) return null;
  const [row] = await db.select().from(devices).where(eq(devices.keyHash, sha256Hex(key)));
  return row ?? null;
}

export async function deviceBySerial(db: Db, serial: string): Promise<DeviceRow | null> {
  const [row] = await db.select().from(devices).where(eq(devices.serial, serial));
  return row ?? null;
}

const WINDOW_MS = 60_000;

/**
 * Counts one scan post against the device's one-minute window. The counter lives in the database (one
 * upsert, atomic under concurrency) so every server copy enforces the same limit. A fixed window lets a
 * device send up to twice the limit across a window boundary, which is fine for a guard against runaway scanners.
 */
export async function takeScanSlot(db: Db, deviceId: string, now: Date, perMinute: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(deviceRateWindows)
    .values({ deviceId, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [deviceRateWindows.deviceId, deviceRateWindows.windowStart], set: { count: sql`${deviceRateWindows.count} + 1` } })
    .returning({ count: deviceRateWindows.count });
  if ((row?.count ?? 0) <= perMinute) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000)) };
}
