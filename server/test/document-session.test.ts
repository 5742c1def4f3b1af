// The document session's endpoint (/api/session/document, server/src/http/document-session.ts): the cookie with
// which the browser's page requests carry the session, set only from a JSON request with a valid bearer token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { CLEARED, personWithReport } from './server-render-support.ts';

let t: TestApp;
let owner: { token: string; reportId: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await personWithReport(t, 'cookie-owner@example.com', 11);
});
afterAll(() => t.close());

describe('document cookie', () => {
  const post = (headers: Record<string, string>, body?: BodyInit) =>
    t.request('/api/session/document', { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
  const JSON_TYPE = { 'content-type': 'application/json' };

  it('is set from a JSON request with a valid bearer token: HttpOnly, SameSite=Strict; its first version (for /report only) goes', async () => {
    const res = await post({ ...JSON_TYPE, authorization: `Bearer ${owner.token}` }, '{}');
    expect(res.status).toBe(204);
    const [cookie = '', legacy] = res.headers.getSetCookie();
    expect(legacy).toBe(CLEARED[1]);
    expect(cookie).toMatch(new RegExp(`^contour_session=${owner.token};`));
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=2592000');
    // Not in test mode over http; a production server sets Secure.
    expect(cookie).not.toContain('Secure');
  });

  it('is left alone by a missing or unknown token, and cleared on DELETE', async () => {
    for (const headers of [JSON_TYPE, { ...JSON_TYPE, authorization: 'Bearer not-a-session-token-at-all-0000' }]) {
      const res = await post(headers, '{}');
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const cleared = await t.request('/api/session/document', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.getSetCookie()).toEqual(CLEARED);
    expect((await t.request('/api/session/document')).status).toBe(405);
  });

  it('is left alone by what a form can send (urlencoded, multipart, text/plain), with or without a valid token', async () => {
    const multipart = new FormData();
    multipart.set('a', 'b');
    const forms: Array<[Record<string, string>, BodyInit | undefined]> = [
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'],
      [{}, multipart],
      [{ 'content-type': 'text/plain' }, 'a'],
      [{}, undefined],
    ];
    for (const [headers, body] of forms) {
      for (const auth of [{}, { authorization: `Bearer ${owner.token}` }] as Array<Record<string, string>>) {
        const res = await post({ ...headers, ...auth }, body);
        expect(res.status).toBe(415);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
  });
});
