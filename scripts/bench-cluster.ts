// bench:cluster: the local cluster (scripts/lib/cluster.ts: PostgreSQL, PgBouncer, s3rver, three copies, nginx) under
// members reading reports and scanners posting scans with their meshes, while copies are stopped and killed.
//
// First the drain with PDFs: 30 s at 100 reads/s, one copy sent SIGTERM at 10 s while it prints three PDFs (one asked
// of that copy itself, two through the balancer). Then for each read rate (100, 200, 300 req/s), 60 s: an open loop
// of report reads (the report screen's whole document at the read address, a random report of a random seeded person)
// and an open loop of scanners at 5 scans/s (scan, then its mesh; each retried as a scanner does, with backoff, on a
// refused connection, a 5xx or 429). At 20 s one copy is sent SIGTERM (it drains; the bench starts it again once it
// has exited, as a rolling deploy does), at 40 s another is killed (SIGKILL; started again at once, as a supervisor
// does). After each run every acknowledged scan is looked for: its report row, its mesh's row and its object in the
// bucket. Last, bytes per scan in PostgreSQL with the object store and with meshes in PostgreSQL (one more copy with
// FILE_STORE=database on the same database).
//
// Budgets (issue 37): 0 acknowledged scans lost; 0 reads and 0 PDFs that fail as a member would see them; p99 ≤ 60 ms at
// 200 req/s; ≤ 10 KB per scan in PostgreSQL with the store. `BENCH_SECONDS` shortens each run (default 60).
import { cpus, loadavg } from 'node:os';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY } from '#server/demo/demo-devices.ts';
import { wrapPool } from '#server/db/client.ts';
import { buildBodyGlb } from '#server/simulator/mesh.ts';
import { REPORT_FULL, body } from './lib/bench-queries.ts';
import { postPool, seedBulk, sessionsFor, type Account } from './lib/bench-seed.ts';
import { CLUSTER_BUCKET, startCluster, type Cluster } from './lib/cluster.ts';
import { runOpenLoop, type LoadStats } from './lib/load.ts';
import { freePort } from './lib/postgres.ts';
import { runCleanup, startServer } from './lib/procs.ts';
import { newScanId, randomSubject, scanPayload, seededRng, type Model, type Subject } from './lib/scan-gen.ts';

const RATES = [100, 200, 300];
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const SCANS_PER_SECOND = 5;
const BUDGET = { p99Rate: 200, p99Ms: 60, bytesPerScan: 10 * 1024 };
const KEYS: Record<Model, string> = { M30: DEMO_M30_DEVICE_KEY, S30: DEMO_S30_DEVICE_KEY };

const log = (line: string) => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const at = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

type ScanOutcome = { scanId: string; acknowledged: boolean; tries: number; error?: string };

/** One scanner's request with its retries: a refused connection, a 5xx or a 429 is tried again after 0.25, 0.5, 1 … 8 s. */
async function withRetries(send: () => Promise<Response>): Promise<{ ok: boolean; tries: number; error?: string }> {
  let error = '';
  for (let tries = 1; tries <= 8; tries += 1) {
    try {
      const res = await send();
      await res.arrayBuffer();
      if (res.ok) return { ok: true, tries };
      error = `HTTP ${res.status}`;
      if (res.status < 500 && res.status !== 429) return { ok: false, tries, error };
    } catch (err) {
      error = String((err as Error).cause ?? err);
    }
    await pause(Math.min(8000, 250 * 2 ** (tries - 1)));
  }
  return { ok: false, tries: 8, error };
}

/** Scanners posting SCANS_PER_SECOND scans (and then each one's mesh) for `seconds`, on a fixed schedule. */
async function runScanners(base: string, seconds: number, seed: number): Promise<ScanOutcome[]> {
  const rng = seededRng(seed);
  const subjects: Subject[] = Array.from({ length: 8 }, () => randomSubject(rng));
  const meshes = subjects.map((subject) =>
    buildBodyGlb(subject, { chest: 92, waist: 76, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 }),
  );
  const jobs: Array<Promise<ScanOutcome>> = [];
  const started = performance.now();
  for (let n = 0; n < seconds * SCANS_PER_SECOND; n += 1) {
    const due = started + (n * 1000) / SCANS_PER_SECOND;
    await pause(Math.max(0, due - performance.now()));
    const model: Model = n % 3 === 2 ? 'S30' : 'M30';
    const which = n % subjects.length;
    const payload = scanPayload(newScanId(), new Date(), 'Europe/Berlin', subjects[which]!, model, rng);
    jobs.push(
      (async () => {
        const headers = { authorization: `Bearer ${KEYS[model]}` };
        const scan = await withRetries(() =>
          fetch(`${base}/api/device/scans`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          }),
        );
        if (!scan.ok) return { scanId: payload.scanId, acknowledged: false, tries: scan.tries, error: `scan: ${scan.error}` };
        const mesh = await withRetries(() =>
          fetch(`${base}/api/device/scans/${payload.scanId}/model`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'model/gltf-binary' },
            body: new Uint8Array(meshes[which]!),
          }),
        );
        const tries = scan.tries + mesh.tries;
        return mesh.ok
          ? { scanId: payload.scanId, acknowledged: true, tries }
          : { scanId: payload.scanId, acknowledged: false, tries, error: `mesh: ${mesh.error}` };
      })(),
    );
  }
  return Promise.all(jobs);
}

/** A report's PDF as a member downloads it: true when a PDF arrived whole. */
async function pdf(base: string, account: Account): Promise<boolean> {
  const res = await fetch(`${base}/api/reports/${account.reportIds.at(-1)}/pdf?lang=en-US&unit=metric`, {
    headers: { authorization: `Bearer ${account.token}` },
  }).catch(() => null);
  if (!res) return false;
  const bytes = Buffer.from(await res.arrayBuffer().catch(() => new ArrayBuffer(0)));
  return res.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-';
}

type Faults = { events: string[]; pdfs: number; pdfsFailed: number };
type Plan = { stop: number; kill?: number; pdfsAt?: Account };

/**
 * At `plan.stop` s: SIGTERM to copy `a` (with three PDFs in progress when `plan.pdfsAt` is set: one asked of copy `a`
 * itself, two through the balancer), started again once it has exited; at `plan.kill` s: SIGKILL to copy `b`,
 * started again at once.
 */
async function faults(cluster: Cluster, plan: Plan, a: number, b: number, t0: number): Promise<Faults> {
  const events: string[] = [];
  await pause(plan.stop * 1000 - 300);
  const stopped = cluster.copies[a]!;
  const account = plan.pdfsAt;
  const printing = account ? [pdf(stopped.baseUrl, account), pdf(cluster.url, account), pdf(cluster.url, account)] : [];
  await pause(300);
  const exited = new Promise<number | null>((done) => stopped.child.once('exit', (code) => done(code)));
  stopped.child.kill('SIGTERM');
  events.push(`${at(t0)} copy ${a + 1} SIGTERM${account ? ' with 3 PDFs in progress' : ''}`);
  const code = await exited;
  events.push(`${at(t0)} copy ${a + 1} exited ${code}`);
  const printed = await Promise.all(printing);
  await cluster.restart(a);
  events.push(`${at(t0)} copy ${a + 1} serving again`);
  if (plan.kill !== undefined) {
    await pause(Math.max(0, t0 + plan.kill * 1000 - performance.now()));
    const killed = cluster.copies[b]!;
    const gone = new Promise<void>((done) => killed.child.once('exit', () => done()));
    killed.child.kill('SIGKILL');
    events.push(`${at(t0)} copy ${b + 1} SIGKILL`);
    await gone;
    await cluster.restart(b);
    events.push(`${at(t0)} copy ${b + 1} serving again`);
  }
  return { events, pdfs: printed.length, pdfsFailed: printed.filter((ok) => !ok).length };
}

/** Looks for every acknowledged scan: its report, its mesh's row (an object key) and the object in the bucket. */
async function findScans(pool: pg.Pool, s3: S3Client, scanIds: string[]): Promise<number> {
  const { rows } = await pool.query<{ key: string }>(
    `select f.object_key as key from reports r join report_files f on f.report_id = r.id and f.kind = 'mesh'
     where r.scan_id = any($1) and f.object_key is not null`,
    [scanIds],
  );
  let found = 0;
  for (const { key } of rows) {
    const head = await s3.send(new HeadObjectCommand({ Bucket: CLUSTER_BUCKET, Key: key })).then(
      () => true,
      () => false,
    );
    if (head) found += 1;
  }
  return found;
}

/** Average bytes a scan keeps in PostgreSQL: its report row and its mesh's row, as stored (TOAST included). */
async function bytesPerScan(pool: pg.Pool, scanIds: string[]): Promise<number> {
  const { rows } = await pool.query<{ bytes: string }>(
    `select avg(pg_column_size(r.*) + pg_column_size(f.*))::int::text as bytes
     from reports r join report_files f on f.report_id = r.id and f.kind = 'mesh' where r.scan_id = any($1)`,
    [scanIds],
  );
  return Number(rows[0]?.bytes ?? 0);
}

const readErrors = (s: LoadStats) => s.requests - (s.statuses[200] ?? 0) + s.graphqlErrors + s.socketErrors;

async function main() {
  const t0 = performance.now();
  log(
    `bench:cluster: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${SECONDS} s per rate`,
  );
  const cluster = await startCluster({ copies: 3, drainSeconds: 2, env: { DEVICE_SCANS_PER_MINUTE: '1000000' } });
  log(`cluster at ${cluster.url} (${at(t0)})`);
  const pool = new pg.Pool({ connectionString: cluster.directUrl, max: 4 });
  const db = wrapPool(pool).db;
  const now = new Date();
  const docs = await postPool(cluster.url, KEYS, now);
  const seeded = await seedBulk(pool, { users: 2000, perUser: 20, trendReports: 20, now });
  const accounts: Account[] = await sessionsFor(db, pool, seeded.sampleUserIds, now);
  await pool.query('vacuum (analyze) reports, users, sessions');
  log(
    `seeded ${seeded.users} people, ${seeded.reports} reports from ${docs} scans posted through the balancer; ${accounts.length} signed in (${at(t0)})`,
  );
  const s3env = cluster.envOf(0);
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3env['FILE_STORE_ENDPOINT']!,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

  const rng = seededRng(37);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const next = () => {
    const account = pick(accounts);
    return { body: body(REPORT_FULL, { id: pick(account.reportIds) }), headers: { authorization: `Bearer ${account.token}` } };
  };

  type Run = { name: string; rate: number; reads: LoadStats; scans: ScanOutcome[]; found: number; faults: Faults };
  const run = async (name: string, rate: number, seconds: number, plan: Plan, i: number): Promise<Run> => {
    const started = performance.now();
    const [reads, scans, happened] = await Promise.all([
      runOpenLoop({ name, url: cluster.url, path: GRAPHQL_READ_PATH, rate, seconds, next }),
      runScanners(cluster.url, seconds, 100 + i),
      faults(cluster, plan, i % 3, (i + 1) % 3, started),
    ]);
    const acknowledged = scans.filter((s) => s.acknowledged).map((s) => s.scanId);
    const found = await findScans(pool, s3, acknowledged);
    const retried = scans.filter((s) => s.tries > 2).length;
    const refused = scans.find((s) => !s.acknowledged)?.error;
    log(
      `${name}: reads p50 ${reads.p50.toFixed(1)} ms, p99 ${reads.p99.toFixed(1)} ms, ${reads.requests} reads, ` +
        `${readErrors(reads)} failed${reads.firstError ? ` (first: ${reads.firstError.slice(0, 200)})` : ''}`,
    );
    log(
      `  scans: ${scans.length} sent, ${acknowledged.length} acknowledged (${retried} after a retry), ${found} found afterwards, ` +
        `${acknowledged.length - found} lost${refused ? `; not acknowledged: ${refused}` : ''}`,
    );
    log(
      `  ${happened.events.join('; ')}${happened.pdfs ? `; PDFs: ${happened.pdfs - happened.pdfsFailed} of ${happened.pdfs} delivered` : ''}`,
    );
    await pause(5000);
    return { name, rate, reads, scans, found, faults: happened };
  };

  // The drain with PDFs in progress: 30 s at 100 reads/s, one copy stopped at 10 s while it prints.
  const results: Run[] = [await run('drain with PDFs, 100 req/s', 100, 30, { stop: 10, pdfsAt: accounts[0]! }, 0)];
  // The rates: 60 s each, a copy stopped at a third, another killed at two thirds.
  for (const [i, rate] of RATES.entries()) {
    results.push(await run(`${rate} req/s`, rate, SECONDS, { stop: SECONDS / 3, kill: (2 * SECONDS) / 3 }, i + 1));
  }

  // Bytes per scan: these runs' scans (meshes in the bucket), and 20 more through one copy that keeps them in PostgreSQL.
  const withStore = await bytesPerScan(
    pool,
    results.flatMap((r) => r.scans.filter((s) => s.acknowledged).map((s) => s.scanId)),
  );
  const inDatabase = await startServer({ ...cluster.envOf(0), FILE_STORE: 'database' }, await freePort());
  const plain = (await runScanners(inDatabase.baseUrl, 4, 999)).filter((s) => s.acknowledged).map((s) => s.scanId);
  await inDatabase.stop();
  const withoutStore = await bytesPerScan(pool, plain);
  log(
    `bytes per scan in PostgreSQL: ${(withStore / 1024).toFixed(1)} KB with the object store, ${(withoutStore / 1024).toFixed(1)} KB without (${plain.length} scans)`,
  );

  const at200 = results.find((r) => r.rate === BUDGET.p99Rate && r.faults.pdfs === 0)!;
  const lost = results.reduce((n, r) => n + r.scans.filter((s) => s.acknowledged).length - r.found, 0);
  const failedReads = results.reduce((n, r) => n + readErrors(r.reads), 0);
  const failedPdfs = results.reduce((n, r) => n + r.faults.pdfsFailed, 0);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  log('');
  log(`acknowledged scans lost        ${lost}  (budget 0)  ${verdict(lost === 0)}`);
  log(`reads failed, all rates        ${failedReads}  (budget 0)  ${verdict(failedReads === 0)}`);
  log(`PDFs failed through SIGTERM    ${failedPdfs}  (budget 0)  ${verdict(failedPdfs === 0)}`);
  log(
    `read p99 at ${BUDGET.p99Rate} req/s           ${at200.reads.p99.toFixed(1)} ms  (budget ≤ ${BUDGET.p99Ms})  ${verdict(at200.reads.p99 <= BUDGET.p99Ms)}`,
  );
  log(`bytes per scan with the store  ${(withStore / 1024).toFixed(1)} KB  (budget ≤ 10)  ${verdict(withStore <= BUDGET.bytesPerScan)}`);
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; bench:cluster finished in ${at(t0)}`,
  );
  await pool.end();
  await cluster.stop();
}

main()
  .then(() => runCleanup())
  .catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    runCleanup();
    process.exit(1);
  });
