// Rescan reminders (issue 20): the person chooses an interval (2, 4 or 8 weeks, or none); when that long has passed
// since their last scan, the server sends one e-mail (an SMS for a phone account) in their language, with a calendar
// file for the next scan and a one-click unsubscribe (RFC 8058) that works without signing in. One reminder per scan:
// the next waits for a newer scan. The job runs in the server on a schedule (main.ts); with several server copies on
// one PostgreSQL each due reminder is taken by one copy (a row lock, FOR UPDATE SKIP LOCKED) and sent once; the state
// is in the database, so a restart changes nothing. A deleted account is gone with its row; an unsubscribed one has
// no interval.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import icalGenerator from 'ical-generator';
import type { AppDeps } from '../deps.ts';
import { reports, users } from '../db/schema.ts';
import { serverI18n } from '../i18n.ts';
import { hmacHex, safeEqualHex } from './secrets.ts';
import { isLocale, DEFAULT_LOCALE } from '#shared/locales.ts';
import { DAY_MS } from '#shared/dates.ts';
import { REMINDER_WEEKS } from '#shared/goals.ts';

/** How often each server process looks for due reminders. */
export const REMINDER_RUN_MS = 5 * 60_000;

export { REMINDER_WEEKS };

const UNSUBSCRIBE_PURPOSE = 'reminder-unsubscribe';

/** The unsubscribe link's token: the account id and its HMAC (the server's secret), so no sign-in is needed. */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${hmacHex(secret, `${UNSUBSCRIBE_PURPOSE}|${userId}`).slice(0, 32)}`;
}

/** The account a token names, or null for a token this server did not make. */
export function unsubscribeUser(secret: string, token: string): string | null {
  const [userId, mac] = token.split('.');
  if (!userId || !mac || !/^[0-9a-f-]{36}$/.test(userId) || !/^[0-9a-f]{32}$/.test(mac)) return null;
  return safeEqualHex(mac, hmacHex(secret, `${UNSUBSCRIBE_PURPOSE}|${userId}`).slice(0, 32)) ? userId : null;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;

/** Stops the account's reminders (the link's page and the one-click POST). */
export async function unsubscribe(deps: Pick<AppDeps, 'db'>, userId: string): Promise<void> {
  await deps.db.update(users).set({ reminderWeeks: null }).where(eq(users.id, userId));
}

// The newest scan of the person that a reminder counts from (deleted reports do not count). The user's id is written
// out whole: in a select list drizzle names a column without its table, which inside this subquery would be the
// report's own id.
const lastScan =
  sql<Date | null>`(select max(r.measured_at) from reports r where r.user_id = "users"."id" and r.deleted_at is null)`.mapWith(
    reports.measuredAt,
  );

/**
 * Sends every reminder due at `now`, each in its own transaction: the person's row is locked (another server copy
 * skips it), the message sent, and `reminded_at` set, so it is sent once; a failed send rolls back and is tried on the
 * next run. Returns how many were sent.
 */
export async function sendDueReminders(deps: Pick<AppDeps, 'db' | 'send' | 'config' | 'secret' | 'log'>, now: Date): Promise<number> {
  const secret = await deps.secret();
  let sent = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select({
          id: users.id,
          email: users.email,
          phone: users.phone,
          language: users.language,
          weeks: users.reminderWeeks,
          last: lastScan,
        })
        .from(users)
        .where(
          and(
            isNotNull(users.reminderWeeks),
            sql`${lastScan} + ${users.reminderWeeks} * interval '7 days' <= ${now}`,
            sql`(${users.remindedAt} is null or ${users.remindedAt} < ${lastScan})`,
          ),
        )
        .limit(1)
        .for('update', { of: users, skipLocked: true });
      if (!due) return false;
      const to = due.email ?? due.phone;
      if (to && due.weeks) {
        const last = new Date(due.last!);
        const message = reminderMessage(
          { ...due, weeks: due.weeks, last, to },
          now,
          deps.config.publicUrl,
          unsubscribeToken(secret, due.id),
        );
        await deps.send(message, now);
      }
      await tx.update(users).set({ remindedAt: now }).where(eq(users.id, due.id));
      return true;
    });
    if (!done) return sent;
    sent += 1;
  }
}

type Due = { id: string; email: string | null; to: string; language: string; weeks: number; last: Date };

/** The reminder in the person's language: an e-mail with the calendar file and the unsubscribe headers, or an SMS. */
export function reminderMessage(due: Due, now: Date, publicUrl: string, token: string) {
  const locale = isLocale(due.language) ? due.language : DEFAULT_LOCALE;
  const i18n = serverI18n(locale);
  const weeks = Math.max(1, Math.round((now.getTime() - due.last.getTime()) / (7 * DAY_MS)));
  const stop = unsubscribeUrl(publicUrl, token);
  const subject = i18n._('Time for a new scan');
  const lines = [
    i18n._('{weeks, plural, one {Your last body scan was # week ago.} other {Your last body scan was # weeks ago.}}', { weeks }),
    i18n._('A new scan shows your progress since then: scan the code on a Contour scanner and sign in.'),
    '',
    i18n._('Your reports: {url}', { url: publicUrl }),
    '',
    i18n._(
      '{weeks, plural, one {You get this reminder because you chose one # week after each scan. To stop them: {url}} other {You get this reminder because you chose one # weeks after each scan. To stop them: {url}}}',
      { weeks: due.weeks, url: stop },
    ),
  ];
  if (!due.email) return { channel: 'phone' as const, to: due.to, subject, body: lines.join('\n') };
  // The next scan, as a calendar entry for tomorrow: a reminder to book it, not an appointment.
  const calendar = icalGenerator({ name: 'Contour', prodId: { company: 'Contour', product: 'Contour', language: 'EN' } });
  const day = new Date(now.getTime() + DAY_MS);
  calendar.createEvent({
    id: `${due.id}-${due.last.getTime()}@contour`,
    start: day,
    allDay: true,
    stamp: now,
    summary: i18n._('Body scan with Contour'),
    description: i18n._('A new scan shows your progress since then: scan the code on a Contour scanner and sign in.'),
    url: publicUrl,
  });
  return {
    channel: 'email' as const,
    to: due.to,
    subject,
    body: lines.join('\n'),
    attachments: [
      { filename: 'next-scan.ics', content: new TextEncoder().encode(calendar.toString()), contentType: 'text/calendar; charset=utf-8' },
    ],
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sets or clears the caller's interval (null: no reminders). */
export async function setReminder(deps: Pick<AppDeps, 'db'>, userId: string, weeks: number | null): Promise<void> {
  await deps.db.update(users).set({ reminderWeeks: weeks }).where(eq(users.id, userId));
}
