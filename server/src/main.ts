// Entry point: open and migrate the database, seed the demo data on first start, listen on PORT.
import { createServer } from 'node:http';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import { count } from 'drizzle-orm';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { users } from './db/schema.ts';
import { createDemoScan, DEMO_ACCOUNT, ensureDemoDevices, seedDemo } from './domain/seed.ts';
import { pruneExpired } from './domain/maintenance.ts';
import { createLog } from './log.ts';

const config = parseConfig();
const log = createLog(config.logLevel);
const store = openDb(config, (err) => log.warn({ err }, 'database connection lost; the pool reconnects'));
await store.migrate();

const now = new Date();
const [userCount] = await store.db.select({ n: count() }).from(users);
if ((userCount?.n ?? 0) === 0) {
  const seeded = await seedDemo(store.db, now);
  log.info({ reports: seeded.reports }, 'seeded demo data');
} else {
  await ensureDemoDevices(store.db);
}
const demoScan = await createDemoScan(store.db, now);

const app = createApp({ db: store.db, config, log });
const adapter = createServerAdapter<ServerAdapterNodeContext>((request, ctx) =>
  app.fetch(request, { ip: ctx.req.socket?.remoteAddress ?? '' }),
);
const server = createServer(adapter);

server.listen(config.port, () => {
  const base = config.publicUrl;
  const lines = [
    `Contour is listening on ${base} (database: ${store.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `Demo account: ${DEMO_ACCOUNT.email} (phone ${DEMO_ACCOUNT.phone}); sign in with a code`,
    config.production
      ? 'Codes are sent by e-mail/SMS (production: no dev outbox)'
      : `Codes arrive in the dev outbox: ${base}/api/dev/outbox?to=${encodeURIComponent(DEMO_ACCOUNT.email)}`,
    `Fresh unbound scan (M30): ${base}/?scanId=${demoScan.scanId}&deviceType=${demoScan.model}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

const prune = setInterval(() => {
  pruneExpired(store.db, new Date()).catch((err: unknown) => log.warn({ err }, 'pruning expired rows failed'));
}, 3600_000);
prune.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  clearInterval(prune);
  // Stop accepting, let in-flight requests finish briefly, then drop idle keep-alive sockets.
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  force.unref();
  await new Promise<void>((done) => server.once('close', () => done()));
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
