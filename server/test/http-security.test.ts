// HTTP-level defences of /api/graphql: only JSON bodies run (a cross-site form can't post a mutation), no "Did you mean"
// hints about the schema in production, and HSTS on a production site served over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { freshEmail, freshIp } from './account-fixtures.ts';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://contour.example.com' });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
});

const SEND = 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }';
const outboxOf = async (email: string) => (await (await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as unknown[];
const post = (init: RequestInit) => t.request('/api/graphql', { method: 'POST', ...init }, freshIp());

describe('/api/graphql takes JSON bodies only', () => {
  const forms: Array<[string, (email: string) => RequestInit]> = [
    [
      'a urlencoded form',
      (a) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: SEND, variables: JSON.stringify({ a }) }).toString(),
      }),
    ],
    [
      'text/plain',
      (a) => ({ headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ query: SEND, variables: { a } }) }),
    ],
    [
      'a multipart form',
      (a) => {
        // The Request sets multipart/form-data with its boundary itself.
        const form = new FormData();
        form.set('operations', JSON.stringify({ query: SEND, variables: { a } }));
        form.set('map', '{}');
        form.set('query', SEND);
        form.set('variables', JSON.stringify({ a }));
        return { body: form };
      },
    ],
    ['no Content-Type', (a) => ({ body: new TextEncoder().encode(JSON.stringify({ query: SEND, variables: { a } })) })],
    ['application/graphql', () => ({ headers: { 'content-type': 'application/graphql' }, body: '{ __typename }' })],
    [
      'a JSON-looking type',
      (a) => ({ headers: { 'content-type': 'application/jsonx' }, body: JSON.stringify({ query: SEND, variables: { a } }) }),
    ],
  ];

  for (const [name, init] of forms) {
    it(`refuses ${name} with 415 and runs nothing`, async () => {
      const email = freshEmail('csrf');
      const res = await post(init(email));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_INPUT' } }] });
      expect(await outboxOf(email)).toEqual([]);
    });
  }

  it('runs JSON, whatever the case of the media type, with parameters, and as application/graphql-response+json', async () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/json ; charset=UTF-8',
      'application/graphql-response+json',
    ]) {
      const email = freshEmail('json');
      const res = await post({ headers: { 'content-type': type }, body: JSON.stringify({ query: SEND, variables: { a: email } }) });
      expect(res.status, type).toBe(200);
      expect(((await res.json()) as { errors?: unknown }).errors, type).toBeUndefined();
      expect(await outboxOf(email), type).toHaveLength(1);
    }
    // A chunked JSON body (no Content-Length) still runs.
    const email = freshEmail('chunked');
    const bytes = new TextEncoder().encode(JSON.stringify({ query: SEND, variables: { a: email } }));
    const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes), c.close()) });
    const res = await post({ headers: { 'content-type': 'Application/Json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(200);
    expect(await outboxOf(email)).toHaveLength(1);
  });

  it('still answers GET queries in development only', async () => {
    expect((await t.request('/api/graphql?query=%7B__typename%7D')).status).toBe(200);
    expect((await prod.request('/api/graphql?query=%7B__typename%7D')).status).toBe(405);
  });
});

describe('field suggestions', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['an unknown field', '{ mee { id } }', {}],
    ['an unknown argument', 'mutation { sendValidationCode(chanel: EMAIL, address: "a@b.co") { resendInSeconds } }', {}],
    ['an unknown enum value', 'mutation { sendValidationCode(channel: EMAL, address: "a@b.co") { resendInSeconds } }', {}],
    // A variable default sends the document to graphql's own executor (yoga.ts), whose coercion suggests; graphql-jit's doesn't.
    [
      'an unknown enum value in a variable',
      'mutation($c: AccountChannel = PHONE) { sendValidationCode(channel: $c, address: "a@b.co") { resendInSeconds } }',
      { c: 'EMAL' },
    ],
    ['an unknown type', 'query($c: AccountChanel!) { __typename }', { c: 'EMAIL' }],
  ];

  for (const [name, query, variables] of cases) {
    it(`are left out of ${name}'s error in production, and kept in development`, async () => {
      const dev = await t.gql(query, variables);
      expect(dev.errors?.[0]?.message).toMatch(/ Did you mean .+\?$/);
      const res = await prod.gql(query, variables);
      const message = res.errors?.[0]?.message ?? '';
      expect(message).not.toMatch(/did you mean/i);
      // The rest of the message stays: the same text, less the suggestion.
      expect(message).toBe(dev.errors?.[0]?.message.replace(/ Did you mean .+\?$/, ''));
      expect(res.errors?.[0]?.extensions).toEqual(dev.errors?.[0]?.extensions);
    });
  }
});

describe('Strict-Transport-Security', () => {
  it('is sent by a production site on https, and not in development', async () => {
    for (const path of ['/healthz', '/api/nope', '/']) {
      expect((await prod.request(path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect((await t.request(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('PUBLIC_URL in production', () => {
  it('must be https (the links in mail, Secure cookies and HSTS take it), or on this machine', async () => {
    const { parseConfig } = await import('../src/config.ts');
    expect(() => parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://contour.example.com' })).toThrow(
      /https:\/\/ address in production/,
    );
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://contour.example.com/' }).publicUrl).toBe(
      'https://contour.example.com',
    );
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:8080' }).production).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).publicUrl).toMatch(/^http:\/\/localhost:/);
    expect(parseConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://192.168.1.20:8080' }).production).toBe(false);
  });
});
