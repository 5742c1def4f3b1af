// npm run bench:api — the API performance benchmark of issue 4 (Performance).
// A throw-away PostgreSQL 15 seeded with 10,000 accounts × 50 reports, the real server as a child process, autocannon
// against it. Prints req/s, p50 and p99 per query (closed loop), the report query's p50/p99 open-loop at 100–400 req/s
// and the highest rate with p99 ≤ 50 ms, the report/trivial ratio, the trend's server time, ingestion
// throughput and PASS/FAIL against the budgets. Exit code 0 whatever the figures; non-zero only if the benchmark broke.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { wrapPool, type Db } from '../server/src/db/client.ts';
import { createDevice } from '../server/src/domain/devices.ts';
import { body, HISTORY, REPORT_BODY_COMPOSITION, REPORT_FULL, TREND, TRIVIAL } from './lib/bench-queries.ts';
import { postPool, seedBulk, sessionsFor, type Account } from './lib/bench-seed.ts';
import { gql, percentile, runLoad, runOpenLoop, type LoadOptions, type LoadStats } from './lib/load.ts';
import { freePort, startPostgres } from './lib/postgres.ts';
import { onCleanup, runCleanup, startServer } from './lib/procs.ts';
import { postgresCpu, processCpu } from './lib/cpu.ts';
import { STATEMENT_STATS_SETTINGS, statementStats } from './lib/pg-stats.ts';
import { generatorName, newScanId, randomSubject, scanPayload, seededRng, TIMEZONES } from './lib/scan-gen.ts';

const USERS = 10_000;
const PER_USER = 50;
const TREND_REPORTS = 260;
const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 10;
const TREND_SAMPLES = 50;
const INGEST_SCANS = 3000;
const INGEST_CONCURRENCY = 32;
const BUDGET = { openLoopRate: 300, openLoopP99Ms: 40, ratio: 0.35, trendMs: 20, ingestPerS: 200 };
/** The open-loop rates (req/s) the report query is sent at, each for OPEN_LOOP_S seconds, and the p99 that counts as kept. */
const OPEN_LOOP_RATES = [100, 200, 300, 400];
const OPEN_LOOP_S = 20;
const KEPT_P99_MS = 50;

const t0 = performance.now();
const secs = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const log = (line: string) => process.stdout.write(`${line}\n`);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const median = (xs: number[]) => percentile(Float64Array.from(xs).sort(), 50);
/** The server's last output, shown when the benchmark breaks. */
let serverOutput = () => '';

async function main() {
  log(`bench:api: ${cpus().length} cores, Node ${process.versions.node}; generator: ${generatorName}`);
  const [load1] = loadavg();
  if ((load1 ?? 0) > 0.5)
    log(`note: load average ${load1?.toFixed(2)} before the start: other processes use the CPU, the figures will be lower`);

  // 1. PostgreSQL, tuned for a benchmark: fsync stays on; memory and checkpoints sized for a 500,000-report load.
  let t = performance.now();
  const pgServer = await startPostgres({
    settings: {
      shared_buffers: '512MB',
      max_wal_size: '8GB',
      checkpoint_timeout: '30min',
      maintenance_work_mem: '512MB',
      effective_cache_size: '8GB',
      ...STATEMENT_STATS_SETTINGS,
    },
  });
  onCleanup('postgres', () => pgServer.stop());
  const pool = new pg.Pool({ connectionString: pgServer.url, max: 4 });
  onCleanup('pool', () => void pool.end().catch(() => {}));
  const {
    rows: [version],
  } = await pool.query<{ v: string }>(`select current_setting('server_version') as v`);
  log(`postgres ${version?.v} on 127.0.0.1:${pgServer.port} (${secs(t)} s)`);

  // The real server: migrates, registers the demo scanners, then serves the whole benchmark.
  t = performance.now();
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: pgServer.url,
      DIST_DIR: join(pgServer.dir, 'no-dist'),
      DATA_DIR: join(pgServer.dir, 'no-data'),
      DEVICE_SCANS_PER_MINUTE: '1000000',
      // Server processes (default: one per core); WEB_CONCURRENCY=1 measures a single process.
      ...(process.env['WEB_CONCURRENCY'] ? { WEB_CONCURRENCY: process.env['WEB_CONCURRENCY'] } : {}),
    },
    port,
  );
  serverOutput = server.output;
  const gqlUrl = `${server.baseUrl}/api/graphql`;
  log(`server on ${server.baseUrl}, migrated and healthy (${secs(t)} s)`);

  // 2. Seed.
  t = performance.now();
  const now = new Date();
  const db = wrapPool(pool).db;
  // Production refuses the demo scanners' keys: the bench's scanners get theirs as an operator's would (device:add).
  const keys = { M30: await scannerKey(db, 'BENCH-M30', 'M30'), S30: await scannerKey(db, 'BENCH-S30', 'S30') };
  const poolDocs = await postPool(server.baseUrl, keys, now);
  const seeded = await seedBulk(pool, { users: USERS, perUser: PER_USER, trendReports: TREND_REPORTS, now });
  const tInsert = secs(t);
  const accounts = await sessionsFor(db, pool, seeded.sampleUserIds, now);
  const trendAccounts = await sessionsFor(
    db,
    pool,
    Array.from({ length: 10 }, () => seeded.trendUserId),
    now,
  );
  await pool.query('vacuum (analyze) reports');
  await pool.query('vacuum (analyze) users');
  await pool.query('vacuum (analyze) sessions');
  const {
    rows: [size],
  } = await pool.query<{ n: string; db: string }>(
    `select (select count(*) from reports)::text as n, pg_size_pretty(pg_database_size(current_database())) as db`,
  );
  log(
    `seeded ${seeded.users} accounts, ${seeded.reports} reports from ${poolDocs} documents posted through the device API ` +
      `(${size?.n} reports in the database, ${size?.db}); sessions for ${accounts.length} + 1 accounts`,
  );
  log(`seeding took ${secs(t)} s (inserts ${tInsert} s, then sessions and VACUUM ANALYZE)`);
  if (accounts.length < 400 || accounts.some((a) => a.reportIds.length !== PER_USER)) throw new Error('seeded accounts are incomplete');

  const statements = await statementStats(pool);
  if (!statements) log('note: pg_stat_statements is not available; no per-statement lines');

  // Which report document to send: every section if the server answers it without errors.
  const probe = accounts[0]!;
  let reportQuery = REPORT_FULL;
  let reportKind = 'every report section';
  const full = await gql(gqlUrl, probe.token, body(REPORT_FULL, { id: probe.reportIds.at(-1) }));
  if (full.status !== 200 || full.json.errors?.length) {
    reportQuery = REPORT_BODY_COMPOSITION;
    reportKind = 'body composition only';
    log(
      `report query: the server answered the full report query with errors (${full.json.errors?.[0]?.message ?? `HTTP ${full.status}`}); ` +
        'falling back to the body-composition-only query',
    );
    const bc = await gql(gqlUrl, probe.token, body(REPORT_BODY_COMPOSITION, { id: probe.reportIds.at(-1) }));
    if (bc.status !== 200 || bc.json.errors?.length) throw new Error(`the report query fails: ${JSON.stringify(bc.json).slice(0, 500)}`);
  }
  const probed = await gql(gqlUrl, probe.token, body(reportQuery, { id: probe.reportIds.at(-1) }));
  const probedReport = (probed.json.data as { report?: { model?: string; sections?: string[] } } | undefined)?.report;
  log(
    `report query: ${reportKind} (probe: ${probedReport?.model ?? '?'} report, ${(JSON.stringify(probed.json).length / 1024).toFixed(1)} KB` +
      `${probedReport?.sections ? `, sections ${probedReport.sections.join(' ')}` : ''})`,
  );
  const trendProbe = await gql(gqlUrl, trendAccounts[0]!.token, body(TREND));
  const trendPoints = (trendProbe.json.data as { bodyTrend?: { points?: unknown[] } } | undefined)?.bodyTrend?.points?.length ?? 0;
  const trendAvailable = trendProbe.status === 200 && !trendProbe.json.errors?.length && trendPoints > 0;
  if (!trendAvailable) log(`trend: not available yet (${trendProbe.json.errors?.[0]?.message ?? `${trendPoints} points`})`);
  else if (trendPoints !== TREND_REPORTS)
    log(`note: bodyTrend returned ${trendPoints} points, not ${TREND_REPORTS} (a default date range?)`);

  // 4. Load: warm-up, then the measured run, per query.
  const reportBodies = new Map(accounts.map((a) => [a, a.reportIds.map((id) => body(reportQuery, { id }))]));
  const rotate = (list: Account[], make: (a: Account) => string) => () => {
    const a = pick(list);
    return { body: make(a), headers: { authorization: `Bearer ${a.token}` } };
  };
  const scenarios: Array<[string, LoadOptions['next']]> = [
    ['trivial', rotate(accounts, () => body(TRIVIAL))],
    ['report', rotate(accounts, (a) => pick(reportBodies.get(a)!))],
    ['history', rotate(accounts, () => body(HISTORY))],
  ];
  if (trendAvailable) scenarios.push(['trend', rotate(trendAccounts, () => body(TREND))]);
  // Where the time goes: CPU seconds of the server process and of PostgreSQL during a measured run.
  const cpuNow = () => ({ server: processCpu(server.child.pid ?? 0), pg: postgresCpu(join(pgServer.dir, 'data')) });
  const cpuLine = (before: { server: number; pg: number }, s: LoadStats) => {
    const after = cpuNow();
    const perReq = (x: number) => ms((x * 1000) / Math.max(1, s.requests));
    return (
      `server CPU ${perReq(after.server - before.server)}/request (${Math.round(((after.server - before.server) / s.seconds) * 100)} % of a core), ` +
      `postgres CPU ${perReq(after.pg - before.pg)}/request`
    );
  };
  const stats = new Map<string, LoadStats>();
  for (const [name, next] of scenarios) {
    const common = { name, url: server.baseUrl, path: '/api/graphql', connections: CONNECTIONS, next, graphql: true };
    await runLoad({ ...common, duration: WARMUP_S });
    await statements?.reset();
    const cpu = cpuNow();
    const s = await runLoad({ ...common, duration: MEASURE_S });
    stats.set(name, s);
    log(`${name} req/s: ${Math.round(s.reqPerSec)}`);
    log(`${name} p50: ${ms(s.p50)}`);
    log(`${name} p99: ${ms(s.p99)}`);
    const bad = s.requests - (s.statuses[200] ?? 0) + s.graphqlErrors + s.socketErrors;
    log(
      `${name}: ${s.requests} requests in ${s.seconds.toFixed(1)} s, ` +
        (bad
          ? `ERRORS: ${bad} (statuses ${JSON.stringify(s.statuses)}, ${s.graphqlErrors} with GraphQL errors, ${s.socketErrors} socket errors); first: ${s.firstError}`
          : 'all 200 without GraphQL errors') +
        `; ${cpuLine(cpu, s)}`,
    );
    for (const st of (await statements?.top(s.requests)) ?? []) log(`  ${st}`);
  }
  const report = stats.get('report')!;
  const trivial = stats.get('trivial')!;
  const ratio = report.reqPerSec / trivial.reqPerSec;
  log(`ratio report/trivial: ${ratio.toFixed(2)}`);
  log(
    `(closed loop, Little's law: ${CONNECTIONS} connections / ${Math.round(report.reqPerSec)} req/s = ${ms((CONNECTIONS / report.reqPerSec) * 1000)} ` +
      'mean report latency: its p99 is the queue of 50, not what a person waits; the open-loop rates below are)',
  );

  // The report query open-loop at fixed rates: the latency a steady stream of people sees, which a closed loop of 50
  // connections can't show (its queue sets its own rate).
  const openLoop = new Map<number, LoadStats>();
  for (const rate of OPEN_LOOP_RATES) {
    const common = {
      name: `report at ${rate} req/s`,
      url: server.baseUrl,
      path: '/api/graphql',
      rate,
      next: scenarios.find(([name]) => name === 'report')![1],
    };
    await runOpenLoop({ ...common, seconds: WARMUP_S });
    const s = await runOpenLoop({ ...common, seconds: OPEN_LOOP_S });
    openLoop.set(rate, s);
    const bad = s.requests - (s.statuses[200] ?? 0) + s.graphqlErrors + s.socketErrors;
    log(
      `report at ${rate} req/s: p50 ${ms(s.p50)} p99 ${ms(s.p99)} (${Math.round(s.reqPerSec)} req/s answered` +
        `${bad ? `; ERRORS: ${bad}, first: ${s.firstError}` : ''})`,
    );
  }
  const kept = OPEN_LOOP_RATES.filter((rate) => (openLoop.get(rate)?.p99 ?? Infinity) <= KEPT_P99_MS);
  log(`report max rate at p99<=${KEPT_P99_MS}ms: ${kept.length ? Math.max(...kept) : 'none'}`);
  const atBudget = openLoop.get(BUDGET.openLoopRate)!;

  // Trend server time: sequential requests, trend minus the trivial query's median (no Server-Timing header yet).
  let trendServerMs = NaN;
  let trendErrors = 0;
  if (trendAvailable) {
    const trendTimes: number[] = [];
    const trivialTimes: number[] = [];
    const token = trendAccounts[0]!.token;
    const timed = async (doc: string, into: number[]) => {
      const r = await gql(gqlUrl, token, doc);
      into.push(r.ms);
      if (r.status !== 200 || r.json.errors?.length) trendErrors++;
    };
    for (let i = 0; i < 5; i++) await timed(body(TREND), []);
    for (let i = 0; i < TREND_SAMPLES; i++) {
      await timed(body(TRIVIAL), trivialTimes);
      await timed(body(TREND), trendTimes);
    }
    trendServerMs = median(trendTimes) - median(trivialTimes);
    log(`trend server time (${TREND_REPORTS} reports): ${ms(trendServerMs)}`);
    log(
      `trend sequential: median ${ms(median(trendTimes))} minus trivial median ${ms(median(trivialTimes))} over ${TREND_SAMPLES} requests each` +
        (trendErrors ? `; ERRORS: ${trendErrors}` : ''),
    );
  } else {
    log(`trend server time (${TREND_REPORTS} reports): not available yet`);
  }

  // Ingestion: generated scans through the device API, 32 at a time.
  const rng = seededRng(now.getTime() % 2 ** 31);
  const scans = Array.from({ length: INGEST_SCANS + 2 * INGEST_CONCURRENCY }, () =>
    JSON.stringify(scanPayload(newScanId(), new Date(now.getTime() - rng() * 3600_000), pick(TIMEZONES), randomSubject(rng), 'M30', rng)),
  );
  let nextScan = 0;
  await statements?.reset();
  const ingestCpu = cpuNow();
  const ingest = await runLoad({
    name: 'ingestion',
    url: server.baseUrl,
    path: '/api/device/scans',
    connections: INGEST_CONCURRENCY,
    amount: INGEST_SCANS,
    headers: { authorization: `Bearer ${keys.M30}` },
    next: () => ({ body: scans[nextScan++ % scans.length]! }),
    graphql: false,
  });
  const created = ingest.statuses[201] ?? 0;
  const ingestPerS = created / ingest.seconds;
  log(`ingestion: ${Math.round(ingestPerS)} scans/s`);
  const ingestBad = ingest.requests - created + ingest.socketErrors;
  log(
    `ingestion: ${created} of ${ingest.requests} scans answered 201 in ${ingest.seconds.toFixed(1)} s (p50 ${ms(ingest.p50)}, p99 ${ms(ingest.p99)})` +
      (ingestBad ? `; ERRORS: ${ingestBad} (statuses ${JSON.stringify(ingest.statuses)}); first: ${ingest.firstError}` : '') +
      `; ${cpuLine(ingestCpu, ingest)}`,
  );
  for (const st of (await statements?.top(ingest.requests)) ?? []) log(`  ${st}`);

  // 5. Budgets.
  const errorsIn = (s: LoadStats | undefined) => (s ? s.requests - (s.statuses[200] ?? 0) + s.graphqlErrors + s.socketErrors : 0);
  const verdict = (ok: boolean, errors: number) => (errors ? 'FAIL (errors)' : ok ? 'PASS' : 'FAIL');
  const rows: string[][] = [
    [
      `report p99 at ${BUDGET.openLoopRate} req/s (open loop)`,
      ms(atBudget.p99),
      `≤ ${BUDGET.openLoopP99Ms} ms`,
      verdict(atBudget.p99 <= BUDGET.openLoopP99Ms, errorsIn(atBudget)),
    ],
    [
      'report throughput / trivial',
      `${Math.round(ratio * 100)} %`,
      `≥ ${BUDGET.ratio * 100} %`,
      verdict(ratio >= BUDGET.ratio, errorsIn(report) + errorsIn(trivial)),
    ],
    [
      `trend server time (${TREND_REPORTS} reports)`,
      trendAvailable ? ms(trendServerMs) : 'n/a',
      `≤ ${BUDGET.trendMs} ms`,
      trendAvailable ? verdict(trendServerMs <= BUDGET.trendMs, trendErrors + errorsIn(stats.get('trend'))) : 'not available yet',
    ],
    [
      'ingestion',
      `${Math.round(ingestPerS)} scans/s`,
      `≥ ${BUDGET.ingestPerS} scans/s`,
      verdict(ingestPerS >= BUDGET.ingestPerS, ingestBad),
    ],
  ];
  const header = ['budget', 'measured', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  log('');
  log(line(header));
  log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) log(line(r));
  log(`(report query: ${reportKind}; trivial = { __typename } with the same bearer tokens; generator: ${generatorName})`);

  await server.stop();
  await pool.end();
  log(`bench:api finished in ${secs(t0)} s`);
}

main()
  .then(() => {
    runCleanup();
    process.exit(0);
  })
  .catch((err: unknown) => {
    process.stderr.write(`bench:api broke: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    const tail = serverOutput().trim();
    if (tail) process.stderr.write(`server output (last lines):\n${tail.split('\n').slice(-30).join('\n')}\n`);
    runCleanup();
    process.exit(1);
  });

async function scannerKey(db: Db, serial: string, model: 'M30' | 'S30'): Promise<string> {
  const created = await createDevice(db, serial, model);
  if (!created.ok) throw new Error(`could not register the bench scanner ${serial}: ${created.error}`);
  return created.key;
}
