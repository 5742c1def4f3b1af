// Guarded checks: a code or a password is checked under its account's daily guess budget (one for all its addresses
// and purposes; an address with no account has its own) and the per-IP check limit, in one transaction that holds the
// address's and the account's row locks, so aliases, batches, a second address or a second server copy can't add tries.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { lockGuard } from './guards.ts';
import { recordEvent, retryAfter, type Limits } from './limits.ts';

/** A guard's channel: 'email' or 'phone' for sign-in addresses, 'user' for an account by its id (accounts.ts guardKeyOf). */
export type GuardKey = { channel: string; address: string };

/** What is guessed: a code and a password have budgets of their own, so exhausting one leaves the other. */
export type Secret = 'code' | 'password';

/** What a check found: success, or a refusal that `counts` as a guess (wrong code or password) or not (no account). */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; error: AppError; counts: boolean };

export const passed = <T>(value: T): CheckResult<T> => ({ ok: true, value });
export const refused = <T = never>(error: AppError, counts: boolean): CheckResult<T> => ({ ok: false, error, counts });

const budgetOf = (secret: Secret) => (secret === 'code' ? 'code_wrong' : 'password_wrong');

/** Refuses further sends or checks from a network that has used its hour (CODE_RATE_LIMITED, with the wait). */
export async function ipWithinLimit(tx: Db, limits: Limits, kind: 'send_ip' | 'check_ip', ip: string, now: Date): Promise<AppError | null> {
  if (!ip) return null;
  await lockGuard(tx, 'ip', ip);
  const wait = await retryAfter(tx, limits, kind, ip, now);
  return wait === null ? null : new AppError('CODE_RATE_LIMITED', 'Too many attempts from this network', { retryAfterSeconds: wait });
}

/**
 * The account a guard key belongs to, and the keys its budget counts: the account's own (`user:<id>`, where guesses
 * are recorded) and each of its addresses' (guesses made before the account existed). An address with no account is
 * its own budget.
 */
async function budgetOfKey(tx: Db, key: GuardKey): Promise<{ userId: string | null; record: string; count: string[] }> {
  const column = key.channel === 'email' ? users.email : key.channel === 'phone' ? users.phone : key.channel === 'user' ? users.id : null;
  const [account] = column
    ? await tx.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(eq(column, key.address))
    : [];
  if (!account) return { userId: null, record: `${key.channel}:${key.address}`, count: [`${key.channel}:${key.address}`] };
  const record = `user:${account.id}`;
  const addresses = [...(account.email ? [`email:${account.email}`] : []), ...(account.phone ? [`phone:${account.phone}`] : [])];
  return { userId: account.id, record, count: [record, ...addresses] };
}

/**
 * Runs `check` under the guess budget of `key`'s account for `secret` and the IP's check limit. A counted refusal
 * spends one guess of the account's budget (limits.ts: 10 a day, across its e-mail, phone and every purpose) and is
 * committed before it is thrown; once the budget is spent, every check of that secret at any of the account's
 * addresses is ACCOUNT_LOCKED until the oldest counted guess is a day old, the right answer included. Success does not
 * refund guesses: the owner signing in must not buy an attacker more tries (the sign-in link in the newest message
 * is their way in). An AppError thrown by `check` itself rolls everything back, as if the attempt had not happened.
 */
export async function guardedCheck<T>(
  db: Db,
  limits: Limits,
  key: GuardKey & { secret: Secret; ip: string; now: Date },
  check: (tx: Db) => Promise<CheckResult<T>>,
): Promise<T> {
  const { ip, now, secret } = key;
  const result = await db.transaction(async (tx): Promise<CheckResult<T>> => {
    // The address first, then its account: always in this order, so two addresses of one account never deadlock.
    await lockGuard(tx, key.channel, key.address);
    const budget = await budgetOfKey(tx, key);
    if (budget.userId && key.channel !== 'user') await lockGuard(tx, 'user', budget.userId);
    const locked = await retryAfter(tx, limits, budgetOf(secret), budget.count, now);
    if (locked !== null) {
      return refused(new AppError('ACCOUNT_LOCKED', 'Too many wrong tries for this address', { retryAfterSeconds: locked, secret }), false);
    }
    const busy = await ipWithinLimit(tx, limits, 'check_ip', ip, now);
    if (busy) return refused(busy, false);
    if (ip) await recordEvent(tx, 'check_ip', ip, now);
    const outcome = await check(tx);
    if (!outcome.ok && outcome.counts) await recordEvent(tx, budgetOf(secret), budget.record, now);
    return outcome;
  });
  if (!result.ok) throw result.error;
  return result.value;
}
