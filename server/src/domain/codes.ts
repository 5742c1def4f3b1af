// Verification codes: issue, deliver and check 4-digit sign-in codes under the limits in DESIGN.md.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes, type Channel, type CodePurpose, type UserRow } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { findOrCreateUser } from './accounts.ts';
import { normalizeAddress } from './addresses.ts';
import { AppError } from './errors.ts';
import { countEvents, lockGuard, recordEvent, updateGuard } from './guards.ts';
import { codeMessage, type MessageLocale } from './messages.ts';
import type { Sender } from './senders.ts';
import { createSession } from './sessions.ts';
import { hmacHex, safeEqualHex } from './secrets.ts';

export const LIMITS = {
  codeTtlMs: 5 * 60_000,
  resendMs: 60_000,
  codesPerHour: 5,
  attemptsPerCode: 3,
  failuresBeforeLock: 10,
  lockMs: 3600_000,
  ipSendsPerHour: 20,
  ipChecksPerHour: 60,
} as const;
const HOUR = 3600_000;

export type CodeDeps = { db: Db; secret: string; send: Sender; log: Log; logCodes: boolean };

const codeHash = (secret: string, purpose: string, channel: Channel, address: string, code: string) =>
  hmacHex(secret, `${purpose}|${channel}|${address}|${code}`);

const secondsUntil = (t: number, now: Date) => Math.max(1, Math.ceil((t - now.getTime()) / 1000));

export async function sendCode(
  deps: CodeDeps,
  input: { channel: Channel; address: string; purpose?: CodePurpose; ip: string; locale: MessageLocale; now: Date },
): Promise<{ resendInSeconds: number }> {
  const { channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  const purpose = input.purpose ?? 'login';
  const code = String(randomInt(0, 10_000)).padStart(4, '0');

  // Rejections write nothing, so throwing (and rolling back) inside the transaction is fine here.
  const codeId = await deps.db.transaction(async (tx) => {
    const guard = await lockGuard(tx, channel, address);
    if (guard.lockedUntil && guard.lockedUntil > now) {
      throw new AppError('ACCOUNT_LOCKED', 'Code sign-in is locked for this address', {
        retryAfterSeconds: secondsUntil(guard.lockedUntil.getTime(), now),
      });
    }
    if (ip) {
      await lockGuard(tx, 'ip', ip);
      if ((await countEvents(tx, 'send_ip', ip, new Date(now.getTime() - HOUR))) >= LIMITS.ipSendsPerHour) {
        throw new AppError('CODE_RATE_LIMITED', 'Too many codes requested from this network', { retryAfterSeconds: 3600 });
      }
    }
    const forAddress = and(eq(verificationCodes.channel, channel), eq(verificationCodes.address, address));
    const [last] = await tx.select().from(verificationCodes).where(forAddress).orderBy(desc(verificationCodes.createdAt)).limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < LIMITS.resendMs) {
      throw new AppError('CODE_TOO_SOON', 'A code was sent moments ago', {
        retryAfterSeconds: secondsUntil(last.createdAt.getTime() + LIMITS.resendMs, now),
      });
    }
    const hourAgo = new Date(now.getTime() - HOUR);
    const inHour = and(forAddress, gte(verificationCodes.createdAt, hourAgo));
    const [sent] = await tx.select({ n: count() }).from(verificationCodes).where(inHour);
    if ((sent?.n ?? 0) >= LIMITS.codesPerHour) {
      const [oldest] = await tx.select().from(verificationCodes).where(inHour).orderBy(asc(verificationCodes.createdAt)).limit(1);
      throw new AppError('CODE_RATE_LIMITED', 'Too many codes for this address; try again later', {
        retryAfterSeconds: oldest ? secondsUntil(oldest.createdAt.getTime() + HOUR, now) : 3600,
      });
    }
    // Only the newest code is valid: older ones die so tries can't be spread over several codes.
    await tx
      .update(verificationCodes)
      .set({ deadAt: now })
      .where(and(forAddress, isNull(verificationCodes.consumedAt), isNull(verificationCodes.deadAt)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel,
        address,
        purpose,
        codeHash: codeHash(deps.secret, purpose, channel, address, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + LIMITS.codeTtlMs),
      })
      .returning({ id: verificationCodes.id });
    if (ip) await recordEvent(tx, 'send_ip', ip, now);
    return row!.id;
  });

  try {
    await deps.send({ channel, to: address, ...codeMessage(input.locale, code) }, now);
  } catch (err) {
    deps.log.error({ err, channel }, 'sending a code failed');
    // Forget the undelivered code so the resend countdown doesn't punish the user for our failure.
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw new AppError('SEND_FAILED', 'The code could not be sent');
  }
  if (deps.logCodes) deps.log.info({ channel, to: address, code }, 'dev mode: verification code');
  return { resendInSeconds: LIMITS.resendMs / 1000 };
}

export type LoginResult = { token: string; isNew: boolean; user: UserRow };

export type VerifyInput = { purpose: CodePurpose; channel: Channel; address: string; code: string; ip: string; now: Date };

/**
 * Checks a code under every limit of DESIGN.md and, when it is right, runs `then` in the same transaction
 * (so the code is consumed only if what it unlocks succeeds). Wrong tries are committed, then thrown as
 * AppError; an AppError thrown by `then` rolls everything back, the code stays usable.
 */
export async function verifyCode<T>(
  deps: Pick<CodeDeps, 'db' | 'secret'>,
  input: VerifyInput,
  then: (tx: Db, address: string) => Promise<T>,
): Promise<T> {
  const { purpose, channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  const code = input.code.trim();

  // Failures must be committed (attempt counters), so the transaction returns errors instead of throwing them.
  const result = await deps.db.transaction(async (tx): Promise<{ ok: T } | AppError> => {
    const guard = await lockGuard(tx, channel, address);
    if (guard.lockedUntil && guard.lockedUntil > now) {
      return new AppError('ACCOUNT_LOCKED', 'Code sign-in is locked for this address', {
        retryAfterSeconds: secondsUntil(guard.lockedUntil.getTime(), now),
      });
    }
    if (ip) {
      await lockGuard(tx, 'ip', ip);
      if ((await countEvents(tx, 'check_ip', ip, new Date(now.getTime() - HOUR))) >= LIMITS.ipChecksPerHour) {
        return new AppError('CODE_RATE_LIMITED', 'Too many sign-in attempts from this network', { retryAfterSeconds: 3600 });
      }
      await recordEvent(tx, 'check_ip', ip, now);
    }
    const [live] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.address, address),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          isNull(verificationCodes.deadAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (live && live.expiresAt <= now) return new AppError('CODE_EXPIRED', 'The code has expired; request a new one');

    const matches = !!live && /^\d{4}$/.test(code) && safeEqualHex(live.codeHash, codeHash(deps.secret, purpose, channel, address, code));
    if (!live || !matches) {
      let attemptsLeft = 0;
      if (live) {
        const attempts = live.attempts + 1;
        attemptsLeft = Math.max(0, LIMITS.attemptsPerCode - attempts);
        await tx
          .update(verificationCodes)
          .set({ attempts, deadAt: attempts >= LIMITS.attemptsPerCode ? now : null })
          .where(eq(verificationCodes.id, live.id));
      }
      const failures = guard.consecutiveFailures + 1;
      const lock = failures >= LIMITS.failuresBeforeLock;
      await updateGuard(tx, guard, {
        consecutiveFailures: lock ? 0 : failures,
        lockedUntil: lock ? new Date(now.getTime() + LIMITS.lockMs) : guard.lockedUntil,
      });
      return new AppError('WRONG_CODE', 'Wrong verification code', { attemptsLeft });
    }

    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, live.id));
    await updateGuard(tx, guard, { consecutiveFailures: 0, lockedUntil: null });
    return { ok: await then(tx, address) };
  });
  if (result instanceof AppError) throw result;
  return result.ok;
}

export async function loginWithCode(
  deps: Pick<CodeDeps, 'db' | 'secret'>,
  input: Omit<VerifyInput, 'purpose'>,
): Promise<LoginResult> {
  return verifyCode(deps, { ...input, purpose: 'login' }, async (tx, address) => {
    const { user, isNew } = await findOrCreateUser(tx, input.channel, address, input.now);
    const token = await createSession(tx, user.id, input.now);
    return { token, isNew, user };
  });
}
