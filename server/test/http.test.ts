import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_REPORT, postScan, scanBody } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'contour-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Contour</title>');
  writeFileSync(join(dist, 'assets', 'x-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.x=1');
  // The build's precompressed copies (scripts/lib/precompress.ts), here for one asset and the shell.
  const big = `console.log(${JSON.stringify('contour '.repeat(400))})`;
  writeFileSync(join(dist, 'assets', 'big-abc.js'), big);
  writeFileSync(join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-abc.js.gz'), gzipSync(big));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>Contour</title>'));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'icon.png'), 'png');
  writeFileSync(join(tmpdir(), 'contour-secret.txt'), 'secret');
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'contour-secret.txt'), { force: true });
});

const expectSecurityHeaders = (res: Response) => {
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
};

describe('http', () => {
  it('answers /healthz while alive, and /readyz while the database answers on this build’s schema and the copy is not draining', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expectSecurityHeaders(res);
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: true, migrations: true, draining: false });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('connection')).toBeNull();

    // Draining (serve.ts sets it at SIGTERM): unready, still answering, and every answer closes its connection.
    t.app.deps.lifecycle.draining = true;
    try {
      const draining = await t.request('/readyz');
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ ok: false, database: true, migrations: true, draining: true });
      const alive = await t.request('/healthz');
      expect(alive.status).toBe(200);
      expect(alive.headers.get('connection')).toBe('close');
    } finally {
      t.app.deps.lifecycle.draining = false;
    }

    // A database whose newest migration is not this build's (a copy of a newer build migrated past it is fine).
    await t.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    try {
      const behind = await t.request('/readyz');
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ ok: false, database: true, migrations: false, draining: false });
    } finally {
      await t.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
    }
  });

  it('puts security headers and no-store on API answers, including errors', async () => {
    for (const path of ['/api/graphql', '/api/nope', '/api/device/scans', '/reptfile/models/x.glb']) {
      const res = await t.request(path, {
        method: path === '/api/graphql' ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body: path === '/api/graphql' ? '{"query":"{ me { id } }"}' : null,
      });
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const unknown = await t.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found' });
  });

  it('serves hashed assets immutable, the shell no-cache, and falls back to index.html for app routes', async () => {
    const asset = await t.request('/assets/x-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expectSecurityHeaders(asset);
    for (const path of ['/', '/index.html', '/sw.js']) {
      expect((await t.request(path)).headers.get('cache-control')).toBe('no-cache');
    }
    const manifest = await t.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect((await t.request('/icon.png')).headers.get('cache-control')).toBe('public, max-age=3600');
    const route = await t.request('/report/abc?scanId=1');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Contour</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(route);
    expect((await t.request('/assets/missing.js')).status).toBe(404);
    const etag = asset.headers.get('etag')!;
    expect((await t.request('/assets/x-abc.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('sends the smallest precompressed copy the browser accepts, and the file itself otherwise', async () => {
    const original = await (await t.request('/assets/big-abc.js')).text();
    const fetchAs = async (accept: string | undefined) => {
      const res = await t.request('/assets/big-abc.js', accept ? { headers: { 'accept-encoding': accept } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('accept-encoding');
      expect(res.headers.get('content-type')).toContain('text/javascript');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      return { encoding: res.headers.get('content-encoding'), bytes, etag: res.headers.get('etag') };
    };
    const br = await fetchAs('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(original);
    expect(br.bytes.length).toBeLessThan(original.length / 10);
    const gz = await fetchAs('gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(original);
    expect(gz.etag).not.toBe(br.etag);
    expect((await fetchAs('identity')).encoding).toBeNull();
    expect((await fetchAs(undefined)).encoding).toBeNull();
    expect((await fetchAs('*')).encoding).toBe('br');
    // A file without copies is sent as it is; the shell has only a gzip copy, used for app routes too.
    expect(
      (await t.request('/assets/x-abc.js', { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('content-encoding'),
    ).toBeNull();
    const route = await t.request('/history', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(route.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await route.arrayBuffer())).toString()).toContain('<title>Contour</title>');
    // Images are never compressed again.
    expect((await t.request('/icon.png', { headers: { 'accept-encoding': 'br' } })).headers.get('vary')).toBeNull();
  });

  it('compresses a GraphQL answer as the client allows, and sends a small one or a refusing client plain', async () => {
    const body = scanBody();
    expect((await postScan(t, body)).status).toBe(201);
    const { token } = await t.signIn('compress@example.com');
    const query = `mutation($s: ID!) { bindScan(scanId: $s) { report { ${FULL_REPORT} } } }`;
    expect((await t.gql(query, { s: body.scanId }, token)).errors).toBeUndefined();
    const ask = async (accept: string | undefined, document = query) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      if (accept) headers['accept-encoding'] = accept;
      const res = await t.request('/api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document, variables: { s: body.scanId } }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toContain('accept-encoding');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      return { encoding: res.headers.get('content-encoding'), bytes, length: Number(res.headers.get('content-length') ?? bytes.length) };
    };
    const plain = await ask(undefined);
    expect(plain.encoding).toBeNull();
    const json = plain.bytes.toString();
    expect(json.length).toBeGreaterThan(5000);
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.length).toBe(br.bytes.length);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(br.bytes.length).toBeLessThan(json.length / 3);
    const gz = await ask('gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(json);
    expect((await ask('identity')).encoding).toBeNull();
    // Under a kilobyte the answer goes as it is.
    const small = await ask('br', 'query($s: ID!) { reportByScan(scanId: $s) { id } }');
    expect(small.encoding).toBeNull();
    expect(JSON.parse(small.bytes.toString()).data.reportByScan.id).toBeTruthy();
  });

  it('never leaves DIST_DIR and serves GET/HEAD only', async () => {
    for (const path of ['/..%2f..%2fcontour-secret.txt', '/%2e%2e/contour-secret.txt', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%00']) {
      const res = await t.request(path);
      const text = await res.text();
      // Either refused, or resolved inside DIST_DIR (SPA fallback to index.html), never the file outside.
      expect(res.status === 200 ? text : 'refused').toMatch(/refused|<title>Contour<\/title>/);
      expect(text).not.toMatch(/secret|root:/);
    }
    expect((await t.request('/index.html', { method: 'POST' })).status).toBe(405);
    const head = await t.request('/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('reads the dev outbox newest first and hides it in production', async () => {
    const res = await t.request('/api/dev/outbox?to=nobody@contour.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.request('/api/dev/outbox?to=a@b.co')).status).toBe(404);
      // Production has no sender configured here, so sending must fail cleanly rather than park the code.
      const sent = await prod.gql('mutation { sendValidationCode(channel: EMAIL, address: "a@b.co") { resendInSeconds } }');
      expect(sent.errors?.[0]?.extensions?.['code']).toBe('SEND_FAILED');
    } finally {
      await prod.close();
    }
  });

  it('refuses batches, over-deep queries and too many aliases with clear errors', async () => {
    const batch = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"query":"{ me { id } }"}]',
    });
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.status).toBeLessThan(500);
    const deep = `{ latestReport { ${'previous { '.repeat(13)} id ${'} '.repeat(13)} } }`;
    const res = await t.gql(deep);
    expect(res.errors?.[0]?.message).toMatch(/too deep/);
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect((await t.gql(aliases)).errors?.[0]?.message).toMatch(/aliases/);
    const bad = await t.gql('{ nope }');
    expect(bad.errors?.[0]?.extensions?.['code']).toBeTruthy();
    const garbage = await t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(garbage.status).toBe(400);
  });
});

describe('the read address', () => {
  it('answers queries, and refuses a mutation without running it, whatever the document holds', async () => {
    const { token } = await t.signIn('read-address@example.com');
    const post = (body: object) =>
      t.request('/api/graphql/read', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const read = await post({ query: '{ me { email } }' });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { me: { email: 'read-address@example.com' } } });

    const signOut = await post({ query: 'mutation { logout }' });
    expect(signOut.status).toBe(405);
    const refused = (await signOut.json()) as { errors: Array<{ extensions: { code: string } }>; data?: unknown };
    expect(refused.errors[0]!.extensions.code).toBe('BAD_INPUT');
    expect(refused.data).toBeUndefined();
    // A document with a query and a mutation: the operation asked for decides.
    const both = 'query Me { me { email } } mutation Out { logout }';
    expect((await post({ query: both, operationName: 'Out' })).status).toBe(405);
    expect((await post({ query: both, operationName: 'Me' })).status).toBe(200);
    // Nothing ran: the session still reads.
    expect((await t.gql('{ me { email } }', {}, token)).data).toEqual({ me: { email: 'read-address@example.com' } });
  });
});

describe('request size', () => {
  it('answers an oversized GraphQL body with 413, not a crash', async () => {
    const res = await t.request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { id } } #${'x'.repeat(200 * 1024)}` }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('caps a body sent in chunks (no Content-Length) as it reads it: over 100 KB 413, under it the query runs', async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      // In 16 KB pieces, as a client streaming its body sends it.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
          controller.close();
        },
      });
      return t.request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    };
    const over = await chunked(JSON.stringify({ query: `{ __typename } #${'x'.repeat(101 * 1024)}` }));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_INPUT' } }] });
    const under = await chunked(JSON.stringify({ query: `{ __typename } #${'x'.repeat(90 * 1024)}` }));
    expect(under.status).toBe(200);
    expect(await under.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
