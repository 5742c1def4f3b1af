// User accounts: lookup by id or address, and automatic registration on first code sign-in.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type Channel, type UserRow } from '../db/schema.ts';

export async function getUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** `address` is normalized (see addresses.ts). */
export async function findUserByAddress(db: Db, channel: Channel, address: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(channel === 'email' ? users.email : users.phone, address));
  return row ?? null;
}

/** The guard that counts a signed-in person's password tries: the account's own (checks.ts). */
export function guardKeyOf(user: UserRow): { channel: string; address: string } {
  return { channel: 'user', address: user.id };
}

/** Race-safe: ON CONFLICT means two first sign-ins at once end with one account. */
export async function findOrCreateUser(db: Db, channel: Channel, address: string, now: Date): Promise<{ user: UserRow; isNew: boolean }> {
  const column = channel === 'email' ? users.email : users.phone;
  const [existing] = await db.select().from(users).where(eq(column, address));
  if (existing) return { user: existing, isNew: false };
  const values = channel === 'email' ? { email: address, createdAt: now } : { phone: address, createdAt: now };
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (created) return { user: created, isNew: true };
  const [raced] = await db.select().from(users).where(eq(column, address));
  if (!raced) throw new Error('user vanished during registration');
  return { user: raced, isNew: false };
}
