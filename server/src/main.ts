// Entry point: open and migrate the database, seed the demo data on first start (development only; a production
// start removes it, since its keys and accounts are public), listen on PORT.
// With PostgreSQL it runs one worker process per core (node:cluster, WEB_CONCURRENCY): the primary migrates,
// seeds and prints once; workers share the port, each with its own pool. PGlite is an in-process database,
// so with it everything stays in this one process.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { count } from 'drizzle-orm';
import { parseConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { users } from './db/schema.ts';
import { createDemoScan, DEMO_ACCOUNT, ensureDemoDevices, removeDemoData, seedDemo } from './demo/seed.ts';
import { pruneExpired } from './domain/maintenance.ts';
import { createFileStore, sweepFiles } from './domain/file-store.ts';
import { createLog } from './log.ts';
import { serve, type Serving } from './serve.ts';

const config = parseConfig();
const log = createLog(config.logLevel);
if ('hops' in config.trustProxy && config.trustProxy.hops > 0) {
  log.warn(
    { hops: config.trustProxy.hops },
    "TRUST_PROXY is a hop count: X-Forwarded-For is believed from every peer. Name the proxies' addresses instead, unless no client can reach this server except through them",
  );
}
const workers = config.databaseUrl ? config.webConcurrency || availableParallelism() : 1;
const open = () => openDb(config, (err) => log.warn({ err }, 'database connection lost; the pool reconnects'));

let stop: () => Promise<void>;
if (cluster.isWorker) {
  const serving = await serve(open(), config, log);
  stop = () => serving.stop();
} else {
  const store = open();
  await store.migrate();
  const now = new Date();
  // Once however many copies start together on one database: each waits its turn and finds the work done.
  const demoScan = await store.atStart(async (db) => {
    if (config.production) {
      // Also a database seeded in development: the demo accounts go, the demo scanners' keys stop working.
      const removed = await removeDemoData(db, now);
      if (removed.accounts.length || removed.devices.length || removed.unboundScans) {
        log.warn(removed, 'production: removed demo data (deleted demo accounts, revoked demo scanners, deleted their unbound scans)');
      }
      return null;
    }
    const [userCount] = await db.select({ n: count() }).from(users);
    if ((userCount?.n ?? 0) === 0) {
      const seeded = await seedDemo(db, now, config.demoMeshVertices);
      log.info({ reports: seeded.reports }, 'seeded demo data');
    } else {
      await ensureDemoDevices(db);
    }
    return createDemoScan(db, now, config.demoMeshVertices);
  });

  const serving: Serving = workers > 1 ? await forkWorkers(workers) : await serve(store, config, log);
  const base = config.publicUrl;
  const lines = [
    `Contour is listening on ${base} (database: ${store.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}` +
      `${workers > 1 ? `, ${workers} worker processes` : ''})`,
    ...(demoScan
      ? [
          `Demo account: ${DEMO_ACCOUNT.email} (phone ${DEMO_ACCOUNT.phone}); sign in with a code`,
          `Codes arrive in the dev outbox: ${base}/api/dev/outbox?to=${encodeURIComponent(DEMO_ACCOUNT.email)}`,
          `Fresh unbound scan (M30): ${base}/?scanId=${demoScan.scanId}&deviceType=${demoScan.model}`,
        ]
      : ['Codes are sent by e-mail/SMS (production: no dev outbox, no demo data; register scanners with npm run device:add)']),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  // Pruning runs once, in the primary (or the single process); so does the sweep of deleted files' objects.
  const files = createFileStore(config.fileStore, log);
  const prune = setInterval(() => {
    pruneExpired(store.db, new Date()).catch((err: unknown) => log.warn({ err }, 'pruning expired rows failed'));
    sweepFiles({ db: store.db, files, log });
  }, 3600_000);
  prune.unref();
  stop = async () => {
    clearInterval(prune);
    await serving.stop();
    if (workers > 1) await store.close();
  };
}

/** Forks the workers and resolves once all of them listen; a worker that dies unasked is replaced. */
async function forkWorkers(n: number): Promise<Serving> {
  let stopping = false;
  const listening = Array.from({ length: n }, () => {
    const worker = cluster.fork();
    return new Promise<void>((done, fail) => {
      worker.once('listening', () => done());
      worker.once('exit', (code) => fail(new Error(`worker exited with ${code} before listening`)));
    });
  });
  await Promise.all(listening);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    cluster.fork();
  });
  return {
    port: config.port,
    async stop() {
      stopping = true;
      const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      await Promise.all(
        all.map(
          (w) =>
            new Promise<void>((done) => {
              w.once('exit', () => done());
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
