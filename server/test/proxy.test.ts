// TRUST_PROXY through the whole app: a client that reaches the server directly can't escape a per-IP limit by
// rotating X-Forwarded-For, while behind a trusted proxy each forwarded client has a budget of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GqlResult, type TestApp } from './harness.ts';
import { SEND, errorCode, freshEmail } from './account-fixtures.ts';

const LIMIT = 3;
const PROXY = '10.9.0.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.9.0.0/24, loopback', CODE_IP_SENDS_PER_HOUR: String(LIMIT) });
});
afterAll(() => t.close());

/** One sendValidationCode (a fresh address, so only the per-IP limit can refuse it) from `peer`, with a forwarded header. */
async function sendFrom(peer: string, forwarded?: string): Promise<GqlResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwarded !== undefined) headers['x-forwarded-for'] = forwarded;
  const body = JSON.stringify({ query: SEND, variables: { ch: 'EMAIL', a: freshEmail('proxy'), p: 'LOGIN' } });
  const res = await t.request('/api/graphql', { method: 'POST', headers, body }, peer);
  return { status: res.status, ...((await res.json()) as Omit<GqlResult, 'status'>) };
}

/** How many of `tries` sends went out before CODE_RATE_LIMITED; fails on any other error. */
async function sentOf(tries: number, send: (i: number) => Promise<GqlResult>): Promise<number> {
  let sent = 0;
  for (let i = 0; i < tries; i++) {
    const r = await send(i);
    if (r.errors) expect(errorCode(r)).toBe('CODE_RATE_LIMITED');
    else sent += 1;
  }
  return sent;
}

describe('X-Forwarded-For', () => {
  it('from a peer that is not a trusted proxy is ignored: rotating it does not escape the per-IP limit', async () => {
    const peer = '203.0.113.9';
    expect(await sentOf(LIMIT + 5, (i) => sendFrom(peer, `198.51.100.${i}`))).toBe(LIMIT);
    // Nor does a header that names a trusted proxy, or a whole chain.
    expect(await sentOf(3, (i) => sendFrom(peer, `198.51.100.${50 + i}, ${PROXY}`))).toBe(0);
    expect(errorCode(await sendFrom(peer))).toBe('CODE_RATE_LIMITED');
    // The limit was that peer's: another direct client still has its own.
    expect((await sendFrom('203.0.113.10', '198.51.100.1')).errors).toBeUndefined();
  });

  it('from a trusted proxy names the client: each forwarded client has its own budget', async () => {
    const alice = '198.51.100.200';
    // What the client wrote before the proxy's own entry is not believed: rotating it is still alice.
    expect(await sentOf(LIMIT + 3, (i) => sendFrom(PROXY, `192.0.2.${i}, ${alice}`))).toBe(LIMIT);
    expect(errorCode(await sendFrom(PROXY, alice))).toBe('CODE_RATE_LIMITED');
    // Another client behind the same proxy (or a second proxy of the range, or the same one seen as IPv4-mapped IPv6).
    expect(await sentOf(LIMIT + 1, () => sendFrom(PROXY, '198.51.100.201'))).toBe(LIMIT);
    expect((await sendFrom('10.9.0.8', '198.51.100.202')).errors).toBeUndefined();
    expect((await sendFrom('::ffff:10.9.0.7', '198.51.100.203')).errors).toBeUndefined();
    // Two proxies in a row: both are walked past.
    expect((await sendFrom(PROXY, '198.51.100.204, 10.9.0.9')).errors).toBeUndefined();
    expect(errorCode(await sendFrom('127.0.0.1', alice))).toBe('CODE_RATE_LIMITED');
  });

  it('without a header from the proxy, the proxy itself is the client', async () => {
    expect(await sentOf(LIMIT + 1, () => sendFrom('10.9.0.20'))).toBe(LIMIT);
  });
});
