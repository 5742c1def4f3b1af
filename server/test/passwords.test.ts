// Passwords: sign-in, setting and changing, the reset flow, sessions ended by a change, and the stored hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { hashPassword, verifyPassword } from '../src/domain/passwords.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  LOGIN,
  SET_PASSWORD,
  VERIFY,
  errorCode,
  extensions,
  freshEmail,
  freshIp,
  isSignedIn,
  newAccount,
  passwordLogin,
  pw,
  resetSession,
  send,
} from './account-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedHash = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

describe('the stored hash', () => {
  it('is scrypt with a per-user salt in a self-describing format, never the value itself', async () => {
    const a = await newAccount(t, 'Same1234');
    const b = await newAccount(t, 'Same1234');
    const [ha, hb] = [await storedHash(a.userId), await storedHash(b.userId)];
    expect(ha).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(ha).not.toBe(hb);
    expect(ha).not.toContain(pw('Same1234'));
    expect(await verifyPassword(pw('Same1234'), ha!)).toBe(true);
    expect(await verifyPassword(pw('Same1235'), ha!)).toBe(false);
  });

  it('takes tens of milliseconds per hash', async () => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) await hashPassword(pw(`x${i}`));
    const ms = (performance.now() - started) / 5;
    expect(ms).toBeGreaterThan(5);
    expect(ms).toBeLessThan(1000);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password, by e-mail and by phone', async () => {
    const a = await newAccount(t, 'Right123');
    const r = await passwordLogin(t, a.email.toUpperCase(), pw('Right123'));
    expect(r.data?.['smsLogin']).toMatchObject({ isNew: false, user: { id: a.userId, passwordSet: true } });
    expect(await isSignedIn(t, (r.data!['smsLogin'] as { token: string }).token)).toBe(true);

    const ip = freshIp();
    await send(t, '+12025550143', 'LOGIN', 'PHONE', ip);
    const phone = await t.gql(LOGIN, { ch: 'PHONE', a: '+12025550143', c: await t.lastCode('+12025550143') }, undefined, ip);
    const token = (phone.data!['smsLogin'] as { token: string }).token;
    expect((await t.gql(SET_PASSWORD, { n: pw('Phone123') }, token, ip)).errors).toBeUndefined();
    expect((await passwordLogin(t, '+1 202 555 0143', pw('Phone123'), 'PHONE')).data?.['smsLogin']).toMatchObject({
      user: { phone: '+12025550143' },
    });
  });

  it('names each failure', async () => {
    const a = await newAccount(t, 'Right123');
    expect(errorCode(await passwordLogin(t, a.email, pw('Wrong123')))).toBe('WRONG_PASSWORD');
    expect(errorCode(await passwordLogin(t, a.email, 'Right123'))).toBe('INVALID_PASSWORD');
    expect(errorCode(await passwordLogin(t, a.email, pw('Right123').toUpperCase()))).toBe('INVALID_PASSWORD');
    expect(errorCode(await passwordLogin(t, a.email, ''))).toBe('INVALID_PASSWORD');
    const unknown = await passwordLogin(t, freshEmail(), pw('Right123'));
    expect(extensions(unknown)).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', channel: 'email' });
    expect(extensions(await passwordLogin(t, '+4915112345678', pw('Right123'), 'PHONE'))).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      channel: 'phone',
    });
    expect(errorCode(await passwordLogin(t, '+15550100', pw('Right123'), 'PHONE'))).toBe('INVALID_PHONE');
    const noPassword = await newAccount(t);
    expect(errorCode(await passwordLogin(t, noPassword.email, pw('Right123')))).toBe('PASSWORD_NOT_SET');
  });

  it('locks password sign-in for the day after 10 wrong passwords; a success refunds none; codes and sends go on', async () => {
    const a = await newAccount(t, 'Right123');
    for (let i = 0; i < 5; i++) expect(errorCode(await passwordLogin(t, a.email, pw(`Wrong${i}a`)))).toBe('WRONG_PASSWORD');
    // The owner signing in between does not buy an attacker more guesses.
    expect(errorCode(await passwordLogin(t, a.email, pw('Right123')))).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(errorCode(await passwordLogin(t, a.email, pw(`Wrong${i}b`)))).toBe('WRONG_PASSWORD');
    const locked = await passwordLogin(t, a.email, pw('Right123'));
    expect(extensions(locked)).toMatchObject({ code: 'ACCOUNT_LOCKED', secret: 'password', retryAfterSeconds: 24 * 3600 });
    // A lock on passwords is not one on codes, and never stops a message.
    t.clock.advance(61_000);
    const ip = freshIp();
    expect(errorCode(await send(t, a.email, 'LOGIN', 'EMAIL', ip))).toBeUndefined();
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: a.email, c: await t.lastCode(a.email) }, undefined, ip))).toBeUndefined();
    t.clock.advance(61_000);
    expect(errorCode(await send(t, a.email, 'RESET_PASSWORD'))).toBeUndefined();
    t.clock.advance(12 * 3600_000);
    expect(extensions(await passwordLogin(t, a.email, pw('Right123')))['retryAfterSeconds']).toBe(12 * 3600 - 122);
    t.clock.advance(12 * 3600_000);
    expect(errorCode(await passwordLogin(t, a.email, pw('Right123')))).toBeUndefined();
  });

  it('unknown accounts and missing passwords do not lock, but spend the per-IP check budget', async () => {
    const ip = freshIp();
    const noPassword = await newAccount(t);
    for (let i = 0; i < 12; i++)
      expect(errorCode(await passwordLogin(t, noPassword.email, pw('Whatever1'), 'EMAIL', ip))).toBe('PASSWORD_NOT_SET');
    for (let i = 12; i < 60; i++)
      expect(errorCode(await passwordLogin(t, freshEmail(), pw('Whatever1'), 'EMAIL', ip))).toBe('ACCOUNT_NOT_FOUND');
    const limited = await passwordLogin(t, noPassword.email, pw('Whatever1'), 'EMAIL', ip);
    expect(extensions(limited)).toMatchObject({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 3600 });
    // Code checks share that budget.
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: noPassword.email, c: '1234' }, undefined, ip))).toBe('CODE_RATE_LIMITED');
    expect(errorCode(await passwordLogin(t, noPassword.email, pw('Whatever1')))).toBe('PASSWORD_NOT_SET');
  });
});

describe('setting and changing the password', () => {
  it('sets a first password without an old one; later changes need the old one', async () => {
    const a = await newAccount(t);
    expect((await t.gql(SET_PASSWORD, { n: pw('First123') }, a.token, a.ip)).data?.['setPassword']).toMatchObject({ passwordSet: true });
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12') }, a.token, a.ip))).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw('Nope1234') }, a.token, a.ip))).toBe('WRONG_PASSWORD');
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('First123'), o: pw('First123') }, a.token, a.ip))).toBe('PASSWORD_SAME');
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw('First123') }, a.token, a.ip))).toBeUndefined();
    expect(errorCode(await passwordLogin(t, a.email, pw('First123')))).toBe('WRONG_PASSWORD');
    expect(errorCode(await passwordLogin(t, a.email, pw('Second12')))).toBeUndefined();
  });

  it('refuses values that are not SHA-256 hex, and changes nothing', async () => {
    const a = await newAccount(t, 'First123');
    const before = await storedHash(a.userId);
    for (const n of ['First123', pw('x').slice(1), `${pw('x')}0`, pw('x').replace(/[a-f]/, 'g')]) {
      expect(errorCode(await t.gql(SET_PASSWORD, { n, o: pw('First123') }, a.token, a.ip))).toBe('INVALID_PASSWORD');
    }
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: 'First123' }, a.token, a.ip))).toBe('INVALID_PASSWORD');
    expect(await storedHash(a.userId)).toBe(before);
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12') }))).toBe('UNAUTHORIZED');
  });

  it('a wrong old password spends the password budget and locks like a sign-in', async () => {
    const a = await newAccount(t, 'First123');
    for (let i = 0; i < 10; i++) {
      expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw(`Bad${i}xyz`) }, a.token, freshIp()))).toBe('WRONG_PASSWORD');
    }
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw('First123') }, a.token, freshIp()))).toBe('ACCOUNT_LOCKED');
    expect(errorCode(await passwordLogin(t, a.email, pw('First123')))).toBe('ACCOUNT_LOCKED');
    t.clock.advance(24 * 3600_000 + 1000);
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw('First123') }, a.token, freshIp()))).toBeUndefined();
  });

  it('a change ends every other session of the account, not this one and not other people’s', async () => {
    const a = await newAccount(t, 'First123');
    const other = (await passwordLogin(t, a.email, pw('First123'))).data!['smsLogin'] as { token: string };
    const b = await newAccount(t, 'Bobby123');
    expect(await isSignedIn(t, other.token)).toBe(true);
    expect((await t.gql(SET_PASSWORD, { n: pw('Second12'), o: pw('First123') }, a.token, a.ip)).errors).toBeUndefined();
    expect(await isSignedIn(t, a.token)).toBe(true);
    expect(await isSignedIn(t, other.token)).toBe(false);
    expect(await isSignedIn(t, b.token)).toBe(true);
  });
});

describe('forgot password', () => {
  it('a reset code opens a 15-minute session that sets a new password without the old one and ends every other session', async () => {
    const a = await newAccount(t, 'Forgot12');
    const reset = await resetSession(t, a.email);
    expect(reset.resetWindowSeconds).toBe(900);
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Forgot12') }, reset.token))).toBe('PASSWORD_SAME');
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Remember1') }, reset.token))).toBeUndefined();
    expect(await isSignedIn(t, a.token)).toBe(false);
    expect(await isSignedIn(t, reset.token)).toBe(true);
    expect(errorCode(await passwordLogin(t, a.email, pw('Remember1')))).toBeUndefined();
    // The window closes with the change: the next change needs the (new) old password.
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Another12') }, reset.token))).toBe('BAD_INPUT');
  });

  it('the window lasts 15 minutes', async () => {
    const a = await newAccount(t, 'Forgot12');
    const reset = await resetSession(t, a.email);
    t.clock.advance(15 * 60_000 + 1000);
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Remember1') }, reset.token))).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(SET_PASSWORD, { n: pw('Remember1'), o: pw('Forgot12') }, reset.token))).toBeUndefined();
  });

  it('works for an account without a password too', async () => {
    const a = await newAccount(t);
    const reset = await resetSession(t, a.email);
    expect((await t.gql(SET_PASSWORD, { n: pw('Brandnew1') }, reset.token)).data?.['setPassword']).toMatchObject({
      passwordSet: true,
      email: a.email,
    });
  });

  it('checks only RESET_PASSWORD codes, each once, for its own purpose', async () => {
    const a = await newAccount(t, 'Forgot12');
    const ip = freshIp();
    t.clock.advance(61_000);
    await send(t, a.email, 'RESET_PASSWORD', 'EMAIL', ip);
    const c = await t.lastCode(a.email);
    for (const p of ['LOGIN', 'BIND'])
      expect(errorCode(await t.gql(VERIFY, { ch: 'EMAIL', a: a.email, c, p }, undefined, ip))).toBe('BAD_INPUT');
    // A reset code does not sign in by itself.
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: a.email, c }, undefined, ip))).toBe('WRONG_CODE');
    const ok = await t.gql(VERIFY, { ch: 'EMAIL', a: a.email, c, p: 'RESET_PASSWORD' }, undefined, ip);
    expect(ok.data?.['verifyValidationCode']).toMatchObject({ resetWindowSeconds: 900, user: { id: a.userId, passwordSet: true } });
    expect(errorCode(await t.gql(VERIFY, { ch: 'EMAIL', a: a.email, c, p: 'RESET_PASSWORD' }, undefined, ip))).toBe('WRONG_CODE');
  });

  it('an address without an account answers ACCOUNT_NOT_FOUND; a wrong code WRONG_CODE with the tries left', async () => {
    const unknown = await t.gql(VERIFY, { ch: 'EMAIL', a: freshEmail(), c: '1234', p: 'RESET_PASSWORD' });
    expect(extensions(unknown)).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', channel: 'email' });
    expect(extensions(await t.gql(VERIFY, { ch: 'PHONE', a: '+4915112345678', c: '1234', p: 'RESET_PASSWORD' }))).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      channel: 'phone',
    });
    const a = await newAccount(t);
    const ip = freshIp();
    t.clock.advance(61_000);
    await send(t, a.email, 'RESET_PASSWORD', 'EMAIL', ip);
    const c = await t.lastCode(a.email);
    const wrong = await t.gql(VERIFY, { ch: 'EMAIL', a: a.email, c: c === '0000' ? '1111' : '0000', p: 'RESET_PASSWORD' }, undefined, ip);
    expect(extensions(wrong)).toMatchObject({ code: 'WRONG_CODE', attemptsLeft: 2 });
    // The account is deleted between sending and checking: the code opens nothing (codes and guards go with it).
    await t.db.delete(users).where(eq(users.id, a.userId));
    expect(extensions(await t.gql(VERIFY, { ch: 'EMAIL', a: a.email, c, p: 'RESET_PASSWORD' }, undefined, ip))).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      channel: 'email',
    });
  });
});
