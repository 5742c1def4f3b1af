// Seeding for bench:api. ~200 realistic documents go through the real device API once (so they are stored exactly
// as the server stores scans); bulk INSERT … SELECT then copies them, cycled, into 500,000 reports.
import type pg from 'pg';
import { createSession } from '#server/domain/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { postScan, randomSubject, scanPayload, seededRng, TIMEZONES, type Model, type Outcome, type Subject } from './scan-gen.ts';

const DAY = 24 * 3600_000;
export const GROUPS = 25;
const SLOTS: Record<Model, number> = { M30: 5, S30: 3 };

/** 25 people × (5 M30 + 3 S30) documents; a few partial outcomes; two teenagers for the youth sections. */
export async function postPool(baseUrl: string, keys: Record<Model, string>, now: Date): Promise<number> {
  const rng = seededRng(4_2026);
  const jobs: Array<() => Promise<void>> = [];
  for (let g = 0; g < GROUPS; g++) {
    const subject: Subject = randomSubject(rng);
    if (g === 3) Object.assign(subject, { age: 12, heightCm: 152 });
    if (g === 17) Object.assign(subject, { age: 15, heightCm: 168 });
    const h = subject.heightCm / 100;
    const weight = (subject.age < 18 ? 19 : 21 + rng() * 9) * h * h;
    const pbf = (subject.sex === 'male' ? 15 : 25) + rng() * 8;
    for (const model of ['M30', 'S30'] as const) {
      for (let slot = 0; slot < SLOTS[model]; slot++) {
        let outcome: Outcome = 'complete';
        if (model === 'M30' && slot === 4 && g % 5 === 0) outcome = 'posture_failed';
        if (model === 'S30' && slot === 2 && g % 6 === 0) outcome = 'body_composition_failed';
        const payload = scanPayload(
          `benchpool-${String(g).padStart(3, '0')}-${slot}-${model}`,
          new Date(now.getTime() - (30 - slot) * DAY),
          TIMEZONES[g % TIMEZONES.length]!,
          subject,
          model,
          rng,
          { weightKg: Math.round((weight - slot * 0.7) * 10) / 10, pbf: pbf - slot * 0.4, outcome },
        );
        const key = keys[model];
        jobs.push(async () => {
          const { status, text } = await postScan(baseUrl, key, payload);
          if (status !== 201) throw new Error(`the device API refused a pool document (${status}): ${text.slice(0, 2000)}`);
        });
      }
    }
  }
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  return GROUPS * (SLOTS.M30 + SLOTS.S30);
}

type Batch = { from: number; to: number; perUser: number; stepDays: number; m30Tenths: number; start: Date };

/**
 * One INSERT … SELECT for users n in [from, to]. Every column of `reports` is copied from the pool row unless
 * overridden here, so columns the measurement model adds later are seeded without changing this file.
 */
function reportsInsert(columns: string[], b: Batch): { text: string; values: unknown[] } {
  const when = `($1::timestamptz + (j * $2::float8) * interval '1 day' + ((n * 7919 + j * 104729) % 720) * interval '1 minute')`;
  const overrides: Record<string, string> = {
    id: 'gen_random_uuid()',
    scan_id: `'benchscan-' || lpad(n::text, 6, '0') || '-' || lpad(j::text, 5, '0')`,
    user_id: `md5('bench-user-' || n)::uuid`,
    bound_at: when,
    measured_at: when,
    created_at: when,
    model_status: `case when p.outcome = 'failed' then 'failed' else 'ready' end`,
    deleted_at: 'null',
  };
  const cols = columns.map((c) => `"${c}"`).join(', ');
  const exprs = columns.map((c) => overrides[c] ?? `p."${c}"`).join(', ');
  const model = `case when j % 10 < ${b.m30Tenths} then 'M30' else 'S30' end`;
  const text = `insert into reports (${cols})
    select ${exprs}
    from generate_series($3::int, $4::int) n
    cross join generate_series(0, $5::int - 1) j
    join bench_pool p on p.bench_grp = n % ${GROUPS} and p.model = ${model}
      and p.bench_slot = (n + j) % (case when ${model} = 'M30' then ${SLOTS.M30} else ${SLOTS.S30} end)`;
  return { text, values: [b.start.toISOString(), b.stepDays, b.from, b.to, b.perUser] };
}

export type SeedResult = { reports: number; users: number; trendUserId: string; sampleUserIds: string[] };

export async function seedBulk(
  pool: pg.Pool,
  opts: { users: number; perUser: number; trendReports: number; now: Date },
): Promise<SeedResult> {
  const { now } = opts;
  await pool.query(`create table bench_pool as
    select *, split_part(scan_id, '-', 2)::int as bench_grp, split_part(scan_id, '-', 3)::int as bench_slot
    from reports where scan_id like 'benchpool-%'`);
  await pool.query(`delete from reports where scan_id like 'benchpool-%'`);
  const { rows: colRows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'reports' order by ordinal_position`,
  );
  const columns = colRows.map((r) => r.column_name);

  // Users 1..N with 50 reports each, and user 0 with the long history for the trend.
  await pool.query(
    `insert into users (id, email, name, sex, height_cm, age, created_at)
     select md5('bench-user-' || n)::uuid, 'bench' || n || '@bench.test', 'Bench ' || n,
            s.subject->>'sex', round((s.subject->>'heightCm')::numeric)::int, (s.subject->>'age')::int, $1::timestamptz
     from generate_series(0, $2::int) n
     join (select distinct on (bench_grp) bench_grp, subject from bench_pool order by bench_grp) s on s.bench_grp = n % ${GROUPS}`,
    [new Date(now.getTime() - 6 * 365 * DAY).toISOString(), opts.users],
  );

  const twoYears = new Date(now.getTime() - 730 * DAY);
  const step = 728 / opts.perUser;
  const half = Math.ceil(opts.users / 2);
  // Two statements at once: one per core.
  const batches: Batch[] = [
    { from: 1, to: half, perUser: opts.perUser, stepDays: step, m30Tenths: 7, start: twoYears },
    { from: half + 1, to: opts.users, perUser: opts.perUser, stepDays: step, m30Tenths: 7, start: twoYears },
    {
      from: 0,
      to: 0,
      perUser: opts.trendReports,
      stepDays: 7,
      m30Tenths: 10,
      start: new Date(now.getTime() - (opts.trendReports * 7 + 1) * DAY),
    },
  ];
  const counts = await Promise.all(
    batches.map(async (b) => {
      const q = reportsInsert(columns, b);
      return (await pool.query(q.text, q.values)).rowCount ?? 0;
    }),
  );
  await pool.query('drop table bench_pool');

  const {
    rows: [trend],
  } = await pool.query<{ id: string }>(`select md5('bench-user-0')::uuid::text as id`);
  const step500 = Math.max(1, Math.floor(opts.users / 500));
  const sample = Array.from({ length: Math.min(500, opts.users) }, (_, k) => 1 + k * step500);
  const { rows: sampleRows } = await pool.query<{ id: string }>(
    `select md5('bench-user-' || n)::uuid::text as id from unnest($1::int[]) n`,
    [sample],
  );
  return {
    reports: counts.reduce((a, b) => a + b, 0),
    users: opts.users + 1,
    trendUserId: trend!.id,
    sampleUserIds: sampleRows.map((r) => r.id),
  };
}

export type Account = { userId: string; token: string; reportIds: string[] };

/** Real sessions through createSession (8 at a time; an id listed twice gets two sessions) and each account's report ids. */
export async function sessionsFor(db: Db, pool: pg.Pool, userIds: string[], now: Date): Promise<Account[]> {
  const sessions: Array<{ userId: string; token: string }> = [];
  const queue = [...userIds];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) sessions.push({ userId: id, token: await createSession(db, id, now) });
    }),
  );
  const { rows } = await pool.query<{ user_id: string; ids: string[] }>(
    `select user_id::text, array_agg(id::text order by measured_at) as ids from reports
     where user_id = any($1::uuid[]) and deleted_at is null group by user_id`,
    [[...new Set(userIds)]],
  );
  const ids = new Map(rows.map((r) => [r.user_id, r.ids]));
  return sessions.map((s) => ({ ...s, reportIds: ids.get(s.userId) ?? [] }));
}
