// Rescan reminders (domain/reminders.ts) through a real SMTP server, on PGlite and PostgreSQL: with a controlled
// clock and two server copies on one database each due reminder goes out once, in the person's language, with a
// calendar file that parses (ical.js) and the one-click unsubscribe headers (RFC 8058); the link's page and the
// one-click POST both stop them; nothing goes to an account without an interval, one that scanned again, or one
// that was deleted.
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dueReminder, reminderMessage, sendDueReminders } from '../src/domain/reminders.ts';
import { errorCode } from './account-fixtures.ts';
import { postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

const inbox: Email[] = [];
let t: TestApp;
let smtp: SmtpInbox;
beforeAll(async () => {
  smtp = await startSmtpInbox(inbox, (raw) => PostalMime.parse(raw, { attachmentEncoding: 'utf8' }));
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Contour <hello@contour.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const DAY = 86_400_000;
const SET = 'mutation($w: Int) { setReminder(weeks: $w) { reminderWeeks } }';
const mailsTo = (email: string) => inbox.filter((m) => m.to?.some((to) => to.address === email));

/** Signs in by the code the SMTP server received (the harness's signIn reads the dev outbox, unused with SMTP). */
async function signIn(email: string): Promise<string> {
  const sent = await t.gql('mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: email });
  expect(sent.errors).toBeUndefined();
  const code = /Your Contour code is (\d{4})\./.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
  const login = await t.gql('mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token } }', {
    a: email,
    c: code,
  });
  expect(login.errors).toBeUndefined();
  // The code's mail is not a reminder.
  inbox.splice(inbox.indexOf(mailsTo(email).at(-1)!), 1);
  return (login.data!['smsLogin'] as { token: string }).token;
}

/** A person whose last scan was taken now (the clock's now), with reminders every `weeks` weeks. */
async function person(email: string, weeks: number | null, language?: string) {
  const token = await signIn(email);
  if (language)
    expect(
      (await t.gql('mutation($l: String!) { updateProfile(input: { language: $l }) { language } }', { l: language }, token)).errors,
    ).toBeUndefined();
  await scan(token);
  expect((await t.gql(SET, { w: weeks }, token)).data).toEqual({ setReminder: { reminderWeeks: weeks } });
  return token;
}

async function scan(token: string) {
  const body = scanBody({ measuredAt: t.clock.now().toISOString() }, 4);
  expect((await postScan(t, body)).status).toBe(201);
  expect((await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token)).errors).toBeUndefined();
}

/** Both server copies look for due reminders at the same moment; how many each sent. */
async function runBoth(copy: ReturnType<TestApp['twin']>) {
  const now = t.clock.now();
  return Promise.all([sendDueReminders(t.app.deps, now), sendDueReminders(copy.app.deps, now)]);
}

describe('rescan reminders', () => {
  it('sends a due reminder once with two server copies, in the person’s language, with a calendar file and one-click unsubscribe', async () => {
    const copy = t.twin();
    await person('remind-2w@example.com', 2, 'de');
    await person('remind-off@example.com', null);
    await person('remind-8w@example.com', 8);

    // Not yet due: 13 days after the scan.
    t.clock.advance(13 * DAY);
    expect(await runBoth(copy)).toEqual([0, 0]);
    // Due at two weeks: one copy sends it, the other finds nothing left.
    t.clock.advance(2 * DAY);
    const sent = await runBoth(copy);
    expect(sent[0] + sent[1]).toBe(1);
    expect(mailsTo('remind-2w@example.com')).toHaveLength(1);
    // Never again for the same scan, whoever runs and however often.
    t.clock.advance(30 * DAY);
    await runBoth(copy);
    expect(mailsTo('remind-2w@example.com')).toHaveLength(1);
    expect(mailsTo('remind-off@example.com')).toHaveLength(0);
    // The 8-week one came at its own time (45 days in: not yet; 57: yes), once.
    expect(mailsTo('remind-8w@example.com')).toHaveLength(0);
    t.clock.advance(12 * DAY);
    await runBoth(copy);
    expect(mailsTo('remind-8w@example.com')).toHaveLength(1);

    const mail = mailsTo('remind-2w@example.com')[0]!;
    expect(mail.subject).toBe('Zeit für einen neuen Scan');
    expect(mail.text).toContain('vor 2 Wochen');
    const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/reminders\/unsubscribe\?token=[0-9a-f-]{36}\.[0-9a-f]{32}>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The calendar file: one all-day event for the next scan, the day after the reminder.
    const ics = mail.attachments.find((a) => a.filename === 'next-scan.ics')!;
    expect(ics.mimeType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.content as string));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.summary).toBe('Körperscan mit Contour');
    expect(event.startDate.isDate).toBe(true);
    expect(event.uid).toMatch(/@contour$/);
  });

  it('stops by the link’s page (no sign-in) and by the one-click POST; a forged link stops nothing', async () => {
    const copy = t.twin();
    const page = await person('remind-page@example.com', 2);
    const oneClick = await person('remind-click@example.com', 2);
    t.clock.advance(15 * DAY);
    await runBoth(copy);
    const link = (email: string) => /<([^>]+)>/.exec(mailsTo(email)[0]!.headers.find((h) => h.key === 'list-unsubscribe')!.value)![1]!;
    const path = (url: string) => new URL(url).pathname + new URL(url).search;

    // The link opens a page with one button: opening it (a mail scanner does) stops nothing.
    const opened = await t.request(path(link('remind-page@example.com')));
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain('Stop scan reminders?');
    expect(html).toMatch(/<form method="post" action="\/api\/reminders\/unsubscribe\?token=/);
    expect((await t.gql('{ me { reminderWeeks } }', {}, page)).data).toEqual({ me: { reminderWeeks: 2 } });
    // Its button (the form's POST) stops them.
    const stopped = await t.request(path(link('remind-page@example.com')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('Scan reminders are off');
    expect((await t.gql('{ me { reminderWeeks } }', {}, page)).data).toEqual({ me: { reminderWeeks: null } });

    // The mail client's one-click POST (RFC 8058).
    const clicked = await t.request(path(link('remind-click@example.com')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect((await t.gql('{ me { reminderWeeks } }', {}, oneClick)).data).toEqual({ me: { reminderWeeks: null } });

    // After a new scan and another interval, neither is reminded again.
    await scan(page);
    await scan(oneClick);
    t.clock.advance(15 * DAY);
    await runBoth(copy);
    expect(mailsTo('remind-page@example.com')).toHaveLength(1);
    expect(mailsTo('remind-click@example.com')).toHaveLength(1);

    // A link whose signature this server did not make, or that names nobody: a page saying so, nothing changed.
    const someone = await person('remind-forged@example.com', 2);
    const forged = path(link('remind-click@example.com')).replace(/\.[0-9a-f]{32}$/, '.' + '0'.repeat(32));
    for (const url of [forged, '/api/reminders/unsubscribe?token=nothing', '/api/reminders/unsubscribe']) {
      const res = await t.request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(res.status, url).toBe(404);
    }
    expect((await t.gql('{ me { reminderWeeks } }', {}, someone)).data).toEqual({ me: { reminderWeeks: 2 } });
  });

  it('reminds again after a newer scan, never a deleted account, and takes only 2, 4 or 8 weeks', async () => {
    const copy = t.twin();
    const again = await person('remind-again@example.com', 4);
    const gone = await person('remind-gone@example.com', 4);
    t.clock.advance(29 * DAY);
    await runBoth(copy);
    expect(mailsTo('remind-again@example.com')).toHaveLength(1);
    expect(mailsTo('remind-gone@example.com')).toHaveLength(1);
    t.clock.advance(3600_000);
    await scan(again);
    await scan(gone);
    expect((await t.gql('mutation { deleteAccount(confirm: "DELETE") }', {}, gone)).errors).toBeUndefined();
    t.clock.advance(29 * DAY);
    await runBoth(copy);
    expect(mailsTo('remind-again@example.com')).toHaveLength(2);
    expect(mailsTo('remind-gone@example.com')).toHaveLength(1);

    for (const weeks of [0, 1, 3, 52, -2]) expect(errorCode(await t.gql(SET, { w: weeks }, again)), String(weeks)).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(SET, { w: 2 }))).toBe('UNAUTHORIZED');
  });
});

describe('the reminder job’s plan', () => {
  it.runIf(process.env['CONTOUR_TEST_DB'] !== 'pglite')(
    'reads the people who asked for reminders through their partial index, not every account (PostgreSQL)',
    async () => {
      // 5,000 accounts, 20 of them with reminders: the planner's statistics as a gym's database has them.
      await t.db.execute(sql`insert into users (email, reminder_weeks)
        select 'plan-' || n || '@example.test', case when n % 250 = 0 then 4 else null end from generate_series(1, 5000) n`);
      await t.db.execute(sql`analyze users`);
      const plan = (await t.db.execute(sql`explain ${dueReminder(t.db, new Date())}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      const lines = plan.rows.map((row) => Object.values(row)[0]).join('\n');
      expect(lines).toContain('users_reminders_idx');
      expect(lines).not.toMatch(/Seq Scan on users/);
    },
  );
});

describe('the calendar file', () => {
  it('ends every line with CRLF, the last one too (RFC 5545 §3.1), as built before the mail transport', () => {
    const now = new Date('2026-11-29T08:00:00Z');
    const due = {
      id: 'u1',
      email: 'a@example.com',
      to: 'a@example.com',
      language: 'en-US',
      weeks: 4,
      last: new Date('2026-10-01T08:00:00Z'),
    };
    const message = reminderMessage(due, now, 'https://contour.example', 'token');
    const text = new TextDecoder().decode(message.attachments![0]!.content);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
