// Scanner registry: devices authenticate with a key that is stored only as a SHA-256 hash.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { devices, type DeviceRow, type Model } from '../db/schema.ts';
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
