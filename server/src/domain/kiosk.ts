// The staff PIN that turns kiosk mode on or off on a gym tablet (DESIGN.md, Kiosk mode). Wrong PINs are counted per
// network in the database, so a member can't try all 10,000 four-digit PINs at the tablet.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { countEvents, lockGuard, recordEvent } from './guards.ts';

export const KIOSK_LIMITS = { wrongPerHour: 10 };
const HOUR = 3600_000;

const digest = (pin: string) => createHash('sha256').update(pin).digest();

/** True for the right PIN; throws KIOSK_NOT_SET, KIOSK_PIN_WRONG or CODE_RATE_LIMITED. */
export async function checkKioskPin(db: Db, expected: string, input: { pin: string; ip: string; now: Date }): Promise<true> {
  if (!expected) throw new AppError('KIOSK_NOT_SET', 'This server has no kiosk PIN');
  const since = new Date(input.now.getTime() - HOUR);
  const wrong = await db.transaction(async (tx) => {
    await lockGuard(tx, 'ip', input.ip);
    if ((await countEvents(tx, 'kiosk_ip', input.ip, since)) >= KIOSK_LIMITS.wrongPerHour) {
      throw new AppError('CODE_RATE_LIMITED', 'Too many wrong PINs from this network', { retryAfterSeconds: 3600 });
    }
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the PIN's length.
    const right = timingSafeEqual(digest(input.pin), digest(expected));
    if (!right) await recordEvent(tx, 'kiosk_ip', input.ip, input.now);
    return !right;
  });
  if (wrong) throw new AppError('KIOSK_PIN_WRONG', 'Wrong PIN');
  return true;
}
