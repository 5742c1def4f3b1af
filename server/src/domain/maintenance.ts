// Housekeeping: drops rate-limit events, codes and sessions that can no longer matter, so tables stay small.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DEFAULT_LIMITS, longestWindowMs } from './limits.ts';
import { deviceRateWindows, rateEvents, sessions, shareLinks, socialStates, socialTickets, verificationCodes } from '../db/schema.ts';

const HOUR = 3600_000;

export async function pruneExpired(db: Db, now: Date): Promise<void> {
  // An event matters while some window (limits.ts) still counts it; codes count towards "5 per hour" for an hour.
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - longestWindowMs(DEFAULT_LIMITS) - HOUR)));
  await db.delete(deviceRateWindows).where(lt(deviceRateWindows.windowStart, new Date(now.getTime() - HOUR)));
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, new Date(now.getTime() - 24 * HOUR)));
  // Social sign-in states and tickets live minutes; a ticket holds the provider's e-mail, so it must not linger.
  await db.delete(socialStates).where(lt(socialStates.expiresAt, now));
  await db.delete(socialTickets).where(lt(socialTickets.expiresAt, now));
  // An expired share link keeps saying "expired" for 30 days, then it is gone; a render link once it has lapsed.
  await db
    .delete(shareLinks)
    .where(
      or(
        lt(shareLinks.expiresAt, new Date(now.getTime() - 30 * 24 * HOUR)),
        and(eq(shareLinks.purpose, 'render'), lt(shareLinks.expiresAt, now)),
      ),
    );
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, new Date(now.getTime() - 24 * HOUR)))),
    );
}
