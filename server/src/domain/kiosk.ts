// The staff PIN that turns kiosk mode on or off on a gym tablet (docs: Kiosk mode). Wrong PINs are counted in the
// database per network and, for all networks together, per PIN: many addresses can't try all PINs between them.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { lockGuard } from './guards.ts';
import { recordEvent, retryAfter, type Limits } from './limits.ts';

const digest = (pin: string) => createHash('sha256').update(pin).digest();

/** True for the right PIN; throws KIOSK_NOT_SET, KIOSK_PIN_WRONG or CODE_RATE_LIMITED (with retryAfterSeconds). */
export async function checkKioskPin(
  db: Db,
  limits: Limits,
  expected: string,
  input: { pin: string; ip: string; now: Date },
): Promise<true> {
  if (!expected) throw new AppError('KIOSK_NOT_SET', 'This server has no kiosk PIN');
  const { ip, now } = input;
  // The global counter's key names the PIN without revealing it; a new PIN starts a fresh count.
  const pinKey = digest(`kiosk|${expected}`).toString('hex').slice(0, 16);
  const wrong = await db.transaction(async (tx) => {
    await lockGuard(tx, 'kiosk', pinKey);
    if (ip) await lockGuard(tx, 'ip', ip);
    const wait = Math.max(
      (await retryAfter(tx, limits, 'kiosk_pin', pinKey, now)) ?? 0,
      ip ? ((await retryAfter(tx, limits, 'kiosk_ip', ip, now)) ?? 0) : 0,
    );
    if (wait > 0) throw new AppError('CODE_RATE_LIMITED', 'Too many wrong PINs', { retryAfterSeconds: wait });
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the PIN's length.
    const right = timingSafeEqual(digest(input.pin), digest(expected));
    if (!right) {
      await recordEvent(tx, 'kiosk_pin', pinKey, now);
      if (ip) await recordEvent(tx, 'kiosk_ip', ip, now);
    }
    return !right;
  });
  if (wrong) throw new AppError('KIOSK_PIN_WRONG', 'Wrong PIN');
  return true;
}
