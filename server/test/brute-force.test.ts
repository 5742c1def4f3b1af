// Scripted guessing of codes and passwords: single requests from unlimited addresses over simulated days, many
// guesses in one document, a burst spread over two server copies on one database, and a stranger trying to lock the
// owner out. Each guess that is actually checked is one chance (1 in 10,000 for a code); the tests count those
// chances against the budget of docs/security.md: at most 10 a day per account, so at most 0.1 % a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { rateEvents, users } from '../src/db/schema.ts';
import { DAY, HOUR } from '../src/domain/limits.ts';
import { MAX_ALIASES, MAX_TOKENS } from '../src/graphql/limits.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';
import { LOGIN, VERIFY, errorCode, extensions, freshEmail, freshIp, newAccount, passwordLogin, pw, send } from './account-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limits = () => t.app.deps.limits;
const LINK_LOGIN = 'mutation($t: String!) { linkLogin(token: $t) { token isNew user { id email } } }';
const retryMs = (r: GqlResult) => Number(extensions(r)['retryAfterSeconds'] ?? 60) * 1000;
const guessCode = (i: number, right: string) => {
  // The attacker's i-th guess, never the right code: the test counts chances instead of relying on luck.
  const g = String(i % 10_000).padStart(4, '0');
  return g === right ? String((i + 1) % 10_000).padStart(4, '0') : g;
};
/** Wrong guesses counted against an address's budget, or its account's once it has one (what the daily limit reads). */
const spent = async (kind: 'code_wrong' | 'password_wrong', email: string) => {
  const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const keys = [`email:${email}`, ...(account ? [`user:${account.id}`] : [])];
  const [row] = await t.db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), inArray(rateEvents.key, keys)));
  return row?.n ?? 0;
};

describe('guessing a code from unlimited addresses over simulated days', () => {
  it('gets at most 10 checked guesses in any 24 hours (0.1 % a day), and a lock holds even for the right code', async () => {
    const email = freshEmail('victim');
    const days = 3;
    const start = t.clock.now().getTime();
    const chancesAt: number[] = [];
    let guess = 0;
    let locks = 0;
    while (t.clock.now().getTime() < start + days * DAY) {
      // A new address for every request: per-IP limits never bite, only the account's budget does.
      const sent = await send(t, email, 'LOGIN', 'EMAIL', freshIp());
      if (sent.errors) {
        expect(['CODE_TOO_SOON', 'CODE_RATE_LIMITED']).toContain(errorCode(sent));
        t.clock.advance(retryMs(sent));
        continue;
      }
      const right = await t.lastCode(email);
      for (let i = 0; i < limits().code.triesPerCode; i++) {
        const r = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: guessCode(guess++, right) }, undefined, freshIp());
        if (errorCode(r) === 'ACCOUNT_LOCKED') {
          locks += 1;
          expect(extensions(r)['secret']).toBe('code');
          // Locked: the right code is refused too.
          expect(errorCode(await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: right }, undefined, freshIp()))).toBe('ACCOUNT_LOCKED');
          t.clock.advance(retryMs(r));
          break;
        }
        expect(errorCode(r)).toBe('WRONG_CODE');
        expect(extensions(r)['attemptsLeft']).toBe(limits().code.triesPerCode - 1 - i);
        chancesAt.push(t.clock.now().getTime());
      }
      t.clock.advance(limits().code.resendMs);
    }
    expect(locks).toBeGreaterThanOrEqual(days - 1);
    // In every 24-hour window starting at a chance, at most 10 chances: at most 10/10,000 = 0.1 % a day.
    for (const at of chancesAt) expect(chancesAt.filter((x) => x >= at && x < at + DAY).length).toBeLessThanOrEqual(10);
    expect(chancesAt.length).toBeGreaterThanOrEqual(10 * (days - 1));
    expect(chancesAt.length).toBeLessThanOrEqual(10 * days);
  });
});

describe('a stranger who never receives a code', () => {
  it('can guess without a code forever and spend none of the budget; the owner still signs in with a code', async () => {
    const email = freshEmail('owner');
    for (let i = 0; i < 40; i++) {
      const r = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: String(1000 + i) }, undefined, freshIp());
      expect(errorCode(r)).toBe('WRONG_CODE');
    }
    expect(await spent('code_wrong', email)).toBe(0);
    expect(errorCode(await send(t, email))).toBeUndefined();
    const ok = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: await t.lastCode(email) }, undefined, freshIp());
    expect(errorCode(ok)).toBeUndefined();
  });

  it('who spends the code budget with codes the owner receives: the owner can still ask for a message and signs in by its link', async () => {
    const email = freshEmail('owner');
    for (let n = 0; (await spent('code_wrong', email)) < limits().windows.code_wrong.limit; n++) {
      t.clock.advance(limits().code.resendMs);
      const sent = await send(t, email, 'LOGIN', 'EMAIL', freshIp());
      if (sent.errors) {
        t.clock.advance(retryMs(sent));
        continue;
      }
      const right = await t.lastCode(email);
      for (let i = 0; i < 3; i++) await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: guessCode(n * 3 + i, right) }, undefined, freshIp());
    }
    t.clock.advance(HOUR);
    // The owner asks for a message: a lock on guessing never stops a send.
    const sent = await send(t, email);
    expect(errorCode(sent)).toBeUndefined();
    const locked = await t.gql(LOGIN, { ch: 'EMAIL', a: email, c: await t.lastCode(email) }, undefined, freshIp());
    expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
    expect(retryMs(locked)).toBeGreaterThan(0);
    expect(retryMs(locked)).toBeLessThanOrEqual(DAY);
    // The link in the same message signs in: no lock applies to it.
    const token = await t.lastLink(email);
    const signedIn = await t.gql(LINK_LOGIN, { t: token });
    expect(errorCode(signedIn)).toBeUndefined();
    expect((signedIn.data?.['linkLogin'] as { user: { email: string } }).user.email).toBe(email);
    // Once only.
    expect(errorCode(await t.gql(LINK_LOGIN, { t: token }))).toBe('CODE_EXPIRED');
  });

  it("who fills the address's hour of sign-in messages: the newest message's link works until the owner can ask again", async () => {
    const email = freshEmail('owner');
    for (let i = 0; i < limits().code.sendsPerHour; i++) {
      expect(errorCode(await send(t, email, 'LOGIN', 'EMAIL', freshIp()))).toBeUndefined();
      t.clock.advance(limits().code.resendMs);
    }
    const newest = await t.lastLink(email);
    const refused = await send(t, email);
    expect(errorCode(refused)).toBe('CODE_RATE_LIMITED');
    // Just before the owner may ask again, the newest link still works.
    t.clock.advance(retryMs(refused) - 2000);
    expect(errorCode(await t.gql(LINK_LOGIN, { t: newest }))).toBeUndefined();
  });

  it('who asks for reset or linking codes does not use up the sign-in messages', async () => {
    const { email } = await newAccount(t);
    for (let i = 0; i < limits().code.sendsPerHour; i++) {
      t.clock.advance(limits().code.resendMs);
      expect(errorCode(await send(t, email, 'RESET_PASSWORD', 'EMAIL', freshIp()))).toBeUndefined();
    }
    t.clock.advance(limits().code.resendMs);
    expect(errorCode(await send(t, email, 'RESET_PASSWORD', 'EMAIL', freshIp()))).toBe('CODE_RATE_LIMITED');
    expect(errorCode(await send(t, email, 'LOGIN', 'EMAIL', freshIp()))).toBeUndefined();
  });

  it('a link is refused when unknown, malformed or older than an hour', async () => {
    const email = freshEmail();
    await send(t, email);
    const token = await t.lastLink(email);
    expect(errorCode(await t.gql(LINK_LOGIN, { t: 'A'.repeat(43) }))).toBe('CODE_EXPIRED');
    expect(errorCode(await t.gql(LINK_LOGIN, { t: 'short' }))).toBe('CODE_EXPIRED');
    t.clock.advance(limits().code.linkTtlMs + 1000);
    expect(errorCode(await t.gql(LINK_LOGIN, { t: token }))).toBe('CODE_EXPIRED');
  });
});

describe('one budget per account, across its addresses and purposes', () => {
  it('10 wrong guesses spread over the e-mail and the phone of one account, from rotated networks, lock both', async () => {
    const a = await newAccount(t);
    const phone = `+1201555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await t.db.update(users).set({ phone }).where(eq(users.id, a.userId));
    const stranger = freshEmail('no-account');
    const { limit } = limits().windows.code_wrong;
    // Alternately: a sign-in code by e-mail, one by SMS, a password-reset code by e-mail; two wrong guesses at each.
    const targets = [
      { ch: 'EMAIL', a: a.email, p: 'LOGIN' },
      { ch: 'PHONE', a: phone, p: 'LOGIN' },
      { ch: 'EMAIL', a: a.email, p: 'RESET_PASSWORD' },
    ] as const;
    let wrong = 0;
    for (let n = 0; wrong < limit; n++) {
      const target = targets[n % targets.length]!;
      t.clock.advance(limits().code.resendMs);
      const sent = await send(t, target.a, target.p, target.ch, freshIp());
      expect(errorCode(sent)).toBeUndefined();
      const right = await t.lastCode(target.a);
      for (let i = 0; i < 2 && wrong < limit; i++) {
        const guess = guessCode(n * 2 + i, right);
        const r =
          target.p === 'LOGIN'
            ? await t.gql(LOGIN, { ch: target.ch, a: target.a, c: guess }, undefined, freshIp())
            : await t.gql(VERIFY, { ch: target.ch, a: target.a, c: guess, p: target.p }, undefined, freshIp());
        expect(errorCode(r)).toBe('WRONG_CODE');
        wrong += 1;
      }
    }
    // The eleventh guess, at either address and any purpose, with the right code: locked.
    for (const target of targets) {
      t.clock.advance(limits().code.resendMs);
      expect(errorCode(await send(t, target.a, target.p, target.ch, freshIp()))).toBeUndefined();
      const right = await t.lastCode(target.a);
      const r =
        target.p === 'LOGIN'
          ? await t.gql(LOGIN, { ch: target.ch, a: target.a, c: right }, undefined, freshIp())
          : await t.gql(VERIFY, { ch: target.ch, a: target.a, c: right, p: target.p }, undefined, freshIp());
      expect(errorCode(r)).toBe('ACCOUNT_LOCKED');
    }
    // An address with no account keeps its own budget: untouched by the account's.
    expect(errorCode(await send(t, stranger, 'LOGIN', 'EMAIL', freshIp()))).toBeUndefined();
    const first = await t.gql(LOGIN, { ch: 'EMAIL', a: stranger, c: guessCode(0, await t.lastCode(stranger)) }, undefined, freshIp());
    expect(errorCode(first)).toBe('WRONG_CODE');
    // The owner still signs in by the link in the newest message (of either address).
    t.clock.advance(limits().code.resendMs);
    expect(errorCode(await send(t, phone, 'LOGIN', 'PHONE', freshIp()))).toBeUndefined();
    const link = /\/linkLogin#([A-Za-z0-9_-]{43})/.exec(
      ((await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as Array<{ body: string }>)[0]!.body,
    )?.[1];
    const signedIn = await t.gql(LINK_LOGIN, { t: link });
    expect((signedIn.data?.['linkLogin'] as { user: { id: string } } | undefined)?.user.id).toBe(a.userId);
    // A day after the first guess, both addresses take guesses again.
    t.clock.advance(DAY);
    expect(errorCode(await send(t, a.email, 'LOGIN', 'EMAIL', freshIp()))).toBeUndefined();
    const again = await t.gql(LOGIN, { ch: 'EMAIL', a: a.email, c: await t.lastCode(a.email) }, undefined, freshIp());
    expect(errorCode(again)).toBeUndefined();
  });
});

describe('guessing a password from unlimited addresses', () => {
  it('gets 10 guesses a day; then ACCOUNT_LOCKED for every answer, the right one included, while a code still signs in', async () => {
    const a = await newAccount(t, 'Sturdy123');
    const days = 2;
    let checked = 0;
    for (let d = 0; d < days; d++) {
      for (let h = 0; h < 24; h += 6) {
        for (let i = 0; i < 5; i++) {
          const r = await passwordLogin(t, a.email, pw(`guess-${d}-${h}-${i}`), 'EMAIL', freshIp());
          if (errorCode(r) === 'WRONG_PASSWORD') checked += 1;
          else expect(errorCode(r)).toBe('ACCOUNT_LOCKED');
        }
        t.clock.advance(6 * HOUR);
      }
    }
    expect(checked).toBe(limits().windows.password_wrong.limit * days);
    await passwordLogin(t, a.email, pw('guess-more'), 'EMAIL', freshIp());
    await passwordLogin(t, a.email, pw('guess-more-2'), 'EMAIL', freshIp());
    expect(errorCode(await passwordLogin(t, a.email, pw('Sturdy123')))).toBe('ACCOUNT_LOCKED');
    // The password budget is not the code's: the owner signs in with a code.
    expect((await t.signIn(a.email, freshIp())).userId).toBe(a.userId);
  });
});

describe('many guesses in one document', () => {
  const post = (body: unknown) =>
    t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, freshIp());

  it('refuses two checks in one document (aliases or a fragment on Mutation) before any runs', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await send(t, email, 'LOGIN', 'EMAIL', ip);
    const right = await t.lastCode(email);
    const aliased = Array.from(
      { length: 3 },
      (_, i) => `g${i}: smsLogin(channel: EMAIL, address: "${email}", code: "${guessCode(i, right)}") { token }`,
    );
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
    expect(await spent('code_wrong', email)).toBe(0);
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
    const one = await post({
      query: `mutation { g: smsLogin(channel: EMAIL, address: "${email}", code: "${guessCode(0, right)}") { token } }`,
    });
    expect(((await one.json()) as GqlResult).errors?.[0]?.extensions).toMatchObject({ code: 'WRONG_CODE', attemptsLeft: 2 });
    expect(await spent('code_wrong', email)).toBe(1);
  });
});

describe('a burst over two server copies on one database', () => {
  it('codes: exactly 3 tries reach one code, and the 10 guesses of the day hold, however the requests interleave', async () => {
    const copy = t.twin();
    const email = freshEmail();
    let counted = 0;
    for (let round = 0; round < 5; round++) {
      t.clock.advance(limits().code.resendMs);
      expect(errorCode(await send(t, email, 'LOGIN', 'EMAIL', freshIp()))).toBeUndefined();
      const right = await t.lastCode(email);
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? copy : t).gql(LOGIN, { ch: 'EMAIL', a: email, c: guessCode(round * 12 + i, right) }, undefined, `198.51.100.${i + 1}`),
        ),
      );
      const codes = burst.map(errorCode);
      expect(codes.every((c) => c === 'WRONG_CODE' || c === 'ACCOUNT_LOCKED')).toBe(true);
      const reached = burst.filter((r) => errorCode(r) === 'WRONG_CODE' && extensions(r)['attemptsLeft'] !== 0).length;
      expect(reached).toBeLessThanOrEqual(2);
      counted = await spent('code_wrong', email);
      expect(counted).toBeLessThanOrEqual(limits().windows.code_wrong.limit);
    }
    expect(counted).toBe(limits().windows.code_wrong.limit);
    t.clock.advance(limits().code.resendMs);
    await send(t, email, 'LOGIN', 'EMAIL', freshIp());
    expect(errorCode(await copy.gql(LOGIN, { ch: 'EMAIL', a: email, c: await t.lastCode(email) }, undefined, freshIp()))).toBe(
      'ACCOUNT_LOCKED',
    );
  });

  it('passwords: exactly 10 guesses are checked, the rest and the right one are locked out for the day', async () => {
    const copy = t.twin();
    const a = await newAccount(t, 'Sturdy123');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => passwordLogin(i % 2 ? copy : t, a.email, pw(`burst-${i}`), 'EMAIL', `203.0.113.${i + 1}`)),
    );
    const codes = burst.map(errorCode);
    const { limit } = limits().windows.password_wrong;
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(limit);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(20 - limit);
    expect(errorCode(await passwordLogin(copy, a.email, pw('Sturdy123')))).toBe('ACCOUNT_LOCKED');
    t.clock.advance(HOUR);
    expect(errorCode(await passwordLogin(copy, a.email, pw('Sturdy123')))).toBe('ACCOUNT_LOCKED');
    t.clock.advance(DAY);
    expect(errorCode(await passwordLogin(copy, a.email, pw('Sturdy123')))).toBeUndefined();
  });

  it('the per-IP check limit holds across both copies', async () => {
    const copy = t.twin();
    const ip = '192.0.2.99';
    const { limit } = limits().windows.check_ip;
    const burst = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => passwordLogin(i % 2 ? copy : t, freshEmail(), pw('x'), 'EMAIL', ip)),
    );
    const codes = burst.map(errorCode);
    expect(codes.filter((c) => c === 'ACCOUNT_NOT_FOUND')).toHaveLength(limit);
    expect(codes.filter((c) => c === 'CODE_RATE_LIMITED')).toHaveLength(10);
  });
});
