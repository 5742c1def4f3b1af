// Guarded checks: a code or a password is checked under its address's daily guess budget and the per-IP check limit,
// in one transaction that holds the address's row lock, so aliases, batches or a second server copy can't add tries.
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { lockGuard } from './guards.ts';
import { recordEvent, retryAfter, type Limits } from './limits.ts';

/** A guard's channel: 'email' or 'phone' for sign-in addresses (one guard per address, whatever is checked). */
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
 * Runs `check` under the guess budget of `key` for `secret` and the IP's check limit. A counted refusal spends one
 * guess of the address's budget (limits.ts: 10 a day) and is committed before it is thrown; once the budget is spent,
 * every check of that secret is ACCOUNT_LOCKED until the oldest counted guess is a day old, the right answer
 * included. Success does not refund guesses: the owner signing in must not buy an attacker more tries.
 * An AppError thrown by `check` itself rolls everything back, as if the attempt had not happened.
 */
export async function guardedCheck<T>(
  db: Db,
  limits: Limits,
  key: GuardKey & { secret: Secret; ip: string; now: Date },
  check: (tx: Db) => Promise<CheckResult<T>>,
): Promise<T> {
  const { ip, now, secret } = key;
  const budgetKey = `${key.channel}:${key.address}`;
  const result = await db.transaction(async (tx): Promise<CheckResult<T>> => {
    await lockGuard(tx, key.channel, key.address);
    const locked = await retryAfter(tx, limits, budgetOf(secret), budgetKey, now);
    if (locked !== null) {
      return refused(new AppError('ACCOUNT_LOCKED', 'Too many wrong tries for this address', { retryAfterSeconds: locked, secret }), false);
    }
    const busy = await ipWithinLimit(tx, limits, 'check_ip', ip, now);
    if (busy) return refused(busy, false);
    if (ip) await recordEvent(tx, 'check_ip', ip, now);
    const outcome = await check(tx);
    if (!outcome.ok && outcome.counts) await recordEvent(tx, budgetOf(secret), budgetKey, now);
    return outcome;
  });
  if (!result.ok) throw result.error;
  return result.value;
}
