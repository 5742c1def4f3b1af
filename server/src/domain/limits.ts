// Every limit on guessable or costly input, in one place: the sliding windows, what each counts, and how big it is.
// docs/security.md has the arithmetic behind each figure. Counters live in the database (rate_events), so every
// server copy sees the same ones.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateEvents } from '../db/schema.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A sliding window: at most `limit` events of one kind and key in any `windowMs`. */
export type Window = { limit: number; windowMs: number };

/**
 * The counted kinds. A key is an IP address (`…_ip`), an account (`user:<id>`, for guesses at an account's codes
 * and password), a sign-in address with no account (`channel:address`), an account id (`bind_user`) or a digest of
 * the kiosk PIN (`kiosk_pin`).
 */
export type RateKind =
  | 'send_ip' // codes sent at the request of one network
  | 'check_ip' // codes and passwords checked from one network
  | 'code_wrong' // wrong guesses at the codes of one account (all its addresses and purposes), or of an address with none
  | 'password_wrong' // wrong passwords for one account
  | 'kiosk_ip' // wrong staff PINs from one network
  | 'kiosk_pin' // wrong staff PINs against this server's PIN, from anywhere
  | 'bind_ip' // scan ids that named no scan, from one network
  | 'bind_user'; // scan ids that named no scan, from one account

export type Limits = {
  code: {
    /** A code's life; the sign-in link in the same message lives as long as the send window (see linkTtlMs). */
    ttlMs: number;
    /** The resend countdown between two messages to one address. */
    resendMs: number;
    /** Messages per address, purpose and hour. */
    sendsPerHour: number;
    /** Wrong tries that kill one code. */
    triesPerCode: number;
    /**
     * At least the send window: at any moment the owner can either ask for a message or holds one, sent within
     * the hour, whose link still works. So a stranger who fills the send window never locks the owner out.
     */
    linkTtlMs: number;
  };
  windows: Record<RateKind, Window>;
};

/** The per-IP windows for codes can be raised for a gym whose members share one NAT address (config). */
export function createLimits(ip: { sendsPerHour: number; checksPerHour: number }): Limits {
  return {
    code: { ttlMs: 5 * MINUTE, resendMs: MINUTE, sendsPerHour: 5, triesPerCode: 3, linkTtlMs: HOUR },
    windows: {
      send_ip: { limit: ip.sendsPerHour, windowMs: HOUR },
      check_ip: { limit: ip.checksPerHour, windowMs: HOUR },
      // 10 guesses a day at a 4-digit code: at most 10/10,000 = 0.1 % per account per day, whatever the IPs.
      code_wrong: { limit: 10, windowMs: DAY },
      password_wrong: { limit: 10, windowMs: DAY },
      kiosk_ip: { limit: 10, windowMs: HOUR },
      // 720 a day from all networks against a PIN of at least 6 digits: at most 0.072 % per day.
      kiosk_pin: { limit: 30, windowMs: HOUR },
      bind_ip: { limit: 30, windowMs: HOUR },
      bind_user: { limit: 20, windowMs: HOUR },
    },
  };
}

export const DEFAULT_LIMITS = createLimits({ sendsPerHour: 20, checksPerHour: 60 });

export const secondsUntil = (t: number, now: Date) => Math.max(1, Math.ceil((t - now.getTime()) / 1000));

/**
 * When `key` (or all of `key`'s keys together) already has its window's limit of `kind` events, the seconds until
 * the oldest of them leaves the window (then one more is allowed); null while under the limit. Call it under a row
 * lock that serializes the key (guards.ts lockGuard), or two requests can both see the last free slot.
 */
export async function retryAfter(tx: Db, limits: Limits, kind: RateKind, key: string | string[], now: Date): Promise<number | null> {
  const { limit, windowMs } = limits.windows[kind];
  const keyIs = typeof key === 'string' ? eq(rateEvents.key, key) : inArray(rateEvents.key, key);
  const [limiting] = await tx
    .select({ at: rateEvents.at })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), keyIs, gte(rateEvents.at, new Date(now.getTime() - windowMs))))
    .orderBy(desc(rateEvents.at))
    .offset(limit - 1)
    .limit(1);
  return limiting ? secondsUntil(limiting.at.getTime() + windowMs, now) : null;
}

export async function recordEvent(tx: Db, kind: RateKind, key: string, at: Date): Promise<void> {
  await tx.insert(rateEvents).values({ kind, key, at });
}

/** The longest window: pruning keeps every event that any window still counts. */
export const longestWindowMs = (limits: Limits) => Math.max(...Object.values(limits.windows).map((w) => w.windowMs));
