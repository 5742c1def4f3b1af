// Test harness: a real database per test file (in-memory PGlite or a fresh PostgreSQL database) behind createApp.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { manualClock } from '../src/clock.ts';
import { parseConfig, type Config } from '../src/config.ts';
import { wrapPglite, wrapPool, type Db, type OpenDb } from '../src/db/client.ts';
import { ensureDemoDevices } from '../src/demo/seed.ts';
import { createSender, type Sender } from '../src/domain/senders.ts';
import { createLog } from '../src/log.ts';

export type GqlResult = {
  status: number;
  data: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

/**
 * A new, empty database on the suite's throw-away PostgreSQL (its name starts with `prefix`), and how to drop it: each
 * test file's own, and one for a child process (a CLI, a server copy) of a test.
 */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: adminUrl.replace(/\/postgres$/, `/${name}`), name, drop };
}

/** `twin` opens a second handle on the same database: its own pool on PostgreSQL (a second server copy), the same PGlite. */
async function openTestDb(): Promise<OpenDb & { drop: () => Promise<void>; twin: () => OpenDb }> {
  const kind = process.env['CONTOUR_TEST_DB'];
  if (kind === 'postgres' || kind === 'pgbouncer') {
    const { url: direct, name, drop } = await freshPostgresDatabase('t');
    // Through PgBouncer (transaction mode), migrating on PostgreSQL itself, as a deployment with a pooler does.
    const url = kind === 'pgbouncer' ? `${inject('pgbouncerBase')}${name}` : direct;
    const pooled = kind === 'pgbouncer' ? direct : '';
    const store = wrapPool(new pg.Pool({ connectionString: url, max: 5 }), undefined, pooled);
    const twin = () => wrapPool(new pg.Pool({ connectionString: url, max: 5 }), undefined, pooled);
    return { ...store, drop, twin };
  }
  const store = wrapPglite(new PGlite());
  return { ...store, drop: async () => {}, twin: () => ({ ...store, close: async () => {} }) };
}

/** `wrapSend`: wraps the configured sender of every copy (a slow or dead mail service, say). */
export type TestAppOptions = { wrapSend?: (send: Sender) => Sender };

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const store = await openTestDb();
  await store.migrate();
  await ensureDemoDevices(store.db);
  const clock = manualClock(new Date());
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DIST_DIR: '/nonexistent-dist',
    CONTOUR_SECRET: 'test-secret',
    ...env,
  });
  const sendOf = (db: Db) => options.wrapSend?.(createSender(db, config));
  const app: App = createApp({ db: store.db, config, log: createLog(config.logLevel), clock, send: sendOf(store.db) });
  const { request, gql } = clientOf(app);

  async function lastCode(to: string): Promise<string> {
    const res = await request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as Array<{ body: string }>;
    // The code is the message's first 4-digit word (the link after it may hold a port such as 8080).
    const match = /\b(\d{4})\b/.exec(list[0]?.body ?? '');
    if (!match?.[1]) throw new Error(`no code in the outbox for ${to}`);
    return match[1];
  }

  /** The token of the sign-in link in the newest message to `to` (login messages carry one). */
  async function lastLink(to: string): Promise<string> {
    const res = await request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as Array<{ body: string }>;
    const match = /\/linkLogin#([A-Za-z0-9_-]{43})/.exec(list[0]?.body ?? '');
    if (!match?.[1]) throw new Error(`no sign-in link in the outbox for ${to}`);
    return match[1];
  }

  /** Full sign-in by e-mail code; advances the clock past the resend window so it can be called repeatedly. */
  async function signIn(email: string, ip?: string): Promise<{ token: string; userId: string; isNew: boolean }> {
    const sent = await gql(
      'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }',
      { a: email },
      undefined,
      ip,
    );
    if (sent.errors) throw new Error(JSON.stringify(sent.errors));
    const code = await lastCode(email);
    const res = await gql(
      'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token isNew user { id } } }',
      { a: email, c: code },
      undefined,
      ip,
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const login = res.data?.['smsLogin'] as { token: string; isNew: boolean; user: { id: string } };
    clock.advance(61_000);
    return { token: login.token, userId: login.user.id, isNew: login.isNew };
  }

  const twins: OpenDb[] = [];
  /** A second server copy on the same database, config and clock (as two processes behind one load balancer). */
  function twin() {
    const other = store.twin();
    twins.push(other);
    const copy = createApp({ db: other.db, config, log: createLog(config.logLevel), clock, send: sendOf(other.db) });
    return { app: copy, ...clientOf(copy) };
  }

  async function close() {
    for (const other of twins) await other.close();
    await store.close();
    await store.drop();
  }

  return { app, db: store.db as Db, dbKind: store.kind, config, clock, request, gql, lastCode, lastLink, signIn, twin, close };
}

function clientOf(app: App) {
  const base = 'http://contour.test';
  const request = (path: string, init: RequestInit = {}, ip = '10.0.0.1') => app.fetch(new Request(`${base}${path}`, init), { ip });

  async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, ip?: string): Promise<GqlResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const res = await request('/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }, ip);
    const body = (await res.json()) as Omit<GqlResult, 'status'>;
    return { status: res.status, ...body };
  }
  return { request, gql };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
