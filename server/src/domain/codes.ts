// Verification codes: issue, deliver and check 4-digit codes (sign-in, password reset, linking) under the limits in DESIGN.md.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes, type Channel, type CodePurpose, type UserRow } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { findOrCreateUser, findUserByAddress } from './accounts.ts';
import { normalizeAddress } from './addresses.ts';
import { AppError } from './errors.ts';
import { ipLimits } from './ip-limits.ts';
import { GUARD_LIMITS, guardedCheck, lockedError, passed, refused, secondsUntil } from './checks.ts';
import { countEvents, lockGuard, recordEvent } from './guards.ts';
import { codeMessage } from './messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Sender } from './senders.ts';
import { createSession } from './sessions.ts';
import { hmacHex, safeEqualHex } from './secrets.ts';

export const LIMITS = {
  codeTtlMs: 5 * 60_000,
  resendMs: 60_000,
  codesPerHour: 5,
  attemptsPerCode: 3,
  ...GUARD_LIMITS,
} as const;
const HOUR = 3600_000;

export type CodeDeps = { db: Db; secret: string; send: Sender; log: Log; logCodes: boolean };

const codeHash = (secret: string, purpose: string, channel: Channel, address: string, code: string) =>
  hmacHex(secret, `${purpose}|${channel}|${address}|${code}`);

export async function sendCode(
  deps: CodeDeps,
  input: { channel: Channel; address: string; purpose?: CodePurpose; ip: string; locale: Locale; now: Date },
): Promise<{ resendInSeconds: number }> {
  const { channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  const purpose = input.purpose ?? 'login';
  const code = String(randomInt(0, 10_000)).padStart(4, '0');

  // Refusals are returned, not thrown, so that what they record (an unknown-account lookup) is committed.
  const codeId = await deps.db.transaction(async (tx): Promise<string | AppError> => {
    const guard = await lockGuard(tx, channel, address);
    const locked = lockedError(guard, now);
    if (locked) return locked;
    if (ip) {
      await lockGuard(tx, 'ip', ip);
      if ((await countEvents(tx, 'send_ip', ip, new Date(now.getTime() - HOUR))) >= ipLimits.sendsPerHour) {
        return new AppError('CODE_RATE_LIMITED', 'Too many codes requested from this network', { retryAfterSeconds: 3600 });
      }
    }
    if (purpose === 'reset_password' && !(await findUserByAddress(tx, channel, address))) {
      // Each lookup spends the IP's send budget, so the answer can't be used to list accounts quickly.
      if (ip) await recordEvent(tx, 'send_ip', ip, now);
      return new AppError('ACCOUNT_NOT_FOUND', 'No account has this address', { channel });
    }
    const forAddress = and(eq(verificationCodes.channel, channel), eq(verificationCodes.address, address));
    const [last] = await tx.select().from(verificationCodes).where(forAddress).orderBy(desc(verificationCodes.createdAt)).limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < LIMITS.resendMs) {
      return new AppError('CODE_TOO_SOON', 'A code was sent moments ago', {
        retryAfterSeconds: secondsUntil(last.createdAt.getTime() + LIMITS.resendMs, now),
      });
    }
    const hourAgo = new Date(now.getTime() - HOUR);
    const inHour = and(forAddress, gte(verificationCodes.createdAt, hourAgo));
    const [sent] = await tx.select({ n: count() }).from(verificationCodes).where(inHour);
    if ((sent?.n ?? 0) >= LIMITS.codesPerHour) {
      const [oldest] = await tx.select().from(verificationCodes).where(inHour).orderBy(asc(verificationCodes.createdAt)).limit(1);
      return new AppError('CODE_RATE_LIMITED', 'Too many codes for this address; try again later', {
        retryAfterSeconds: oldest ? secondsUntil(oldest.createdAt.getTime() + HOUR, now) : 3600,
      });
    }
    // Only the newest code is valid, whatever its purpose: tries can't be spread over several codes.
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
  if (codeId instanceof AppError) throw codeId;

  try {
    await deps.send({ channel, to: address, ...codeMessage(input.locale, code, purpose) }, now);
  } catch (err) {
    deps.log.error({ err, channel }, 'sending a code failed');
    // Forget the undelivered code so the resend countdown doesn't punish the user for our failure.
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw new AppError('SEND_FAILED', 'The code could not be sent');
  }
  if (deps.logCodes) deps.log.info({ channel, to: address, code, purpose }, 'dev mode: verification code');
  return { resendInSeconds: LIMITS.resendMs / 1000 };
}

export type LoginResult = { token: string; isNew: boolean; user: UserRow };

export type VerifyInput = { purpose: CodePurpose; channel: Channel; address: string; code: string; ip: string; now: Date };

/**
 * Checks a code under every limit of DESIGN.md and, when it is right, runs `then` in the same transaction
 * (so the code is consumed only if what it unlocks succeeds). Wrong tries are committed, then thrown as
 * AppError; an AppError thrown by `then` rolls everything back, the code stays usable. `precondition` runs
 * first, under the same limits: an error it returns is answered without looking at the code (and not counted).
 */
export async function verifyCode<T>(
  deps: Pick<CodeDeps, 'db' | 'secret'>,
  input: VerifyInput,
  then: (tx: Db, address: string) => Promise<T>,
  precondition?: (tx: Db, address: string) => Promise<AppError | null>,
): Promise<T> {
  const { purpose, channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  const code = input.code.trim();

  return guardedCheck(deps.db, { channel, address, ip, now }, async (tx) => {
    const refusal = precondition ? await precondition(tx, address) : null;
    if (refusal) return refused(refusal, false);
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
    if (live && live.expiresAt <= now) return refused(new AppError('CODE_EXPIRED', 'The code has expired; request a new one'), false);

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
      return refused(new AppError('WRONG_CODE', 'Wrong verification code', { attemptsLeft }), true);
    }

    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, live.id));
    return passed(await then(tx, address));
  });
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
