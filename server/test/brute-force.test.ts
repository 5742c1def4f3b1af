// Scripted guessing of codes and passwords: single requests, many guesses in one document, and a burst spread over
// two server copies on one database. Each guess that is actually checked is one chance (1 in 10,000 for a code);
// the tests count those chances against what the limits allow, and check that a lock holds even for the right answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codeGuards } from '../src/db/schema.ts';
import { LIMITS } from '../src/domain/codes.ts';
import { ipLimits } from '../src/domain/ip-limits.ts';
import { MAX_ALIASES, MAX_TOKENS } from '../src/graphql/limits.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';
import { LOGIN, errorCode, extensions, freshEmail, freshIp, newAccount, passwordLogin, pw, send } from './account-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const retryMs = (r: GqlResult) => Number(extensions(r)['retryAfterSeconds'] ?? 60) * 1000;
const guessCode = (i: number, right: string) => {
  // The attacker's i-th guess, never the right code: the test counts chances instead of relying on luck.
  const g = String(i % 10_000).padStart(4, '0');
  return g === right ? String((i + 1) % 10_000).padStart(4, '0') : g;
};

describe('guessing a code with single requests', () => {
  it('gets at most 10 checked guesses per hour-long lock, and a lock holds even for the right code', async () => {
    const email = freshEmail('victim');
    const ip = '192.0.2.10';
    const hours = 8;
    const end = t.clock.now().getTime() + hours * HOUR;
    let chances = 0;
    let locks = 0;
    let guess = 0;
    while (t.clock.now().getTime() < end) {
      const sent = await send(t, email, 'LOGIN', 'EMAIL', ip);
      if (sent.errors) {
        expect(['CODE_TOO_SOON', 'CODE_RATE_LIMITED', 'ACCOUNT_LOCKED']).toContain(errorCode(sent));
        t.clock.advance(retryMs(sent));
        continue;
      }
      const right = await t.lastCode(email);
      for (let i = 0; i < 5; i++) {
        const r = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: guessCode(guess++, right) }, undefined, ip);
        if (errorCode(r) === 'ACCOUNT_LOCKED') {
          locks += 1;
          // Locked: the right code is refused too.
          expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: right }, undefined, ip))).toBe('ACCOUNT_LOCKED');
          t.clock.advance(retryMs(r));
          break;
        }
        expect(errorCode(r)).toBe('WRONG_CODE');
        chances += 1;
        // The code's third wrong try kills it; a new one is needed.
        if (extensions(r)['attemptsLeft'] === 0) break;
      }
      t.clock.advance(LIMITS.resendMs);
    }
    // About 10 chances an hour: 10,000 codes take about 40 days on average to hit.
    expect(locks).toBeGreaterThanOrEqual(hours - 1);
    expect(chances).toBeLessThanOrEqual(LIMITS.failuresBeforeLock * (locks + 1));
    expect(chances).toBeGreaterThanOrEqual(LIMITS.failuresBeforeLock * locks);
  });
});

describe('guessing a password with single requests', () => {
  it('gets 10 guesses, then an hour of ACCOUNT_LOCKED for every answer, the right one included', async () => {
    const a = await newAccount(t, 'Sturdy123');
    const hours = 3;
    let checked = 0;
    let locked = 0;
    for (let h = 0; h < hours; h++) {
      for (let i = 0; i < 25; i++) {
        const r = await passwordLogin(t, a.email, pw(`guess-${h}-${i}`), 'EMAIL', '192.0.2.20');
        if (errorCode(r) === 'WRONG_PASSWORD') checked += 1;
        else {
          expect(errorCode(r)).toBe('ACCOUNT_LOCKED');
          locked += 1;
        }
      }
      expect(errorCode(await passwordLogin(t, a.email, pw('Sturdy123')))).toBe('ACCOUNT_LOCKED');
      t.clock.advance(HOUR);
    }
    expect(checked).toBe(LIMITS.failuresBeforeLock * hours);
    expect(locked).toBe((25 - LIMITS.failuresBeforeLock) * hours);
    expect(errorCode(await passwordLogin(t, a.email, pw('Sturdy123')))).toBeUndefined();
  });
});

describe('many guesses in one document', () => {
  const guard = async (address: string) =>
    (await t.db.select().from(codeGuards).where(eq(codeGuards.address, address)))[0]?.consecutiveFailures ?? 0;
  const post = (body: unknown) =>
    t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, freshIp());

  it('refuses two checks in one document (aliases or a fragment on Mutation) before any runs', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await send(t, email, 'LOGIN', 'EMAIL', ip);
    const right = await t.lastCode(email);
    const aliased = Array.from({ length: 3 }, (_, i) => `g${i}: smsLogin(channel: EMAIL, address: "${email}", code: "${guessCode(i, right)}") { token }`);
    const documents = [
      `mutation { ${aliased.join(' ')} }`,
      `mutation { ${aliased[0]} ${aliased[1]} }`,
      `mutation { ...A ...B } fragment A on Mutation { ${aliased[0]} } fragment B on Mutation { ${aliased[1]} }`,
      `mutation { ${aliased[0]} b: verifyValidationCode(channel: EMAIL, address: "${email}", code: "1234", purpose: RESET_PASSWORD) { token } }`,
      `mutation { ${aliased[0]} p: smsLogin(channel: EMAIL, address: "${email}", password: "${pw('x')}") { token } }`,
      `mutation { s: sendValidationCode(channel: EMAIL, address: "${email}") { resendInSeconds } ${aliased[0]} }`,
    ];
    for (const query of documents) {
      const res = await post({ query });
      const body = (await res.json()) as GqlResult;
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_INPUT');
      expect(body.errors?.some((e) => /One sign-in or code operation per request/.test(e.message))).toBe(true);
    }
    expect(await guard(email)).toBe(0);
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: right }, undefined, ip))).toBeUndefined();
  });

  it('refuses more than the alias limit and batches', async () => {
    const many = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await post({ query: `{ ${many} }` });
    expect(((await res.json()) as GqlResult).errors?.[0]?.message).toMatch(/Too many aliases/);
    const batch = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    const text = await batch.text();
    expect(text).not.toContain('"__typename"');
  });

  it('refuses a document of more than MAX_TOKENS tokens at parsing, and parses one just under it', async () => {
    // `{ __typename __typename … }`: two braces plus one token per field.
    const fields = (n: number) => `{ ${Array.from({ length: n }, () => '__typename').join(' ')} }`;
    const over = (await (await post({ query: fields(MAX_TOKENS - 1) })).json()) as GqlResult;
    expect(over.errors?.[0]?.message).toMatch(/more th[ae][nt] \d+ tokens/);
    // Just under the limit the parser lets it through (what later stages make of 4,000 fields is theirs to say).
    const under = (await (await post({ query: fields(MAX_TOKENS - 2) })).json()) as GqlResult;
    expect(JSON.stringify(under.errors ?? [])).not.toMatch(/tokens/);
    const small = (await (await post({ query: fields(3) })).json()) as GqlResult;
    expect(small.errors).toBeUndefined();
  });

  it('one document may still check one code: the counters see every request', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await send(t, email, 'LOGIN', 'EMAIL', ip);
    const right = await t.lastCode(email);
    const one = await post({ query: `mutation { g: smsLogin(channel: EMAIL, address: "${email}", code: "${guessCode(0, right)}") { token } }` });
    expect(((await one.json()) as GqlResult).errors?.[0]?.extensions).toMatchObject({ code: 'WRONG_CODE', attemptsLeft: 2 });
    expect(await guard(email)).toBe(1);
  });
});

describe('a burst over two server copies on one database', () => {
  it('codes: exactly 3 tries reach the code and 10 failures lock, however the requests interleave', async () => {
    const copy = t.twin();
    const email = freshEmail();
    await send(t, email, 'LOGIN', 'EMAIL', freshIp());
    const right = await t.lastCode(email);
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? copy : t).gql(LOGIN, { ch: 'EMAIL', a: email, c: guessCode(i, right) }, undefined, `198.51.100.${i + 1}`),
      ),
    );
    const codes = burst.map(errorCode);
    expect(codes.filter((c) => c === 'WRONG_CODE')).toHaveLength(LIMITS.failuresBeforeLock);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(24 - LIMITS.failuresBeforeLock);
    const left = burst.filter((r) => errorCode(r) === 'WRONG_CODE').map((r) => extensions(r)['attemptsLeft']);
    expect(left.filter((n) => n !== 0).sort()).toEqual([1, 2]);
    expect(errorCode(await copy.gql(LOGIN, { ch: 'EMAIL', a: email, c: right }, undefined, freshIp()))).toBe('ACCOUNT_LOCKED');
    expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: right }, undefined, freshIp()))).toBe('ACCOUNT_LOCKED');
  });

  it('passwords: exactly 10 guesses are checked, the rest and the right one are locked out', async () => {
    const copy = t.twin();
    const a = await newAccount(t, 'Sturdy123');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => passwordLogin(i % 2 ? copy : t, a.email, pw(`burst-${i}`), 'EMAIL', `203.0.113.${i + 1}`)),
    );
    const codes = burst.map(errorCode);
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(LIMITS.failuresBeforeLock);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(20 - LIMITS.failuresBeforeLock);
    expect(errorCode(await passwordLogin(copy, a.email, pw('Sturdy123')))).toBe('ACCOUNT_LOCKED');
    t.clock.advance(HOUR);
    expect(errorCode(await passwordLogin(copy, a.email, pw('Sturdy123')))).toBeUndefined();
  });

  it('the per-IP check limit holds across both copies', async () => {
    const copy = t.twin();
    const ip = '192.0.2.99';
    const burst = await Promise.all(
      Array.from({ length: ipLimits.checksPerHour + 10 }, (_, i) => passwordLogin(i % 2 ? copy : t, freshEmail(), pw('x'), 'EMAIL', ip)),
    );
    const codes = burst.map(errorCode);
    expect(codes.filter((c) => c === 'ACCOUNT_NOT_FOUND')).toHaveLength(ipLimits.checksPerHour);
    expect(codes.filter((c) => c === 'CODE_RATE_LIMITED')).toHaveLength(10);
  });
});
