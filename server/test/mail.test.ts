// Codes by e-mail (sign-in and password reset) through a real SMTP server started in the test (smtp-server), as SMTP_URL configures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

type Received = { from: string; to: string[]; raw: string };
const inbox: Received[] = [];
let refuse = false;

let t: TestApp;
let smtp: SmtpInbox;
beforeAll(async () => {
  smtp = await startSmtpInbox(inbox, (raw, envelope) => ({ ...envelope, raw: raw.toString('utf8') }), { refuse: () => refuse });
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Contour <codes@contour.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const SEND = 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }';
const LOGIN = 'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token isNew } }';
const SEND_RESET = 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a, purpose: RESET_PASSWORD) { resendInSeconds } }';
const VERIFY = `mutation($a: String!, $c: String!) {
  verifyValidationCode(channel: EMAIL, address: $a, code: $c, purpose: RESET_PASSWORD) { token resetWindowSeconds user { email } } }`;

/** nodemailer sends long text lines quoted-printable: soft breaks and =XX escapes. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('codes by e-mail over SMTP', () => {
  it('delivers the code to the mailbox, not the dev outbox, and the code signs in', async () => {
    const email = `mail-${Date.now()}@example.com`;
    const sent = await t.gql(SEND, { a: email });
    expect(sent.errors).toBeUndefined();
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('codes@contour.test');
    expect(mail!.raw).toMatch(/^Subject: .+$/m);
    const code = /Your Contour code is (\d{4})\./.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const outbox = (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as unknown[];
    expect(outbox).toEqual([]);
    const login = await t.gql(LOGIN, { a: email, c: code });
    expect(login.data?.['smsLogin']).toMatchObject({ isNew: true });
  });

  it('delivers a password-reset code for an existing account; the code opens a reset session', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await t.gql(SEND, { a: email });
    const signUp = /Your Contour code is (\d{4})\./.exec(inbox.find((m) => m.to.includes(email))!.raw)?.[1];
    expect((await t.gql(LOGIN, { a: email, c: signUp })).errors).toBeUndefined();
    t.clock.advance(61_000);
    const sent = await t.gql(SEND_RESET, { a: email });
    expect(sent.errors).toBeUndefined();
    const mail = inbox.filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.raw).toMatch(/^Subject: Reset your Contour password$/m);
    const body = decodeQuotedPrintable(
      mail.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    );
    expect(body).toContain('If you did not ask to reset your password, you can ignore this message');
    const code = /reset your Contour password is (\d{4})\. It is valid for 5 minutes\./.exec(body)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const verified = await t.gql(VERIFY, { a: email, c: code });
    expect(verified.data?.['verifyValidationCode']).toMatchObject({ resetWindowSeconds: 900, user: { email } });
  });

  it('a refused delivery answers SEND_FAILED and does not start the resend countdown', async () => {
    const email = `refused-${Date.now()}@example.com`;
    refuse = true;
    const failed = await t.gql(SEND, { a: email });
    refuse = false;
    expect(failed.errors?.[0]?.extensions?.['code']).toBe('SEND_FAILED');
    const again = await t.gql(SEND, { a: email });
    expect(again.errors).toBeUndefined();
    expect(inbox.some((m) => m.to.includes(email))).toBe(true);
  });
});
