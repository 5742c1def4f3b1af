// Verification codes: issue, deliver and check 4-digit codes (sign-in, password reset, linking) and sign-in links under limits.ts.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes, type Channel, type CodePurpose, type UserRow } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { findOrCreateUser, findUserByAddress } from './accounts.ts';
import { normalizeAddress } from './addresses.ts';
import { AppError } from './errors.ts';
import { guardedCheck, ipWithinLimit, passed, refused } from './checks.ts';
import { lockGuard } from './guards.ts';
import { HOUR, recordEvent, secondsUntil, type Limits } from './limits.ts';
import { codeMessage } from './messages.ts';
import type { Locale } from '#shared/locales.ts';
import type { Sender } from './senders.ts';
import { createSession } from './sessions.ts';
import { hmacHex, randomToken, safeEqualHex, sha256Hex } from './secrets.ts';

export type CodeDeps = { db: Db; secret: string; limits: Limits; send: Sender; log: Log; logCodes: boolean; publicUrl: string };
type CheckDeps = Pick<CodeDeps, 'db' | 'secret' | 'limits'>;

const codeHash = (secret: string, purpose: string, channel: Channel, address: string, code: string) =>
  hmacHex(secret, `${purpose}|${channel}|${address}|${code}`);

/** The address of a sign-in link: the token rides in the fragment, which no server log or Referer carries. */
export const signInLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/linkLogin#${token}`;

/**
 * Sends a code (and, for sign-in, a single-use link) to an address. Limits: the resend countdown per address,
 * `sendsPerHour` per address and purpose, and the IP's send window. A lock on guessing never stops a send: the
 * owner, who receives the message, always gets a way in (docs/security.md).
 */
export async function sendCode(
  deps: CodeDeps,
  input: { channel: Channel; address: string; purpose?: CodePurpose; ip: string; locale: Locale; now: Date },
): Promise<{ resendInSeconds: number }> {
  const { channel, ip, now } = input;
  const { limits } = deps;
  const address = normalizeAddress(channel, input.address);
  const purpose = input.purpose ?? 'login';
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const link = purpose === 'login' ? randomToken() : null;

  // Refusals are returned, not thrown, so that what they record (an unknown-account lookup) is committed.
  const codeId = await deps.db.transaction(async (tx): Promise<string | AppError> => {
    await lockGuard(tx, channel, address);
    const busy = await ipWithinLimit(tx, limits, 'send_ip', ip, now);
    if (busy) return busy;
    if (purpose === 'reset_password' && !(await findUserByAddress(tx, channel, address))) {
      // Each lookup spends the IP's send budget, so the answer can't be used to list accounts quickly.
      if (ip) await recordEvent(tx, 'send_ip', ip, now);
      return new AppError('ACCOUNT_NOT_FOUND', 'No account has this address', { channel });
    }
    const forAddress = and(eq(verificationCodes.channel, channel), eq(verificationCodes.address, address));
    const [last] = await tx.select().from(verificationCodes).where(forAddress).orderBy(desc(verificationCodes.createdAt)).limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < limits.code.resendMs) {
      return new AppError('CODE_TOO_SOON', 'A code was sent moments ago', {
        retryAfterSeconds: secondsUntil(last.createdAt.getTime() + limits.code.resendMs, now),
      });
    }
    // Per purpose: a stranger asking for link or reset codes can't use up the owner's sign-in messages.
    const inHour = and(
      forAddress,
      eq(verificationCodes.purpose, purpose),
      gte(verificationCodes.createdAt, new Date(now.getTime() - HOUR)),
    );
    const sent = await tx
      .select({ at: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(inHour)
      .orderBy(desc(verificationCodes.createdAt));
    const limiting = sent[limits.code.sendsPerHour - 1];
    if (limiting) {
      return new AppError('CODE_RATE_LIMITED', 'Too many codes for this address; try again later', {
        retryAfterSeconds: secondsUntil(limiting.at.getTime() + HOUR, now),
      });
    }
    // Only the newest code is valid, whatever its purpose: tries can't be spread over several codes. Links live on.
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
        expiresAt: new Date(now.getTime() + limits.code.ttlMs),
        linkHash: link ? sha256Hex(link) : null,
        linkExpiresAt: link ? new Date(now.getTime() + limits.code.linkTtlMs) : null,
      })
      .returning({ id: verificationCodes.id });
    if (ip) await recordEvent(tx, 'send_ip', ip, now);
    return row!.id;
  });
  if (codeId instanceof AppError) throw codeId;

  const linkUrl = link ? signInLinkUrl(deps.publicUrl, link) : null;
  try {
    await deps.send({ channel, to: address, ...codeMessage(input.locale, code, purpose, linkUrl) }, now);
  } catch (err) {
    deps.log.error({ err, channel }, 'sending a code failed');
    // Forget the undelivered code so the resend countdown doesn't punish the user for our failure.
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw new AppError('SEND_FAILED', 'The code could not be sent');
  }
  if (deps.logCodes) deps.log.info({ channel, to: address, code, link: linkUrl, purpose }, 'dev mode: verification code');
  return { resendInSeconds: limits.code.resendMs / 1000 };
}

export type LoginResult = { token: string; isNew: boolean; user: UserRow };

export type VerifyInput = { purpose: CodePurpose; channel: Channel; address: string; code: string; ip: string; now: Date };

/**
 * Checks a code under every limit of limits.ts (docs/security.md) and, when it is right, runs `then` in the same transaction
 * (so the code is consumed only if what it unlocks succeeds). Wrong tries are committed, then thrown as
 * AppError; an AppError thrown by `then` rolls everything back, the code stays usable. `precondition` runs
 * first, under the same limits: an error it returns is answered without looking at the code (and not counted).
 */
export async function verifyCode<T>(
  deps: CheckDeps,
  input: VerifyInput,
  then: (tx: Db, address: string) => Promise<T>,
  precondition?: (tx: Db, address: string) => Promise<AppError | null>,
): Promise<T> {
  const { purpose, channel, ip, now } = input;
  const address = normalizeAddress(channel, input.address);
  const code = input.code.trim();

  return guardedCheck(deps.db, deps.limits, { secret: 'code', channel, address, ip, now }, async (tx) => {
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
    // No code to guess (none sent, or it died): the guess can't succeed, so it spends no budget. A stranger who
    // never receives a code can't use up the owner's guesses this way.
    if (!live) return refused(new AppError('WRONG_CODE', 'Wrong verification code', { attemptsLeft: 0 }), false);
    if (live.expiresAt <= now) return refused(new AppError('CODE_EXPIRED', 'The code has expired; request a new one'), false);

    const matches = /^\d{4}$/.test(code) && safeEqualHex(live.codeHash, codeHash(deps.secret, purpose, channel, address, code));
    if (!matches) {
      const attempts = live.attempts + 1;
      const tries = deps.limits.code.triesPerCode;
      await tx
        .update(verificationCodes)
        .set({ attempts, deadAt: attempts >= tries ? now : null })
        .where(eq(verificationCodes.id, live.id));
      return refused(new AppError('WRONG_CODE', 'Wrong verification code', { attemptsLeft: Math.max(0, tries - attempts) }), true);
    }

    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, live.id));
    return passed(await then(tx, address));
  });
}

async function signIn(tx: Db, channel: Channel, address: string, now: Date): Promise<LoginResult> {
  const { user, isNew } = await findOrCreateUser(tx, channel, address, now);
  return { token: await createSession(tx, user.id, now), isNew, user };
}

export async function loginWithCode(deps: CheckDeps, input: Omit<VerifyInput, 'purpose'>): Promise<LoginResult> {
  return verifyCode(deps, { ...input, purpose: 'login' }, (tx, address) => signIn(tx, input.channel, address, input.now));
}

/**
 * Signs in with the single-use link of a login message. No lock or budget applies: the token has 256 bits, so it
 * can't be guessed, and it is the owner's way in when strangers have spent the address's code guesses. Using it
 * consumes the message's code as well; an unknown, used or expired link is CODE_EXPIRED.
 */
export async function loginWithLink(db: Db, input: { token: string; now: Date }): Promise<LoginResult> {
  const { now } = input;
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token)) throw new AppError('CODE_EXPIRED', 'This sign-in link is not valid');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.linkHash, sha256Hex(input.token)),
          eq(verificationCodes.purpose, 'login'),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.linkExpiresAt, now),
        ),
      )
      .returning();
    return row ? signIn(tx, row.channel, row.address, now) : null;
  });
  if (!result) throw new AppError('CODE_EXPIRED', 'This sign-in link has expired or was used');
  return result;
}
