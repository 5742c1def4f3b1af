// Guarded checks: a code or a password is checked under the address's guard and the per-IP check limit, in one
// transaction that holds the guard's row lock, so aliases, batches or a second server copy can't add tries.
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { ipLimits } from './ip-limits.ts';
import { countEvents, lockGuard, recordEvent, updateGuard, type Guard } from './guards.ts';

export const GUARD_LIMITS = {
  failuresBeforeLock: 10,
  lockMs: 3600_000,
} as const;
const HOUR = 3600_000;

export const secondsUntil = (t: number, now: Date) => Math.max(1, Math.ceil((t - now.getTime()) / 1000));

/** A guard's channel: 'email' or 'phone' for sign-in addresses (one guard per address, whatever is checked). */
export type GuardKey = { channel: string; address: string };

export function lockedError(guard: Guard, now: Date): AppError | null {
  if (!guard.lockedUntil || guard.lockedUntil <= now) return null;
  return new AppError('ACCOUNT_LOCKED', 'Sign-in is locked for this address', {
    retryAfterSeconds: secondsUntil(guard.lockedUntil.getTime(), now),
  });
}

/** What a check found: success, or a refusal that `counts` as a guess (wrong code or password) or not (no account). */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; error: AppError; counts: boolean };

export const passed = <T>(value: T): CheckResult<T> => ({ ok: true, value });
export const refused = <T = never>(error: AppError, counts: boolean): CheckResult<T> => ({ ok: false, error, counts });

/**
 * Runs `check` under the guard of `key` and the IP's check limit. A counted refusal adds a consecutive failure
 * (the 10th locks the address for an hour) and is committed before it is thrown; success clears the count.
 * An AppError thrown by `check` itself rolls everything back, as if the attempt had not happened.
 */
export async function guardedCheck<T>(
  db: Db,
  key: GuardKey & { ip: string; now: Date },
  check: (tx: Db, guard: Guard) => Promise<CheckResult<T>>,
): Promise<T> {
  const { ip, now } = key;
  const result = await db.transaction(async (tx): Promise<CheckResult<T>> => {
    const guard = await lockGuard(tx, key.channel, key.address);
    const locked = lockedError(guard, now);
    if (locked) return refused(locked, false);
    if (ip) {
      await lockGuard(tx, 'ip', ip);
      if ((await countEvents(tx, 'check_ip', ip, new Date(now.getTime() - HOUR))) >= ipLimits.checksPerHour) {
        return refused(new AppError('CODE_RATE_LIMITED', 'Too many sign-in attempts from this network', { retryAfterSeconds: 3600 }), false);
      }
      await recordEvent(tx, 'check_ip', ip, now);
    }
    const outcome = await check(tx, guard);
    if (outcome.ok) {
      if (guard.consecutiveFailures !== 0 || guard.lockedUntil) await updateGuard(tx, guard, { consecutiveFailures: 0, lockedUntil: null });
    } else if (outcome.counts) {
      const failures = guard.consecutiveFailures + 1;
      const lock = failures >= GUARD_LIMITS.failuresBeforeLock;
      await updateGuard(tx, guard, {
        consecutiveFailures: lock ? 0 : failures,
        lockedUntil: lock ? new Date(now.getTime() + GUARD_LIMITS.lockMs) : guard.lockedUntil,
      });
    }
    return outcome;
  });
  if (!result.ok) throw result.error;
  return result.value;
}
