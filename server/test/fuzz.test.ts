// Fuzzing the two ways in: GraphQL operations with random variables (signed in and not), and scans posted by a
// device with random fields, values and content types. Seeded and of a fixed count, so a failure replays exactly.
// What must hold: no 5xx, no INTERNAL error, and a refused request stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { devices, outbox, reportFiles, reports, sessions, shareLinks, users, verificationCodes } from '../src/db/schema.ts';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';
import { DEMO_M30_DEVICE_KEY, scanBody } from './fixtures.ts';
import { freshIp } from './account-fixtures.ts';

const SEED = 20261126;
/** Stands for the signed-in person's own report id, known only once the run has made it. */
const OWN_REPORT = '<own report>';
const RUNS = 400;

let t: TestApp;
let token: string;
let reportId: string;
beforeAll(async () => {
  t = await createTestApp({ KIOSK_PIN: '246813' });
  ({ token } = await t.signIn('fuzz@example.com'));
  const body = scanBody();
  const res = await t.request('/api/device/scans', {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  reportId = ((await res.json()) as { id: string }).id;
  await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
});
afterAll(() => t.close());

/** Row counts of every table a request could add to; a refused request must leave all of them as they were. */
async function stored(): Promise<string> {
  const tables = [users, reports, reportFiles, sessions, shareLinks, verificationCodes, outbox, devices];
  const counts = await Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0));
  return counts.join(',');
}

// Every operation a caller can send, with a small selection; sendReport is left out (it prints a PDF with Chromium).
const OPERATIONS: Array<[string, string[]]> = [
  ['query($a: ID!) { report(id: $a) { id score } }', ['a']],
  ['query($a: ID!) { reportByScan(scanId: $a) { id } }', ['a']],
  ['query($a: ProductModel) { latestReport(model: $a) { id } }', ['a']],
  [
    'query($a: ProductModel, $b: Int, $c: String, $d: DateTime, $e: DateTime) { reports(model: $a, first: $b, after: $c, from: $d, to: $e) { edges { node { id } } } }',
    ['a', 'b', 'c', 'd', 'e'],
  ],
  ['query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { base { id } } }', ['a', 'b']],
  [
    'query($a: BodyMetricKey!, $b: ProductModel, $c: DateTime) { bodyTrend(key: $a, model: $b, from: $c) { points { value } } }',
    ['a', 'b', 'c'],
  ],
  ['query($a: GirthKey!, $b: DateTime) { girthTrend(key: $a, to: $b) { points { value } } }', ['a', 'b']],
  ['query($a: String!) { sharedReport(token: $a) { report { id } } }', ['a']],
  [
    'mutation($a: AccountChannel!, $b: String!, $c: CodePurpose!) { sendValidationCode(channel: $a, address: $b, purpose: $c) { resendInSeconds } }',
    ['a', 'b', 'c'],
  ],
  [
    'mutation($a: AccountChannel!, $b: String!, $c: String, $d: String) { smsLogin(channel: $a, address: $b, code: $c, password: $d) { token } }',
    ['a', 'b', 'c', 'd'],
  ],
  ['mutation($a: String!) { linkLogin(token: $a) { token } }', ['a']],
  [
    'mutation($a: AccountChannel!, $b: String!, $c: String!, $d: CodePurpose!) { verifyValidationCode(channel: $a, address: $b, code: $c, purpose: $d) { token } }',
    ['a', 'b', 'c', 'd'],
  ],
  ['mutation($a: RegisterInput!) { register(input: $a) { id } }', ['a']],
  ['mutation($a: ProfileInput!) { updateProfile(input: $a) { id } }', ['a']],
  [
    'mutation($a: SocialProvider!, $b: String!, $c: AccountChannel, $d: String, $e: String) { thirdLogin(provider: $a, accessToken: $b, channel: $c, address: $d, code: $e) { status } }',
    ['a', 'b', 'c', 'd', 'e'],
  ],
  ['mutation($a: String!, $b: String) { setPassword(newPassword: $a, oldPassword: $b) { id } }', ['a', 'b']],
  ['mutation($a: String!) { deleteAccount(confirm: $a) }', ['a']],
  ['mutation($a: ID!) { bindScan(scanId: $a) { report { id } } }', ['a']],
  ['mutation($a: ID!) { createShareLink(reportId: $a) { id } }', ['a']],
  ['mutation($a: ID!) { revokeShareLink(id: $a) }', ['a']],
  ['mutation($a: String!) { checkKioskPin(pin: $a) }', ['a']],
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'EMAIL',
    'PHONE',
    'LOGIN',
    'M30',
    'S30',
    'weight',
    'DELETE',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '+12015550100',
  ),
  fc.emailAddress(),
  fc.integer({ min: 0, max: 20 }).map((n) => 'x'.repeat(2 ** n)),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(OWN_REPORT, '00000000-0000-0000-0000-000000000000'),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      name: text,
      sex: fc.constantFrom('MALE', 'FEMALE', 'other'),
      heightCm: fc.integer(),
      age: fc.integer(),
      unitSystem: fc.constantFrom('METRIC', 'IMPERIAL', 1),
      agreed: fc.boolean(),
      language: text,
    },
    { requiredKeys: [] },
  ),
);

const gqlCase = fc.record({
  op: fc.constantFrom(...OPERATIONS),
  vars: fc.array(value, { minLength: 5, maxLength: 5 }),
  signedIn: fc.boolean(),
});

describe('fuzzing', () => {
  it(`GraphQL: ${RUNS} random operations give no 5xx, no INTERNAL, and store nothing when refused`, async () => {
    const outcomes = { answered: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(gqlCase, async ({ op: [query, names], vars, signedIn }) => {
        // Keep the account (a random deleteAccount would end the run's session) and the clock moving for limits.
        if (query.includes('deleteAccount')) vars[0] = 'delete';
        t.clock.advance(61_000);
        const variables = Object.fromEntries(names.map((name, i) => [name, vars[i] === OWN_REPORT ? reportId : vars[i]]));
        const before = await stored();
        const result: GqlResult = await t.gql(query, variables, signedIn ? token : undefined, freshIp());
        expect(result.status).toBeLessThan(500);
        for (const error of result.errors ?? []) expect(error.extensions?.['code']).not.toBe('INTERNAL');
        if (result.errors && !result.data) expect(await stored()).toBe(before);
        outcomes[result.errors ? 'refused' : 'answered'] += 1;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The generator reaches the resolvers, not only graphql's validation: some inputs pass.
    expect(outcomes.answered).toBeGreaterThan(RUNS / 50);
    expect(outcomes.refused).toBeGreaterThan(RUNS / 2);
  });

  it(`device API: ${RUNS} scans with random fields, values and content types give no 5xx and store nothing when refused`, async () => {
    const base = scanBody();
    const keys = Object.keys(base);
    const change = fc.record({
      key: fc.constantFrom(...keys, 'account', 'extra'),
      inner: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
      value: fc.oneof(value, fc.constant(undefined)),
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''),
      ),
      // Now and then a body that is not the JSON of an object at all.
      raw: fc.oneof(
        { weight: 7, arbitrary: fc.constant(undefined) },
        fc.string({ maxLength: 200 }),
        fc.constantFrom('null', '[]', '"x"', '{', '1e999'),
      ),
    });
    let n = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), fc.boolean(), async (changes, keep) => {
        const body: Record<string, unknown> = structuredClone({ ...base, scanId: `fuzz-scan-${String(++n).padStart(8, '0')}` });
        // Half the bodies keep their fields (only the content type and framing vary), so valid scans are stored too.
        for (const c of keep ? [] : changes) {
          const current = body[c.key];
          if (c.inner !== undefined && current && typeof current === 'object' && !Array.isArray(current)) {
            (current as Record<string, unknown>)[c.inner] = c.value;
          } else if (c.value === undefined) delete body[c.key];
          else body[c.key] = c.value;
        }
        const { type, raw } = changes[0]!;
        const headers: Record<string, string> = { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` };
        if (type) headers['content-type'] = type;
        t.clock.advance(1000);
        const before = await stored();
        const res = await t.request('/api/device/scans', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
        if (res.status >= 400) expect(await stored()).toBe(before);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Both sides of the validation are exercised: stored scans and refused ones.
    expect(statuses.get(201) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect((statuses.get(400) ?? 0) + (statuses.get(415) ?? 0)).toBeGreaterThan(RUNS / 2);
  });
});
