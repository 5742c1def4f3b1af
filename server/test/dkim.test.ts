// DKIM signing of outgoing mail (issue 36): with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY set, every message
// through SMTP carries a signature that an independent verifier (mailauth, with the public key as its DNS record)
// accepts, over the one-click unsubscribe headers too (RFC 8058 §4); a changed message fails it.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { parseConfig } from '../src/config.ts';
import { createSender } from '../src/domain/senders.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
/** The DNS the verifier asks: the selector's TXT record under the signing domain, nothing else. */
const resolver = async (name: string, rrtype: string) => {
  if (rrtype === 'TXT' && name === 'mail._domainkey.contour.test') return [[record]];
  throw Object.assign(new Error(`no ${rrtype} for ${name}`), { code: 'ENOTFOUND' });
};

const inbox: Array<{ to: string[]; raw: string }> = [];
const env = (url: string) => ({
  SMTP_URL: url,
  MAIL_FROM: 'Contour <codes@contour.test>',
  DKIM_DOMAIN: 'contour.test',
  DKIM_SELECTOR: 'mail',
  // One line with \n, as a secret store keeps it.
  DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
});

let t: TestApp;
let smtp: SmtpInbox;
beforeAll(async () => {
  smtp = await startSmtpInbox(inbox, (raw, envelope) => ({ to: envelope.to, raw: raw.toString('utf8') }));
  t = await createTestApp(env(smtp.url));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signed = (raw: string) => /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/im.exec(raw)?.[1]?.replace(/\s+/g, '').toLowerCase().split(':') ?? [];

describe('DKIM', () => {
  it("signs a sign-in code's mail so that an independent verifier passes it; a changed subject fails", async () => {
    const email = `dkim-${Date.now()}@example.com`;
    const sent = await t.gql('mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: email });
    expect(sent.errors).toBeUndefined();
    const mail = inbox.find((m) => m.to.includes(email))!;
    const result = await dkimVerify(mail.raw, { resolver });
    expect(result.results).toHaveLength(1);
    expect(result.results[0]).toMatchObject({ signingDomain: 'contour.test', selector: 'mail', status: { result: 'pass' } });
    const tampered = mail.raw.replace(/^Subject: .*$/m, 'Subject: Something else');
    expect((await dkimVerify(tampered, { resolver })).results[0]?.status.result).toBe('fail');
  });

  it('covers the one-click unsubscribe headers (RFC 8058 §4)', async () => {
    const config = parseConfig({ ...env(smtp.url), NODE_ENV: 'test', CONTOUR_SECRET: 'x' });
    const send = createSender(t.db, config);
    await send(
      {
        channel: 'email',
        to: 'list@example.com',
        subject: 'Time for a new scan',
        body: 'A reminder.',
        headers: {
          'List-Unsubscribe': '<https://contour.example/api/reminders/unsubscribe?token=x>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      new Date(),
    );
    const mail = inbox.find((m) => m.to.includes('list@example.com'))!;
    expect(signed(mail.raw)).toEqual(expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
    expect((await dkimVerify(mail.raw, { resolver })).results[0]?.status.result).toBe('pass');
    const changed = mail.raw.replace('token=x', 'token=y');
    expect((await dkimVerify(changed, { resolver })).results[0]?.status.result).toBe('fail');
  });

  it('is all three settings or none', () => {
    expect(parseConfig({}).dkim).toBeNull();
    expect(() => parseConfig({ DKIM_DOMAIN: 'contour.test', DKIM_SELECTOR: 'mail' })).toThrow(/DKIM_PRIVATE_KEY: set all three/);
    expect(() => parseConfig({ DKIM_DOMAIN: 'contour.test', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: 'secret' })).toThrow(/PEM/);
  });
});
