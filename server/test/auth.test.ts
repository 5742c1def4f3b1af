import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND = 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }';
const LOGIN = 'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token isNew user { id email } } }';
const send = (a: string, ip?: string) => t.gql(SEND, { a }, undefined, ip);
const login = (a: string, c: string, ip?: string) => t.gql(LOGIN, { a, c }, undefined, ip);
const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.['code'];
const wrong = (c: string) => (c === '0000' ? '1111' : '0000');
let n = 0;
const fresh = () => `person${++n}-${Date.now()}@example.com`;

describe('sign-in by e-mail code', () => {
  it('delivers a localized code to the outbox and registers an unknown address', async () => {
    const email = fresh();
    const sent = await t.gql(SEND, { a: email.toUpperCase() });
    expect(sent.data).toEqual({ sendValidationCode: { resendInSeconds: 60 } });
    const outbox = (await (await t.request(`/api/dev/outbox?to=${email}`)).json()) as Array<Record<string, unknown>>;
    expect(outbox[0]).toMatchObject({ channel: 'email', to: email, subject: expect.any(String) });
    expect(Object.keys(outbox[0]!).sort()).toEqual(['body', 'channel', 'createdAt', 'id', 'subject', 'to']);
    expect(outbox[0]!['body']).toMatch(
      /^Your Contour code is \d{4}\. It is valid for 5 minutes\. Or sign in with this link, once, within an hour: http:\/\/localhost:8080\/linkLogin#[\w-]{43}$/,
    );
    const first = await login(email, await t.lastCode(email));
    expect(first.data?.['smsLogin']).toMatchObject({ isNew: true, user: { email } });
    // The code is single use.
    expect(code(await login(email, await t.lastCode(email)))).toBe('WRONG_CODE');
    t.clock.advance(61_000);
    const again = await t.signIn(email);
    expect(again.isNew).toBe(false);
    const me = await t.gql('{ me { id email unitSystem language } }', {}, again.token);
    expect(me.data?.['me']).toMatchObject({ email, unitSystem: 'METRIC', language: 'en-US' });
  });

  it('answers zh-CN callers in Chinese', async () => {
    const email = fresh();
    await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN,zh;q=0.9' },
      body: JSON.stringify({ query: SEND, variables: { a: email } }),
    });
    const [msg] = (await (await t.request(`/api/dev/outbox?to=${email}`)).json()) as Array<{ body: string }>;
    expect(msg!.body).toContain('验证码');
  });

  it('rejects bad addresses and wrong codes; 3 wrong tries kill the code', async () => {
    expect(code(await send('not-an-email'))).toBe('INVALID_EMAIL');
    const email = fresh();
    await send(email);
    const right = await t.lastCode(email);
    for (let i = 0; i < 3; i++) expect(code(await login(email, wrong(right)))).toBe('WRONG_CODE');
    expect(code(await login(email, right))).toBe('WRONG_CODE');
  });

  it('limits resends: 60 s countdown, 5 per hour', async () => {
    const email = fresh();
    expect(code(await send(email))).toBeUndefined();
    const soon = await send(email);
    expect(code(soon)).toBe('CODE_TOO_SOON');
    expect(soon.errors?.[0]?.extensions?.['retryAfterSeconds']).toBe(60);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect(code(await send(email))).toBeUndefined();
    }
    t.clock.advance(61_000);
    expect(code(await send(email))).toBe('CODE_RATE_LIMITED');
    t.clock.advance(3600_000);
    expect(code(await send(email))).toBeUndefined();
  });

  it('expires codes after 5 minutes', async () => {
    const email = fresh();
    await send(email);
    const c = await t.lastCode(email);
    t.clock.advance(5 * 60_000 + 1000);
    expect(code(await login(email, c))).toBe('CODE_EXPIRED');
  });

  it('locks code sign-in for a day after 10 wrong codes, but never the sending of a message', async () => {
    const email = fresh();
    let failures = 0;
    while (failures < 10) {
      t.clock.advance(61_000);
      await send(email);
      const c = await t.lastCode(email);
      for (let i = 0; i < 3 && failures < 10; i++, failures++) expect(code(await login(email, wrong(c)))).toBe('WRONG_CODE');
      if (failures % 9 === 0) t.clock.advance(3600_000); // stay under 5 codes per hour
    }
    t.clock.advance(61_000);
    expect(code(await send(email))).toBeUndefined();
    expect(code(await login(email, await t.lastCode(email)))).toBe('ACCOUNT_LOCKED');
    t.clock.advance(24 * 3600_000);
    await send(email);
    const ok = await login(email, await t.lastCode(email));
    expect(ok.errors).toBeUndefined();
  });

  it('counts concurrent wrong tries exactly: a burst cannot exceed 3 tries per code', async () => {
    const email = fresh();
    await send(email, '198.51.100.7');
    const right = await t.lastCode(email);
    const burst = await Promise.all(Array.from({ length: 8 }, () => login(email, wrong(right), '198.51.100.7')));
    expect(burst.every((r) => code(r) === 'WRONG_CODE')).toBe(true);
    expect(code(await login(email, right, '198.51.100.7'))).toBe('WRONG_CODE');
  });

  it('limits sends per IP', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i++) expect(code(await send(fresh(), ip))).toBeUndefined();
    expect(code(await send(fresh(), ip))).toBe('CODE_RATE_LIMITED');
  });

  it('answers Unauthorized (status 401 in extensions, HTTP 200) without a session, and after logout', async () => {
    const anon = await t.gql('{ me { id } }');
    expect(anon.status).toBe(200);
    expect(anon.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED', status: 401 } });
    expect((await t.gql('{ me { id } }', {}, 'garbage-token')).errors?.[0]?.message).toBe('Unauthorized');
    const { token } = await t.signIn(fresh());
    expect((await t.gql('{ me { id } }', {}, token)).errors).toBeUndefined();
    expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await t.gql('{ me { id } }', {}, token)).errors?.[0]?.message).toBe('Unauthorized');
  });
});
