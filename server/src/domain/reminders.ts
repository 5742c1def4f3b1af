// Rescan reminders (issue 20): the person chooses an interval (2, 4 or 8 weeks, or none); when that long has passed
// since their last scan, the server sends one e-mail (an SMS for a phone account) in their language, with a calendar
// file for the next scan and a one-click unsubscribe (RFC 8058) that works without signing in. One reminder per scan:
// the next waits for a newer scan. The job runs in each serving process on a schedule (serve.ts); with several server
// copies on one PostgreSQL each due reminder is claimed by one copy (a lease set under FOR UPDATE SKIP LOCKED) and
// sent once, outside any transaction; the state is in the database, so a restart changes nothing. A deleted account
// is gone with its row; an unsubscribed one has no interval.
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
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
 * While one copy sends a reminder, no other takes it: longer than any send can take (the sender's deadline,
 * SEND_TIMEOUT_MS, at most 2 minutes), so a lease lapses only when its process died.
 */
export const REMINDER_LEASE_MS = 10 * 60_000;

/** After a failed send, the wait before a copy tries that person's reminder again. */
export const REMINDER_RETRY_MS = REMINDER_RUN_MS;

type ReminderDeps = Pick<AppDeps, 'db' | 'send' | 'config' | 'secret' | 'log'>;

/**
 * One person whose reminder is due at `now` and not leased: read through the partial index of the people who asked for
 * reminders (users_reminders_idx), not every account.
 */
export function dueReminder(db: AppDeps['db'], now: Date) {
  return db
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
        or(isNull(users.reminderNotBefore), lte(users.reminderNotBefore, now)),
      ),
    )
    .limit(1);
}

/**
 * Takes one due reminder in a short transaction: the person's row is locked (another copy skips it) only to set a
 * lease (`reminder_not_before`), then committed. Null when none is due.
 */
async function claimDue(db: AppDeps['db'], now: Date, leaseFrom: Date) {
  return db.transaction(async (tx) => {
    const [due] = await dueReminder(tx, now).for('update', { of: users, skipLocked: true });
    if (!due) return null;
    await tx
      .update(users)
      .set({ reminderNotBefore: new Date(leaseFrom.getTime() + REMINDER_LEASE_MS) })
      .where(eq(users.id, due.id));
    return due;
  });
}

/**
 * Sends every reminder due at `now`: each is claimed in a short transaction (claimDue), sent with no transaction,
 * lock or connection held, then marked sent (`reminded_at`), so a slow or dead mail or SMS service holds up nothing
 * but this job. A failed send frees the claim for a later run (REMINDER_RETRY_MS); a process that dies between
 * send and mark leaves the lease to lapse, and the reminder goes out again (docs/decisions.md). Returns how many
 * were sent.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const secret = await deps.secret();
  // A run may take long (each send up to SEND_TIMEOUT_MS): a lease counts from the moment it is set (the run's `now`
  // moved on by the time the run has taken), so the last claim of a long run is as safe as its first.
  const started = performance.now();
  const at = () => new Date(now.getTime() + (performance.now() - started));
  let sent = 0;
  for (;;) {
    const due = await claimDue(deps.db, now, at());
    if (!due) return sent;
    const to = due.email ?? due.phone;
    try {
      if (to && due.weeks) {
        const message = reminderMessage(
          { ...due, weeks: due.weeks, last: new Date(due.last!), to },
          now,
          deps.config.publicUrl,
          unsubscribeToken(secret, due.id),
        );
        await deps.send(message, now);
      }
    } catch (err) {
      deps.log.warn({ err }, 'a rescan reminder could not be sent; tried again on a later run');
      await deps.db
        .update(users)
        .set({ reminderNotBefore: new Date(now.getTime() + REMINDER_RETRY_MS) })
        .where(eq(users.id, due.id));
      continue;
    }
    await deps.db.update(users).set({ remindedAt: now, reminderNotBefore: null }).where(eq(users.id, due.id));
    sent += 1;
  }
}

/**
 * Runs the job on a schedule in one serving process, never two runs at once (a run waits on sends). Returns the
 * function that stops it.
 */
export function scheduleReminders(deps: ReminderDeps & Pick<AppDeps, 'clock'>, everyMs = REMINDER_RUN_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(deps, deps.clock.now())
      .then((sent) => {
        if (sent > 0) deps.log.info({ sent }, 'rescan reminders sent');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'rescan reminders failed; tried again on the next run'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
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
      {
        filename: 'next-scan.ics',
        content: new TextEncoder().encode(icsText(calendar.toString())),
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
    headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Sets or clears the caller's interval (null: no reminders). */
export async function setReminder(deps: Pick<AppDeps, 'db'>, userId: string, weeks: number | null): Promise<void> {
  await deps.db.update(users).set({ reminderWeeks: weeks }).where(eq(users.id, userId));
}

/** RFC 5545 §3.1: every content line ends with CRLF, the last one (END:VCALENDAR) too, which ical-generator leaves off. */
export function icsText(text: string): string {
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
