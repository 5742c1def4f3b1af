// Passwords: the client's SHA-256 value stored with scrypt and a per-user salt; sign-in, reset and change under the guards.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type Channel, type UserRow } from '../db/schema.ts';
import { findUserByAddress, getUser, guardKeyOf } from './accounts.ts';
import { normalizeAddress } from './addresses.ts';
import { guardedCheck, passed, refused } from './checks.ts';
import { verifyCode, type CodeDeps, type LoginResult } from './codes.ts';
import type { Limits } from './limits.ts';
import { AppError } from './errors.ts';
import { createSession, inResetWindow, revokeOtherSessions } from './sessions.ts';

/**
 * N = 2^14, r = 8, p = 1 (16 MiB): tens of milliseconds a hash, where 2^15 took twice as long (docs/performance.md,
 * "Figures behind the code"). Bounded so a burst of sign-ins can't starve the server; the parameters are stored with each hash, so
 * they can be raised later without invalidating old hashes.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
export const RESET_WINDOW_MS = 15 * 60_000;

/** What the client sends: SHA-256 (fixed salt + password) as 64 lower-case hex digits. */
export function passwordValue(value: string): string {
  if (!/^[0-9a-f]{64}$/.test(value)) throw new AppError('INVALID_PASSWORD', 'Not a password value');
  return value;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const b64 = (b: Buffer) => b.toString('base64url');

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(value: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(value, salt, KEY_BYTES, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, b64(salt), b64(key)].join('$');
}

export async function verifyPassword(value: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0) {
    throw new Error('unreadable password hash');
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(value, Buffer.from(salt, 'base64url'), expected.length, { ...params, maxmem: 256 * 1024 * 1024 });
  return timingSafeEqual(key, expected);
}

/** Password sign-in: counted on the address's password budget and the IP's check limit (checks.ts). */
export async function loginWithPassword(
  db: Db,
  limits: Limits,
  input: { channel: Channel; address: string; password: string; ip: string; now: Date },
): Promise<LoginResult> {
  const password = passwordValue(input.password);
  const { channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  return guardedCheck(db, limits, { secret: 'password', channel, address, ip, now }, async (tx) => {
    const user = await findUserByAddress(tx, channel, address);
    if (!user) return refused(new AppError('ACCOUNT_NOT_FOUND', 'No account has this address', { channel }), false);
    if (!user.passwordHash) return refused(new AppError('PASSWORD_NOT_SET', 'This account has no password yet'), false);
    if (!(await verifyPassword(password, user.passwordHash))) return refused(new AppError('WRONG_PASSWORD', 'Incorrect password'), true);
    return passed({ token: await createSession(tx, user.id, now), isNew: false, user });
  });
}

/** Forgot password: a RESET_PASSWORD code opens a session that may set a new password without the old one for 15 minutes. */
export async function openResetSession(
  deps: Pick<CodeDeps, 'db' | 'secret' | 'limits'>,
  input: { channel: Channel; address: string; code: string; ip: string; now: Date },
): Promise<{ token: string; user: UserRow; resetWindowSeconds: number }> {
  const { channel, now } = input;
  const notFound = () => new AppError('ACCOUNT_NOT_FOUND', 'No account has this address', { channel });
  return verifyCode(
    deps,
    { ...input, purpose: 'reset_password' },
    async (tx, address) => {
      const user = await findUserByAddress(tx, channel, address);
      if (!user) throw notFound();
      const token = await createSession(tx, user.id, now, { passwordResetUntil: new Date(now.getTime() + RESET_WINDOW_MS) });
      return { token, user, resetWindowSeconds: RESET_WINDOW_MS / 1000 };
    },
    // Checked before the code (under the IP's check limit), so the answer matches sendValidationCode's.
    async (tx, address) => ((await findUserByAddress(tx, channel, address)) ? null : notFound()),
  );
}

/**
 * Sets or changes the password. The old one is needed when a password is set, unless this session is in its
 * reset window; a wrong old one spends the account's password budget. Success ends every other session of the account.
 */
export async function setPassword(
  db: Db,
  limits: Limits,
  input: { userId: string; sessionId: string; newPassword: string; oldPassword: string | null; ip: string; now: Date },
): Promise<UserRow> {
  const next = passwordValue(input.newPassword);
  const old = input.oldPassword == null ? null : passwordValue(input.oldPassword);
  const { userId, sessionId, ip, now } = input;
  const account = await getUser(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });

  return guardedCheck(db, limits, { secret: 'password', ...guardKeyOf(account), ip, now }, async (tx) => {
    // The row lock orders this change against a concurrent one of the same account.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized', { status: 401 });
    if (user.passwordHash && !(await inResetWindow(tx, sessionId, now))) {
      if (old === null) return refused(new AppError('BAD_INPUT', 'The current password is required'), false);
      if (!(await verifyPassword(old, user.passwordHash))) return refused(new AppError('WRONG_PASSWORD', 'Incorrect password'), true);
    }
    if (user.passwordHash && (await verifyPassword(next, user.passwordHash))) {
      return refused(new AppError('PASSWORD_SAME', 'The new password equals the current one'), false);
    }
    const [updated] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(next), passwordChangedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await revokeOtherSessions(tx, userId, sessionId, now);
    return passed(updated!);
  });
}
