// Bad input found by an audit of every query, mutation and route: each gets a code from the schema's ErrorCode
// catalogue (never INTERNAL, never graphql's own codes) or a 4xx, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ KIOSK_PIN: '246813' });
  ({ token } = await t.signIn('bad-input@example.com'));
});
afterAll(() => t.close());

const code = (res: GqlResult) => res.errors?.[0]?.extensions?.['code'];
const REPORTS = 'query($f: DateTime, $t: DateTime) { reports(from: $f, to: $t) { edges { cursor } } }';
const TREND = 'query($f: DateTime, $t: DateTime) { bodyTrend(key: WT, from: $f, to: $t) { points { value } } }';
const GIRTH_TREND = 'query($f: DateTime) { girthTrend(key: WAIST, from: $f) { points { value } } }';

describe('dates', () => {
  it('refuses dates PostgreSQL cannot hold, in every query that takes one', async () => {
    // The last two: a local time in year 9999 whose instant is in 10000, and an offset beyond any time zone.
    for (const f of [
      '0000-01-01T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '9999-12-31T23:00:00-05:00',
      '2020-01-01T00:00:00+16:00',
    ]) {
      for (const query of [REPORTS, TREND, GIRTH_TREND]) expect(code(await t.gql(query, { f }, token)), `${f} ${query}`).toBe('BAD_INPUT');
    }
    expect(code(await t.gql('{ reports(from: "0000-01-01") { edges { cursor } } }', {}, token))).toBe('BAD_INPUT');
  });

  it('refuses a date of another JSON type, or a string that is not ISO 8601', async () => {
    for (const f of [12345, true, { y: 2020 }, '1 2 3', 'yesterday', '2020-13-01', '2020-02-30T00:00:00Z', '']) {
      expect(code(await t.gql(REPORTS, { f }, token)), JSON.stringify(f)).toBe('BAD_INPUT');
      expect(code(await t.gql(TREND, { t: f }, token)), JSON.stringify(f)).toBe('BAD_INPUT');
    }
    expect(code(await t.gql('{ reports(to: "1 2 3") { edges { cursor } } }', {}, token))).toBe('BAD_INPUT');
  });

  it('takes ISO 8601 dates and times, with or without an offset', async () => {
    for (const f of [
      '2020-01-01',
      '2020-01-01T10:00:00Z',
      '2020-01-01T10:00:00.123+05:30',
      '2020-01-01T10:00Z',
      '2020-01-01T10:00:00+1345',
      '0050-06-01',
    ]) {
      const res = await t.gql(REPORTS, { f }, token);
      expect(res.errors, f).toBeUndefined();
    }
  });
});

describe('ids and cursors', () => {
  it('a scan id with a NUL is not found, not an internal error', async () => {
    expect(code(await t.gql('query($s: ID!) { reportByScan(scanId: $s) { id } }', { s: 'abc\u0000def' }, token))).toBe('NOT_FOUND');
  });

  it('a crafted cursor is an invalid cursor', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const tValue of [
      '2020',
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      'x\u0000',
      '2020-01-01T00:00:00+16:00',
      '9999-12-31T23:00:00-05:00',
    ]) {
      const res = await t.gql(
        'query($a: String) { reports(after: $a) { edges { cursor } } }',
        { a: cursor({ t: tValue, id: '00000000-0000-0000-0000-000000000000' }) },
        token,
      );
      expect(code(res), tValue).toBe('BAD_INPUT');
    }
  });
});

describe('graphql validation', () => {
  it("speaks the schema's ErrorCode vocabulary for graphql's own validation errors", async () => {
    for (const query of [
      '{ me { passwordHash } }',
      '{ reports(first: 99999999999) { edges { cursor } } }',
      'mutation { getThirdLoginUrl(provider: C) { url } }',
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      '{ me @include(if: true) @include(if: true) { name } }',
    ]) {
      const res = await t.gql(query, {}, token);
      expect(res.errors?.length, query).toBeGreaterThan(0);
      for (const error of res.errors ?? []) expect(error.extensions?.['code'], query).toBe('BAD_INPUT');
    }
  });

  it('uses the default of a DateTime variable that was left out, as a date', async () => {
    const res = await t.gql('query($f: DateTime = "2020-01-01") { bodyTrend(key: WT, from: $f) { points { value } } }', {}, token);
    expect(res.errors).toBeUndefined();
  });

  it('uses the default of a non-null variable that was left out', async () => {
    const res = await t.gql(
      'mutation($c: AccountChannel!, $a: String!, $p: CodePurpose! = LOGIN) { sendValidationCode(channel: $c, address: $a, purpose: $p) { resendInSeconds } }',
      { c: 'EMAIL', a: 'defaults@example.com' },
    );
    expect(res.errors).toBeUndefined();
  });
});

describe('kiosk PIN', () => {
  it('a PIN shorter than 4 digits is bad input and does not count as a wrong try', async () => {
    for (const pin of ['1', '12', '123'])
      expect(code(await t.gql('mutation($p: String!) { checkKioskPin(pin: $p) }', { p: pin }))).toBe('BAD_INPUT');
    // Ten wrong tries an hour are allowed: all ten are still there.
    for (let i = 0; i < 10; i++)
      expect(code(await t.gql('mutation($p: String!) { checkKioskPin(pin: $p) }', { p: '0000' }))).toBe('KIOSK_PIN_WRONG');
  });
});

describe('names', () => {
  const update = (name: string) => t.gql('mutation($n: String) { updateProfile(input: { name: $n }) { name } }', { n: name }, token);

  it('refuses a name that would be stored altered, be invisible, or read backwards', async () => {
    for (const name of ['ab\ud800cd', 'ab\udc00', '\u200b', '\u200b\u2060\ufeff', '\u202egnp.exe', 'Ann\u2066a', 'A\u200fB']) {
      const res = await update(name);
      expect(code(res), JSON.stringify(name)).toBe('INVALID_NAME');
      // The form says which rule: characters here, length below.
      expect(res.errors?.[0]?.extensions?.['issue']).toBe('characters');
    }
    expect((await update('a'.repeat(41))).errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_NAME', issue: 'long' });
    const me = await t.gql('{ me { name } }', {}, token);
    expect((me.data?.['me'] as { name: string | null }).name).toBeNull();
  });

  it('keeps names in every script, with joiners where a script needs them', async () => {
    for (const name of ['Zoë', 'محمد', 'میخواهم', 'श्री', '山田 太郎', 'Анна-Мария', '👩‍👩‍👧']) {
      const res = await update(name);
      expect(res.errors, name).toBeUndefined();
      expect((res.data?.['updateProfile'] as { name: string }).name).toBe(name);
    }
  });
});

describe('routes', () => {
  it('the device API refuses an account address with a NUL as a bad body, and stores nothing', async () => {
    const body = { ...scanBody({ scanId: newId() }), account: { email: 'a\u0000@x.test' } };
    const posted = await postScan(t, body);
    expect(posted.status).toBe(400);
    expect(posted.body['error']).toBe('invalid_body');
    const res = await t.gql('query($s: ID!) { reportByScan(scanId: $s) { id } }', { s: body.scanId }, token);
    expect(code(res)).toBe('NOT_FOUND');
  });

  it('the dev outbox refuses a NUL in the address', async () => {
    const res = await t.request('/api/dev/outbox?to=a%00b');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_to' });
  });
});
