// A slow or dead mail or SMS service never stalls the server (issue 34), on PGlite in development mode (the dev outbox,
// which writes through the server's own database handle) and on PostgreSQL: while a reminder's or a code's send is in
// flight, /healthz and a report query answer; a sender that never answers is given up at SEND_TIMEOUT_MS and the
// reminder goes out once on a later run; two server copies with a slow sender send one message. The limits below
// (1 s) catch a hang, not a slowness: these answers take milliseconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_RETRY_MS, sendDueReminders } from '../src/domain/reminders.ts';
import { readOutbox, type Sender } from '../src/domain/senders.ts';
import { postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

const DAY = 86_400_000;
const HANG_MS = 1000;

/** The sender's behaviour, switched by each test: pass through, wait for a gate, or never answer. */
let mode: 'pass' | 'gate' | 'never' = 'pass';
let openGate: () => void = () => {};
let gate = Promise.resolve();
let calls = 0;
const closeGate = () => {
  gate = new Promise<void>((resolve) => (openGate = resolve));
};
const controlled =
  (send: Sender): Sender =>
  async (message, now) => {
    calls += 1;
    if (mode === 'never') return new Promise<void>(() => {});
    if (mode === 'gate') await gate;
    return send(message, now);
  };

let t: TestApp;
beforeAll(async () => {
  // Development mode: no SMTP, no SMS webhook, so every message goes to the dev outbox (the hang of issue 34).
  t = await createTestApp({ NODE_ENV: 'development', SEND_TIMEOUT_MS: '1000' }, { wrapSend: controlled });
});
afterAll(() => t.close());

/** Rejects when `promise` has not settled within `ms`: the server is stuck. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, stuck]).finally(() => clearTimeout(timer));
}

/** A signed-in person with one report measured now (the clock's) and reminders every two weeks. */
async function person(email: string) {
  const { token } = await t.signIn(email);
  const body = scanBody({ measuredAt: t.clock.now().toISOString() }, 4);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  expect(bound.errors).toBeUndefined();
  const reportId = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
  expect((await t.gql('mutation { setReminder(weeks: 2) { reminderWeeks } }', {}, token)).errors).toBeUndefined();
  return { token, reportId };
}

/** /healthz and the person's report both answer, within HANG_MS. */
async function serverAnswers(p: { token: string; reportId: string }) {
  const health = await within(HANG_MS, t.request('/healthz'), '/healthz');
  expect(health.status).toBe(200);
  const report = await within(HANG_MS, t.gql('query($id: ID!) { report(id: $id) { id } }', { id: p.reportId }, p.token), 'the report');
  expect(report.data).toEqual({ report: { id: p.reportId } });
}

const reminders = async (to: string) => (await readOutbox(t.db, to)).filter((m) => m.subject === 'Time for a new scan');

describe('a due reminder with a slow or dead sender', () => {
  it('is sent in development mode on the dev outbox, and the server answers while the send is in flight and after', async () => {
    mode = 'pass';
    const p = await person('slow-send@example.com');
    t.clock.advance(15 * DAY);
    mode = 'gate';
    closeGate();
    calls = 0;
    const job = sendDueReminders(t.app.deps, t.clock.now());
    // The send has started (the gate holds it) and the server still answers.
    await expect.poll(() => calls).toBe(1);
    await serverAnswers(p);
    // A code's send in flight holds up nothing else either.
    const code = t.gql('mutation { sendValidationCode(channel: EMAIL, address: "slow-code@example.com") { resendInSeconds } }');
    await expect.poll(() => calls).toBe(2);
    await serverAnswers(p);
    openGate();
    expect(await within(5000, job, 'the reminder job')).toBe(1);
    expect((await code).errors).toBeUndefined();
    await serverAnswers(p);
    expect(await reminders('slow-send@example.com')).toHaveLength(1);
    mode = 'pass';
  });

  it('that never answers: given up at SEND_TIMEOUT_MS, nothing else waits, then sent once on a later run', async () => {
    mode = 'pass';
    const p = await person('dead-send@example.com');
    t.clock.advance(15 * DAY);
    mode = 'never';
    calls = 0;
    const started = Date.now();
    const job = sendDueReminders(t.app.deps, t.clock.now());
    await expect.poll(() => calls).toBeGreaterThan(0);
    await serverAnswers(p);
    // The deadline (1 s here) fails the send; the job ends with nothing sent.
    expect(await within(5000, job, 'the reminder job')).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await serverAnswers(p);
    // The service is back. The same run's moment takes nothing (the failed reminder waits), a later run sends it.
    mode = 'pass';
    expect(await sendDueReminders(t.app.deps, t.clock.now())).toBe(0);
    t.clock.advance(REMINDER_RETRY_MS);
    expect(await sendDueReminders(t.app.deps, t.clock.now())).toBe(1);
    expect(await sendDueReminders(t.app.deps, t.clock.now())).toBe(0);
    expect(await reminders('dead-send@example.com')).toHaveLength(1);
  });

  it('two server copies on one database with a slow sender: one message', async () => {
    mode = 'pass';
    await person('two-copies@example.com');
    t.clock.advance(15 * DAY);
    mode = 'gate';
    closeGate();
    const copy = t.twin();
    const now = t.clock.now();
    const both = Promise.all([sendDueReminders(t.app.deps, now), sendDueReminders(copy.app.deps, now)]);
    // Both copies have looked (the one that claimed it waits at the gate), then the service answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    openGate();
    const [a, b] = await within(5000, both, 'both copies');
    expect(a + b).toBe(1);
    mode = 'pass';
    // Later runs of either copy send nothing more for that scan.
    t.clock.advance(REMINDER_RETRY_MS + 30 * DAY);
    await Promise.all([sendDueReminders(t.app.deps, t.clock.now()), sendDueReminders(copy.app.deps, t.clock.now())]);
    expect(await reminders('two-copies@example.com')).toHaveLength(1);
  });
});
