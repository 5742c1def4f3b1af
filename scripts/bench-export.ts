// npm run bench:export — the data export's time and the server's memory (issue 21: "an account with 1,000 reports
// exports in constant memory"). A throw-away PostgreSQL, the real server as one process (WEB_CONCURRENCY=1), two
// accounts of 1,000 and 5,000 reports; each format downloaded three times per account. Prints, per format and account:
// the median time, the size on the wire (asked for as a browser does, gzip accepted), and the server's peak resident
// memory during the download above its level before it (Linux: VmHWM after resetting it through
// /proc/<pid>/clear_refs). Exit code 0 whatever the figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { wrapPool } from '../server/src/db/client.ts';
import { createDevice } from '../server/src/domain/devices.ts';
import { postPool, seedBulk, sessionsFor } from './lib/bench-seed.ts';
import { freePort, startPostgres } from './lib/postgres.ts';
import { EXPORT_FORMAT_IDS } from '../src/shared/export-formats.ts';
import { onCleanup, runCleanup, startServer } from './lib/procs.ts';

const SIZES = { small: 1_000, large: 5_000 };
const RUNS = 3;
const FORMATS = process.env['BENCH_FORMATS']?.split(',') ?? EXPORT_FORMAT_IDS;
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The process's resident memory now and its peak since the last reset, in kB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Downloads as a browser does (it takes gzip): the status and the bytes on the wire. */
function download(url: string, token: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function main() {
  log(
    `bench:export: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start; Node ${process.versions.node}`,
  );
  const pgServer = await startPostgres({ settings: { shared_buffers: '256MB' } });
  onCleanup('postgres', () => pgServer.stop());
  const pool = new pg.Pool({ connectionString: pgServer.url, max: 4 });
  onCleanup('pool', () => void pool.end().catch(() => {}));
  const port = await freePort();
  const server = await startServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: pgServer.url,
      DIST_DIR: join(pgServer.dir, 'no-dist'),
      DATA_DIR: join(pgServer.dir, 'no-data'),
      DEVICE_SCANS_PER_MINUTE: '1000000',
      WEB_CONCURRENCY: '1',
    },
    port,
  );
  const pid = server.child.pid!;
  const now = new Date();
  const db = wrapPool(pool).db;
  const key = async (serial: string, model: 'M30' | 'S30') => {
    const created = await createDevice(db, serial, model);
    if (!created.ok) throw new Error(`could not register ${serial}: ${created.error}`);
    return created.key;
  };
  await postPool(server.baseUrl, { M30: await key('BENCH-M30', 'M30'), S30: await key('BENCH-S30', 'S30') }, now);
  // User 1 gets `perUser` reports, user 0 the long history.
  const seeded = await seedBulk(pool, { users: 1, perUser: SIZES.small, trendReports: SIZES.large, now });
  // sessionsFor answers in the order its sessions were made, not the order asked: find each account by its id.
  const accounts = await sessionsFor(db, pool, [seeded.trendUserId, seeded.sampleUserIds[0]!], now);
  const large = accounts.find((a) => a.userId === seeded.trendUserId);
  const small = accounts.find((a) => a.userId === seeded.sampleUserIds[0]);
  if (large!.reportIds.length !== SIZES.large || small!.reportIds.length !== SIZES.small) throw new Error('seeding is incomplete');
  await pool.query('vacuum (analyze) reports');
  log(`seeded: accounts of ${small!.reportIds.length} and ${large!.reportIds.length} reports; server pid ${pid}`);

  for (const format of FORMATS) {
    for (const [label, account] of [
      ['1,000 reports', small!],
      ['5,000 reports', large!],
    ] as const) {
      const times: number[] = [];
      const peaks: number[] = [];
      let bytes = 0;
      let status = 0;
      let encoding = '';
      for (let run = 0; run < RUNS; run++) {
        (global as { gc?: () => void }).gc?.();
        const before = memory(pid).rss;
        resetPeak(pid);
        const t0 = performance.now();
        const got = await download(`${server.baseUrl}/api/account/export?format=${format}`, account.token);
        status = got.status;
        bytes = got.bytes;
        encoding = got.encoding;
        times.push(performance.now() - t0);
        peaks.push(memory(pid).peak - before);
      }
      log(
        `export ${format} ${label}: HTTP ${status}, ${(bytes / 1024 / 1024).toFixed(1)} MB on the wire (${encoding}), median ${median(times).toFixed(0)} ms ` +
          `(${times.map((x) => x.toFixed(0)).join(' / ')}), server peak RSS +${mb(median(peaks))} above ${mb(memory(pid).rss)}`,
      );
    }
  }
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
  );
  await server.stop();
}

main()
  .catch((err: unknown) => {
    log(`bench:export broke: ${err instanceof Error ? err.stack : String(err)}`);
    process.exitCode = 1;
  })
  .finally(runCleanup);
