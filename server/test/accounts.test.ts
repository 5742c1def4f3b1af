// Accounts: phone numbers, code purposes, registration, profile, User fields and account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { codeGuards, outbox, reportFiles, reports, sessions, socialLinks, users, verificationCodes } from '../src/db/schema.ts';
import { buildBodyGlb } from '../src/simulator/mesh.ts';
import { DEMO_M30_DEVICE_KEY, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  LOGIN,
  ME,
  REGISTER,
  SET_PASSWORD,
  UPDATE_PROFILE,
  errorCode,
  extensions,
  freshEmail,
  freshIp,
  isSignedIn,
  newAccount,
  pw,
  send,
} from './account-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxOf = async (to: string) =>
  (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; body: string }>;

describe('phone numbers', () => {
  it('stores a valid number in E.164 and signs in with it however it is written', async () => {
    const ip = freshIp();
    expect(errorCode(await send(t, '+1 (201) 555-0123', 'LOGIN', 'PHONE', ip))).toBeUndefined();
    const code = await t.lastCode('+12015550123');
    const login = await t.gql(LOGIN, { ch: 'PHONE', a: '+1 201 555 0123', c: code }, undefined, ip);
    expect(login.data?.['smsLogin']).toMatchObject({ isNew: true, user: { phone: '+12015550123', email: null } });
  });

  it.each(['+15550100', '+1 555', '12015550123', '+1-800-FLOWERS', '+447700900123', '+86 1234', 'not a number', `+1${'2'.repeat(40)}`])(
    'refuses %s with INVALID_PHONE',
    async (number) => {
      const r = await send(t, number, 'LOGIN', 'PHONE');
      expect(errorCode(r)).toBe('INVALID_PHONE');
    },
  );

  it('keeps phone and e-mail accounts independent', async () => {
    const ip = freshIp();
    await send(t, '+8613800138000', 'LOGIN', 'PHONE', ip);
    const phone = await t.gql(LOGIN, { ch: 'PHONE', a: '+86 138 0013 8000', c: await t.lastCode('+8613800138000') }, undefined, ip);
    const email = await t.signIn(freshEmail(), freshIp());
    const phoneUser = (phone.data!['smsLogin'] as { user: { id: string } }).user.id;
    expect(phoneUser).not.toBe(email.userId);
  });
});

describe('code purposes', () => {
  it('sends a password-reset code only to an address with an account, naming the channel otherwise', async () => {
    const unknown = await send(t, freshEmail(), 'RESET_PASSWORD');
    expect(errorCode(unknown)).toBe('ACCOUNT_NOT_FOUND');
    expect(extensions(unknown)['channel']).toBe('email');
    const phone = await send(t, '+4915112345678', 'RESET_PASSWORD', 'PHONE');
    expect(extensions(phone)).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', channel: 'phone' });
    expect(errorCode(await send(t, 'nope', 'RESET_PASSWORD'))).toBe('INVALID_EMAIL');

    const { email } = await newAccount(t);
    t.clock.advance(61_000);
    expect(errorCode(await send(t, email, 'RESET_PASSWORD'))).toBeUndefined();
    const [msg] = await outboxOf(email);
    expect(msg!.subject).toBe('Reset your Contour password');
    expect(msg!.body).toMatch(/^Your code to reset your Contour password is \d{4}\. It is valid for 5 minutes\./);
  });

  it('sends a linking code to any valid address, in the caller’s language', async () => {
    const email = freshEmail();
    expect(errorCode(await send(t, email, 'BIND'))).toBeUndefined();
    expect((await outboxOf(email))[0]!.body).toMatch(/^Your code to link a social account with Contour is \d{4}\./);
    const zh = freshEmail();
    await t.request(
      '/api/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
        body: JSON.stringify({
          query: 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a, purpose: BIND) { resendInSeconds } }',
          variables: { a: zh },
        }),
      },
      freshIp(),
    );
    expect((await outboxOf(zh))[0]).toMatchObject({ subject: '关联您的 Contour 账号', body: expect.stringContaining('验证码是') });
  });

  it('a code only works for its purpose: a linking code does not sign in', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await send(t, email, 'BIND', 'EMAIL', ip);
    const r = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: await t.lastCode(email) }, undefined, ip);
    expect(errorCode(r)).toBe('WRONG_CODE');
  });
});

describe('smsLogin arguments', () => {
  it('needs exactly one of code and password', async () => {
    const email = freshEmail();
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email }))).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: '1234', p: pw('Secret123') }))).toBe('BAD_INPUT');
  });
});

const FORM = { name: '  Ada Lovelace  ', sex: 'FEMALE', heightCm: 168, age: 36, unitSystem: 'IMPERIAL', agreed: true };

describe('registration', () => {
  it('needs a session', async () => {
    const r = await t.gql(REGISTER, { i: FORM });
    expect(r.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('stores the form on the new account and completes the profile', async () => {
    const { token } = await newAccount(t);
    expect((await t.gql(ME, {}, token)).data?.['me']).toMatchObject({
      profileComplete: false,
      passwordSet: false,
      reportCount: 0,
      name: null,
    });
    const r = await t.gql(REGISTER, { i: FORM }, token);
    expect(r.data?.['register']).toMatchObject({
      name: 'Ada Lovelace',
      sex: 'FEMALE',
      heightCm: 168,
      age: 36,
      unitSystem: 'IMPERIAL',
      profileComplete: true,
      passwordSet: false,
    });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, (r.data!['register'] as { id: string }).id));
    expect(row?.policyAgreedAt).toEqual(t.clock.now());
  });

  it('an empty name is no name', async () => {
    const { token } = await newAccount(t);
    expect((await t.gql(REGISTER, { i: { ...FORM, name: '   ' } }, token)).data?.['register']).toMatchObject({ name: null });
    expect((await t.gql(REGISTER, { i: { ...FORM, name: null } }, token)).data?.['register']).toMatchObject({ name: null });
  });

  it.each([
    [{ name: 'x'.repeat(41) }, 'INVALID_NAME'],
    [{ name: 'tab\there' }, 'INVALID_NAME'],
    [{ heightCm: 69 }, 'INVALID_HEIGHT'],
    [{ heightCm: 201 }, 'INVALID_HEIGHT'],
    [{ age: 9 }, 'INVALID_AGE'],
    [{ age: 100 }, 'INVALID_AGE'],
    [{ agreed: false }, 'POLICY_NOT_AGREED'],
    [{ heightCm: 170.5 }, 'BAD_INPUT'],
    [{ sex: 'OTHER' }, 'BAD_INPUT'],
  ])('refuses %o with %s and changes nothing', async (change, expected) => {
    const { token } = await newAccount(t);
    const before = (await t.gql(ME, {}, token)).data?.['me'];
    expect(errorCode(await t.gql(REGISTER, { i: { ...FORM, ...change } }, token))).toBe(expected);
    expect((await t.gql(ME, {}, token)).data?.['me']).toEqual(before);
  });

  it('accepts the limits themselves: 40 characters (counted as characters), 70 and 200 cm, 10 and 99 years', async () => {
    const { token } = await newAccount(t);
    const name = '名'.repeat(39) + '😀';
    expect((await t.gql(REGISTER, { i: { ...FORM, name, heightCm: 70, age: 10 } }, token)).data?.['register']).toMatchObject({
      name,
      heightCm: 70,
      age: 10,
    });
    expect((await t.gql(REGISTER, { i: { ...FORM, heightCm: 200, age: 99 } }, token)).data?.['register']).toMatchObject({
      heightCm: 200,
      age: 99,
    });
  });
});

describe('profile changes', () => {
  it('changes only the fields given', async () => {
    const { token } = await newAccount(t);
    await t.gql(REGISTER, { i: FORM }, token);
    const r = await t.gql(UPDATE_PROFILE, { i: { heightCm: 171 } }, token);
    expect(r.data?.['updateProfile']).toMatchObject({
      name: 'Ada Lovelace',
      sex: 'FEMALE',
      heightCm: 171,
      age: 36,
      unitSystem: 'IMPERIAL',
      language: 'en-US',
    });
    const r2 = await t.gql(UPDATE_PROFILE, { i: { sex: 'MALE', age: 37, unitSystem: 'METRIC', language: 'ar' } }, token);
    expect(r2.data?.['updateProfile']).toMatchObject({
      name: 'Ada Lovelace',
      sex: 'MALE',
      heightCm: 171,
      age: 37,
      unitSystem: 'METRIC',
      language: 'ar',
    });
    const r3 = await t.gql(UPDATE_PROFILE, { i: { name: null } }, token);
    expect(r3.data?.['updateProfile']).toMatchObject({ name: null, sex: 'MALE' });
    expect((await t.gql(UPDATE_PROFILE, { i: {} }, token)).data?.['updateProfile']).toMatchObject({ sex: 'MALE', heightCm: 171 });
  });

  it('accepts every locale of the registry', async () => {
    const { LOCALES } = await import('#shared/locales.ts');
    const { token } = await newAccount(t);
    for (const language of LOCALES) {
      expect((await t.gql(UPDATE_PROFILE, { i: { language } }, token)).data?.['updateProfile']).toMatchObject({ language });
    }
  });

  it.each([
    [{ name: 'y'.repeat(41) }, 'INVALID_NAME'],
    [{ heightCm: 300 }, 'INVALID_HEIGHT'],
    [{ age: 5 }, 'INVALID_AGE'],
    [{ language: 'xx-XX' }, 'BAD_INPUT'],
    [{ language: 'ar-AR' }, 'BAD_INPUT'],
    [{ sex: null }, 'BAD_INPUT'],
    [{ heightCm: null }, 'BAD_INPUT'],
    [{ language: null }, 'BAD_INPUT'],
    // One bad field spoils the whole change.
    [{ name: 'New Name', age: 120 }, 'INVALID_AGE'],
  ])('refuses %o with %s and changes nothing', async (change, expected) => {
    const { token } = await newAccount(t);
    await t.gql(REGISTER, { i: FORM }, token);
    const before = (await t.gql(ME, {}, token)).data?.['me'];
    expect(errorCode(await t.gql(UPDATE_PROFILE, { i: change }, token))).toBe(expected);
    expect((await t.gql(ME, {}, token)).data?.['me']).toEqual(before);
  });

  it('needs a session', async () => {
    expect(errorCode(await t.gql(UPDATE_PROFILE, { i: { age: 30 } }))).toBe('UNAUTHORIZED');
  });
});

async function boundScan(token: string, seed: number) {
  const body = scanBody({}, seed);
  expect((await postScan(t, body)).status).toBe(201);
  const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  const id = (bound.data!['bindScan'] as { report: { id: string } }).report.id;
  await t.request(`/api/device/scans/${body.scanId}/model`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'model/gltf-binary' },
    body: new Uint8Array(buildBodyGlb(subject, { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 })),
  });
  return { id, scanId: body.scanId };
}

describe('User fields', () => {
  it('reportCount counts the reports not deleted; passwordSet follows setPassword', async () => {
    const { token, ip } = await newAccount(t);
    await boundScan(token, 31);
    const second = await boundScan(token, 32);
    expect((await t.gql(ME, {}, token)).data?.['me']).toMatchObject({ reportCount: 2, passwordSet: false });
    await t.request(`/api/device/scans/${second.scanId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` },
    });
    await t.gql(SET_PASSWORD, { n: pw('Abcdef12') }, token, ip);
    expect((await t.gql(ME, {}, token)).data?.['me']).toMatchObject({ reportCount: 1, passwordSet: true });
  });
});

describe('account deletion', () => {
  const DELETE = 'mutation($c: String!) { deleteAccount(confirm: $c) }';

  it('needs the word DELETE exactly, and a session', async () => {
    const { token } = await newAccount(t);
    for (const c of ['delete', 'DELETE ', '', 'yes']) expect(errorCode(await t.gql(DELETE, { c }, token))).toBe('BAD_INPUT');
    expect(await isSignedIn(t, token)).toBe(true);
    expect(errorCode(await t.gql(DELETE, { c: 'DELETE' }))).toBe('UNAUTHORIZED');
  });

  it('removes the account with its reports, files, sessions, links, codes and guards; the token stops working', async () => {
    const alice = await newAccount(t, 'Alice123');
    const bob = await newAccount(t);
    const mine = await boundScan(alice.token, 41);
    await boundScan(alice.token, 42);
    const bobs = await boundScan(bob.token, 43);
    // A second session, a social link and a failed password try (a guard row) of Alice.
    const other = await t.gql(LOGIN, { ch: 'EMAIL', a: alice.email, p: pw('Alice123') }, undefined, freshIp());
    const otherToken = (other.data!['smsLogin'] as { token: string }).token;
    await t.gql(LOGIN, { ch: 'EMAIL', a: alice.email, p: pw('Wrong123') }, undefined, freshIp());
    await t.db
      .insert(socialLinks)
      .values({ userId: alice.userId, provider: 'a', subject: 'sub-alice', nickname: 'alice', linkedAt: t.clock.now() });

    expect((await t.gql(DELETE, { c: 'DELETE' }, alice.token)).data).toEqual({ deleteAccount: true });
    expect(await isSignedIn(t, alice.token)).toBe(false);
    expect(await isSignedIn(t, otherToken)).toBe(false);
    const { db } = t;
    expect(await db.$count(users, eq(users.id, alice.userId))).toBe(0);
    expect(await db.$count(reports, or(eq(reports.userId, alice.userId), eq(reports.id, mine.id)))).toBe(0);
    expect(await db.$count(reportFiles, eq(reportFiles.reportId, mine.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, alice.userId))).toBe(0);
    expect(await db.$count(socialLinks, eq(socialLinks.userId, alice.userId))).toBe(0);
    expect(await db.$count(verificationCodes, eq(verificationCodes.address, alice.email))).toBe(0);
    expect(await db.$count(codeGuards, eq(codeGuards.address, alice.email))).toBe(0);
    expect(await db.$count(outbox, eq(outbox.to, alice.email))).toBe(0);
    // Bob keeps everything.
    expect((await t.gql(ME, {}, bob.token)).data?.['me']).toMatchObject({ reportCount: 1 });
    // His mesh (the body for the phone is made from it off the request, and may or may not be there yet).
    expect(await db.$count(reportFiles, and(eq(reportFiles.reportId, bobs.id), eq(reportFiles.kind, 'mesh')))).toBe(1);
    // The address can start over as a new account.
    t.clock.advance(61_000);
    expect((await t.signIn(alice.email, freshIp())).isNew).toBe(true);
  });
});
