// Server secret (HMAC key for codes) and token hashing helpers.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

export const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * The secret is generated once and kept in the database so every server copy shares it;
 * ON CONFLICT makes two copies starting together agree on the first one written.
 */
export async function loadSecret(db: Db, override: string): Promise<string> {
  if (override) return override;
  await db
    .insert(settings)
    .values({ key: 'secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'secret'));
  if (!row) throw new Error('server secret missing after insert');
  return row.value;
}
