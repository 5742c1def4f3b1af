// A slow or dead mail service against the rest of the server (issue 34): the server over HTTP on PGlite (or, with
// --postgres, on a throw-away PostgreSQL), the demo data, and a real SMTP server on loopback that answers each message after
// SLOW_S seconds (30), or a peer that accepts the connection and never says a word. One phase each: nothing sent; a
// due rescan reminder to the slow SMTP; one to the silent peer; a sign-in code to the slow SMTP. Throughout a phase a
// client asks /healthz and then the demo account's newest report, one after the other, 10 times a second; the
// figures are their times (p50, p99, max) and how many took longer than 1 s. Run: npm run bench:senders [-- --postgres].
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../server/src/app.ts';
import { manualClock } from '../server/src/clock.ts';
import { parseConfig } from '../server/src/config.ts';
import { wrapPglite, wrapPool } from '../server/src/db/client.ts';
import { reports, users } from '../server/src/db/schema.ts';
import { DEMO_ACCOUNT, seedDemo } from '../server/src/demo/seed.ts';
import { sendDueReminders } from '../server/src/domain/reminders.ts';
import { createSender, type Sender } from '../server/src/domain/senders.ts';
import { createSession } from '../server/src/domain/sessions.ts';
import { createLog } from '../server/src/log.ts';
import { startPostgres } from './lib/postgres.ts';

const SLOW_S = Number(process.env['SLOW_S'] ?? 30);
const DAY = 86_400_000;

// The mail services: a real SMTP server that holds each message SLOW_S seconds before it answers, and a silent peer.
const slowSmtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => setTimeout(() => callback(), SLOW_S * 1000));
  },
});
await new Promise<void>((resolve) => slowSmtp.listen(0, '127.0.0.1', resolve));
const silentSockets: Socket[] = [];
const silent = createTcpServer((socket) => silentSockets.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const smtpUrl = (server: { address(): AddressInfo | string | null }) => `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;

// The server: production mode (mail must go to the SMTP server), the demo data seeded by hand.
const pgServer = process.argv.includes('--postgres') ? await startPostgres() : null;
const store = pgServer ? wrapPool(new pg.Pool({ connectionString: pgServer.url })) : wrapPglite(new PGlite());
await store.migrate();
const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CONTOUR_SECRET: 'bench', DIST_DIR: '/nonexistent', PORT: '0' });
const now = new Date();
await seedDemo(store.db, now);
const [demo] = await store.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
const [newest] = await store.db
  .select({ id: reports.id })
  .from(reports)
  .where(eq(reports.userId, demo!.id))
  .orderBy(desc(reports.measuredAt))
  .limit(1);
const token = await createSession(store.db, demo!.id, now);

let sender: Sender = createSender(store.db, { ...config, smtpUrl: smtpUrl(slowSmtp.server) });
const app = createApp({ db: store.db, config, log: createLog('silent'), clock: manualClock(now), send: (m, at) => sender(m, at) });
const http = createHttpServer(createServerAdapter<ServerAdapterNodeContext>((request) => app.fetch(request, { ip: '127.0.0.1' })));
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`answered ${res.status}`);
  return performance.now() - start;
}
const health = () => timed(() => fetch(`${base}/healthz`));
const report = () =>
  timed(() =>
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { report(id: $id) { id measuredAt } }', variables: { id: newest!.id } }),
    }),
  );

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const line = (name: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const slow = ms.filter((x) => x > 1000).length;
  return `${name}: n=${ms.length} p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, >1 s: ${slow}`;
};

/** Asks /healthz and the report, 10 times a second, until `work` settles (or for `ms` when there is none). */
async function phase(name: string, work: Promise<unknown> | null, ms = 5000) {
  let done = false;
  const started = performance.now();
  const outcome = (work ?? new Promise((resolve) => setTimeout(resolve, ms))).then(
    (value) => `ok ${JSON.stringify(value ?? null)}`,
    (err: unknown) => `failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  void outcome.then(() => (done = true));
  const h: number[] = [];
  const r: number[] = [];
  while (!done) {
    h.push(await health());
    r.push(await report());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const took = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n${name} (${took} s, ${await outcome})\n  ${line('/healthz', h)}\n  ${line('report', r)}\n`);
}

process.stdout.write(
  `bench:senders ${new Date().toISOString()} on ${store.kind}, SMTP answers in ${SLOW_S} s, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
await phase('nothing sent', null);
// A reminder is due 30 days after the newest scan.
const later = new Date(now.getTime() + 30 * DAY);
const due = () => store.db.update(users).set({ reminderWeeks: 2, remindedAt: null }).where(eq(users.id, demo!.id));
await due();
await phase(`a reminder to an SMTP server that answers in ${SLOW_S} s`, sendDueReminders(app.deps, later));
await due();
sender = createSender(store.db, { ...config, smtpUrl: smtpUrl(silent) });
await phase('a reminder to an SMTP peer that never answers', sendDueReminders(app.deps, new Date(later.getTime() + DAY)));
sender = createSender(store.db, { ...config, smtpUrl: smtpUrl(slowSmtp.server) });
const code = fetch(`${base}/api/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'mutation { sendValidationCode(channel: EMAIL, address: "bench@example.com") { resendInSeconds } }' }),
}).then((res) => res.json());
await phase(`a sign-in code to an SMTP server that answers in ${SLOW_S} s`, code);
process.stdout.write(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);

for (const socket of silentSockets) socket.destroy();
await new Promise<void>((resolve) => http.close(() => resolve()));
http.closeAllConnections();
silent.close();
slowSmtp.close();
await store.close();
pgServer?.stop();
process.exit(0);
