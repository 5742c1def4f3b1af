// The report API over every section: sections per model and outcome, the youth spine, old documents,
// comparison, trends, history by date, and the device rate limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthyPbf } from '#shared/shape-prediction.ts';
import { interpret } from '../src/domain/interpretation/engine.ts';
import { devices, reports } from '../src/db/schema.ts';
import { OUTCOMES, type Model, type Outcome } from '../src/scan/sections.ts';
import { expectedSections, REPORT_SECTIONS, servedAs } from '../src/scan/report-sections.ts';
import { DEMO_M30_DEVICE_KEY, DEMO_S30_DEVICE_KEY, FULL_REPORT, newId, postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { leastSignificantChange } from '#shared/precision.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyOf = (m: Model) => (m === 'S30' ? DEMO_S30_DEVICE_KEY : DEMO_M30_DEVICE_KEY);
type Report = Record<string, unknown> & { id: string; sections: string[] };

async function scanFor(
  token: string,
  model: Model,
  opts: { outcome?: Outcome; measuredAt?: string; seed?: number; who?: typeof subject } = {},
): Promise<Report> {
  const body = scanBody(
    { ...(opts.measuredAt ? { measuredAt: opts.measuredAt } : {}), ...(opts.who ? { subject: opts.who } : {}) },
    opts.seed ?? 7,
    model,
    { outcome: opts.outcome ?? 'complete' },
  );
  const posted = await postScan(t, body, keyOf(model));
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const res = await t.gql(`mutation($s: ID!) { bindScan(scanId: $s) { report { ${FULL_REPORT} } } }`, { s: body.scanId }, token);
  expect(res.errors).toBeUndefined();
  return (res.data!['bindScan'] as { report: Report }).report;
}

// What each model and outcome has is pinned against the spec in report-sections.unit.test.ts; here the API must serve
// exactly that, each section's field null when absent.
const valueAt = (r: Report, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k] ?? null, r);

describe('report sections', () => {
  it('serves exactly the sections of each model and outcome, and null for the others', async () => {
    const { token } = await t.signIn('sections@example.com');
    for (const model of ['M30', 'S30'] as const) {
      for (const outcome of OUTCOMES) {
        const r = await scanFor(token, model, { outcome });
        const want = expectedSections(model, outcome, subject.age).map((id) => id.toUpperCase());
        expect(r.sections, `${model} ${outcome}`).toEqual(want);
        expect(r['outcome']).toBe(outcome.toUpperCase());
        for (const section of REPORT_SECTIONS) {
          const served = servedAs(section);
          expect(valueAt(r, served) !== null, `${model} ${outcome} ${served}`).toBe(want.includes(section.id.toUpperCase()));
        }
        const segments = (r['bodyComposition'] as { segments: unknown[] } | null)?.segments;
        if (segments) expect(segments).toHaveLength(5);
      }
    }
  });

  it('shows the youth spine for ages 10–17 on the M30 only, and no body-shape prediction', async () => {
    const { token } = await t.signIn('youth@example.com');
    for (const age of [10, 14, 17]) {
      const r = await scanFor(token, 'M30', { who: { ...subject, age } });
      expect(r.sections).toContain('YOUTH_SPINE');
      // No weight target or ideal weight for a growing body.
      expect(r.sections).not.toContain('SHAPE_PREDICTION');
      expect(r['shapeBaseline']).toBeNull();
      expect(r['youthSpine']).toMatchObject({ growingPains: expect.stringMatching(/^(SAFE|RISK)$/) });
    }
    for (const age of [18, 40]) expect((await scanFor(token, 'M30', { who: { ...subject, age } }))['youthSpine']).toBeNull();
    expect((await scanFor(token, 'S30', { who: { ...subject, age: 14 } }))['youthSpine']).toBeNull();
  });

  it('serves every section in the shape of the schema, with changes against the previous report', async () => {
    const { token } = await t.signIn('full@example.com');
    const first = await scanFor(token, 'M30', { measuredAt: '2026-03-01T08:00:00Z', seed: 1 });
    const second = await scanFor(token, 'M30', { measuredAt: '2026-04-01T08:00:00Z', seed: 2 });
    expect(first['girths']).toHaveLength(16);
    expect((first['girths'] as Array<{ change: number | null }>).every((g) => g.change === null)).toBe(true);
    const g1 = first['girths'] as Array<{ key: string; valueCm: number }>;
    const g2 = second['girths'] as Array<{ key: string; valueCm: number; change: number }>;
    expect(g2[6]).toEqual({
      key: 'hipGirth',
      valueCm: g2[6]!.valueCm,
      change: Math.round((g2[6]!.valueCm - g1[6]!.valueCm) * 10) / 10,
      lsc: leastSignificantChange('hipGirth', 'M30'),
    });
    expect(second['shoulder']).toMatchObject({ change: expect.any(Number), differenceDeg: expect.any(Number) });
    expect(first['shoulder']).toMatchObject({ change: null });
    const spine = second['spine'] as { vertebrae: Array<{ name: string }>; regions: unknown[] };
    expect(spine.vertebrae.map((v) => v.name).join(' ')).toBe('C1 C2 C3 C4 C5 C6 C7 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 L1 L2 L3 L4 L5');
    const posture = second['posture'] as { items: Array<{ key: string; legType: string | null }>; views: Array<{ view: string }> };
    expect(posture.items).toHaveLength(11);
    expect(posture.items.filter((i) => i.legType !== null).map((i) => i.key)).toEqual(['LEG_TYPE']);
    expect(posture.views.map((v) => v.view)).toEqual(['FRONT', 'LEFT', 'RIGHT', 'BACK']);
    const bc = second['bodyComposition'] as {
      metrics: Array<{ key: string; value: number; range: { low: number; high: number } | null; rating: string | null }>;
    };
    const wt = bc.metrics.find((m) => m.key === 'WT')!;
    expect(wt.range!.low).toBeLessThan(wt.range!.high);
    expect(['LOW', 'NORMAL', 'HIGH']).toContain(wt.rating);
    // The prediction model's baseline (its own unit tests cover the physiology): the measured body today, an ideal
    // %fat inside the healthy band, and a target range around today's weight with ends rounded inwards.
    const shape = second['shapeBaseline'] as Record<string, number>;
    expect(shape['currentWeightKg']).toBeCloseTo(wt.value, 5);
    expect(shape['idealPbf']).toBeGreaterThanOrEqual(healthyPbf(subject.sex, subject.age).band.low - 1e-9);
    expect(shape['idealPbf']).toBeLessThanOrEqual(healthyPbf(subject.sex, subject.age).band.high + 1e-9);
    expect(shape['minTargetKg']).toBeLessThan(wt.value);
    expect(shape['maxTargetKg']).toBeGreaterThan(wt.value);
    expect(shape['minTargetKg']! * 10).toBe(Math.round(shape['minTargetKg']! * 10));
  });

  it('interprets a report by the rule engine: the stored document’s points in order, its plan, nothing for a failed scan', async () => {
    const { token } = await t.signIn('interpretation@example.com');
    const query = `query($id: ID!) { report(id: $id) { interpretation {
      points { rule section severity params { name number text } }
      plan { weeks sessionsPerWeek phases { fromWeek toWeek focus sessions { kind focus minutes } } } } } }`;
    const [complete, failed] = [await scanFor(token, 'M30', { seed: 11 }), await scanFor(token, 'M30', { outcome: 'failed' })];
    const [row] = await t.db.select().from(reports).where(eq(reports.id, complete.id));
    const expected = interpret(row!.measurements, row!.subject);
    const res = await t.gql(query, { id: complete.id }, token);
    expect(res.errors).toBeUndefined();
    const got = (
      res.data!['report'] as {
        interpretation: {
          points: Array<{ rule: string; severity: string; params: Array<{ name: string; number: number | null; text: string | null }> }>;
          plan: { weeks: number; phases: Array<{ fromWeek: number; toWeek: number }> };
        };
      }
    ).interpretation;
    expect(got.points.map((p) => p.rule)).toEqual(expected.points.map((p) => p.ruleId));
    expect(got.points.map((p) => p.severity)).toEqual(expected.points.map((p) => p.severity.toUpperCase()));
    for (const [i, point] of got.points.entries()) {
      expect(Object.fromEntries(point.params.map((p) => [p.name, p.number ?? p.text]))).toEqual(expected.points[i]!.params);
    }
    expect(got.plan.weeks).toBe(expected.plan.weeks);
    expect(got.plan.phases.map((p) => [p.fromWeek, p.toWeek])).toEqual(expected.plan.phases.map((p) => p.weeks));
    // A whole failed measurement has nothing to interpret: no points.
    const none = await t.gql(query, { id: failed.id }, token);
    expect((none.data!['report'] as { interpretation: { points: unknown[] } }).interpretation.points).toEqual([]);
    // Another account's report gives the same answer as a missing one.
    const other = await t.signIn('interpretation-other@example.com');
    const foreign = await t.gql(query, { id: complete.id }, other.token);
    expect(foreign.data?.['report'] ?? null).toBeNull();
  });

  it('reads reports stored before the complete scan model (schema version 1)', async () => {
    const { token, userId } = await t.signIn('old@example.com');
    const [device] = await t.db.select().from(devices).where(eq(devices.model, 'M30'));
    const bc = scanBody().bodyComposition;
    const [row] = await t.db
      .insert(reports)
      .values({
        scanId: newId(),
        deviceId: device!.id,
        model: 'M30',
        userId,
        measuredAt: new Date('2025-01-01T00:00:00Z'),
        outcome: 'complete',
        subject,
        measurements: { schemaVersion: 1, bodyComposition: bc },
      })
      .returning();
    const res = await t.gql(`query($id: ID!) { report(id: $id) { ${FULL_REPORT} } }`, { id: row!.id }, token);
    expect(res.errors).toBeUndefined();
    const r = res.data!['report'] as Report;
    expect(r.sections).toEqual(['BODY_COMPOSITION', 'SHAPE_PREDICTION']);
    expect(r['bodyComposition']).toMatchObject({ segments: [] });
    expect(r['girths']).toBeNull();
    const newer = await scanFor(token, 'M30', { measuredAt: '2025-02-01T00:00:00Z' });
    expect(newer['previous']).toMatchObject({ id: row!.id });
    expect((newer['girths'] as Array<{ change: number | null }>)[0]!.change).toBeNull();
  });
});

describe('comparison, trends and history', () => {
  it('compares two own reports metric by metric and girth by girth', async () => {
    const { token } = await t.signIn('compare@example.com');
    const a = await scanFor(token, 'M30', { measuredAt: '2026-01-01T08:00:00Z', seed: 21 });
    const b = await scanFor(token, 'S30', { measuredAt: '2026-02-01T08:00:00Z', seed: 22 });
    const c = await scanFor(token, 'M30', { measuredAt: '2026-03-01T08:00:00Z', seed: 23, outcome: 'body_assessment_failed' });
    const Q =
      'query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { id base { id } other { id } metrics { key quantity base other change rating } girths { key base other change } } }';
    const res = await t.gql(Q, { a: a.id, b: b.id }, token);
    expect(res.errors).toBeUndefined();
    const cmp = res.data!['compareReports'] as {
      id: string;
      metrics: Array<{ key: string; base: number; other: number; change: number }>;
      girths: unknown[];
    };
    expect(cmp.id).toBe(`${a.id}:${b.id}`);
    expect(cmp.metrics).toHaveLength(17);
    const value = (r: Report, key: string) =>
      (r['bodyComposition'] as { metrics: Array<{ key: string; value: number }> }).metrics.find((m) => m.key === key)!.value;
    expect(cmp.metrics[0]).toMatchObject({
      key: 'WT',
      base: value(a, 'WT'),
      other: value(b, 'WT'),
      change: Math.round((value(b, 'WT') - value(a, 'WT')) * 10) / 10,
    });
    expect(cmp.girths).toHaveLength(16);
    // Each metric carries the newer report's rating (what the change's colour follows), whichever side it is on.
    const rating = (r: Report, key: string) =>
      (r['bodyComposition'] as { metrics: Array<{ key: string; rating: string | null }> }).metrics.find((m) => m.key === key)!.rating;
    const ratings = (x: unknown) => (x as { metrics: Array<{ key: string; rating: string | null }> }).metrics.map((m) => [m.key, m.rating]);
    const newer = cmp.metrics.map((m) => [m.key, rating(b, m.key)]);
    expect(newer.some(([, r]) => r !== null) && newer.some(([, r]) => r === null)).toBe(true);
    expect(ratings(cmp)).toEqual(newer);
    expect(ratings((await t.gql(Q, { a: b.id, b: a.id }, token)).data!['compareReports'])).toEqual(newer);
    // A report without girths: metrics only.
    const partial = await t.gql(Q, { a: a.id, b: c.id }, token);
    expect((partial.data!['compareReports'] as { girths: unknown[] }).girths).toEqual([]);
  });

  it('gives trends oldest first within [from, to], per model or for all, skipping deleted reports and missing values', async () => {
    const { token } = await t.signIn('trend@example.com');
    const made: Report[] = [];
    for (let i = 0; i < 6; i++) {
      made.push(
        await scanFor(token, i % 3 === 2 ? 'S30' : 'M30', {
          measuredAt: new Date(Date.UTC(2026, 0, 1 + i * 7)).toISOString(),
          seed: 100 + i,
          outcome: i === 4 ? 'body_composition_failed' : 'complete',
        }),
      );
    }
    await t.request(`/api/device/scans/${made[1]!['scanId'] as string}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` },
    });
    const Q =
      'query($m: ProductModel, $f: DateTime, $t: DateTime) { bodyTrend(key: WT, model: $m, from: $f, to: $t) { id quantity points { reportId measuredAt value } range { low high } rating } girthTrend(key: hipGirth, model: $m, from: $f, to: $t) { id quantity points { reportId value } range { low } rating } }';
    const all = await t.gql(Q, {}, token);
    const body = all.data!['bodyTrend'] as { id: string; points: Array<{ reportId: string; measuredAt: string; value: number }> };
    expect(body.id).toBe('WT:::');
    expect(body).toMatchObject({ quantity: 'MASS_KG' });
    expect(all.data!['girthTrend']).toMatchObject({ quantity: 'LENGTH_CM', range: null, rating: null });
    // The newest point's range and rating: the chart's normal band and what the change along the line is judged by.
    const standing = (r: Report) => {
      const { range, rating } = (r['bodyComposition'] as { metrics: Array<{ key: string; range: unknown; rating: unknown }> }).metrics[0]!;
      return { range, rating };
    };
    expect(standing(made[5]!).range).not.toBeNull();
    expect(body).toMatchObject(standing(made[5]!));
    expect(body.points.map((p) => p.reportId)).toEqual([made[0]!.id, made[2]!.id, made[3]!.id, made[5]!.id]);
    const wt = (r: Report) => (r['bodyComposition'] as { metrics: Array<{ key: string; value: number }> }).metrics[0]!.value;
    expect(body.points[0]!.value).toBe(wt(made[0]!));
    const girth = all.data!['girthTrend'] as { points: Array<{ reportId: string }> };
    expect(girth.points.map((p) => p.reportId)).toEqual([made[0]!.id, made[2]!.id, made[3]!.id, made[4]!.id, made[5]!.id]);

    const from = '2026-01-08T00:00:00.000Z';
    const to = '2026-01-29T08:00:00.000Z';
    const ranged = await t.gql(Q, { m: 'M30', f: from, t: to }, token);
    const rb = ranged.data!['bodyTrend'] as { id: string; points: Array<{ reportId: string }> };
    expect(rb.id).toBe(`WT:M30:${from}:${to}`);
    expect(rb.points.map((p) => p.reportId)).toEqual([made[3]!.id]);
    expect(rb).toMatchObject(standing(made[3]!));
    expect((await t.gql(Q, { f: to, t: from }, token)).errors?.[0]?.extensions?.['code']).toBe('BAD_INPUT');
  });

  it("lists history within [from, to] with every section, each row's previous taken from the page when it is there", async () => {
    const { token } = await t.signIn('history@example.com');
    const made: Report[] = [];
    for (let i = 0; i < 8; i++)
      made.push(await scanFor(token, i % 2 ? 'S30' : 'M30', { measuredAt: new Date(Date.UTC(2025, i, 3)).toISOString(), seed: 200 + i }));
    const Q = `query($f: DateTime, $t: DateTime) { reports(first: 100, from: $f, to: $t) { edges { node { ${FULL_REPORT} } } pageInfo { hasNextPage } } }`;
    const res = await t.gql(Q, { f: '2025-03-01T00:00:00Z', t: '2025-07-01T00:00:00Z' }, token);
    expect(res.errors).toBeUndefined();
    const nodes = (res.data!['reports'] as { edges: Array<{ node: Report }> }).edges.map((e) => e.node);
    expect(nodes.map((n) => n.id)).toEqual([made[5]!.id, made[4]!.id, made[3]!.id, made[2]!.id]);
    // Each row's "previous" is the next older report of its model, whether or not it is on the page.
    expect(nodes.map((n) => (n['previous'] as { id: string }).id)).toEqual([made[3]!.id, made[2]!.id, made[1]!.id, made[0]!.id]);
  });
});

describe('hip shape history', () => {
  const HIP = `query($id: ID!, $n: Int) { report(id: $id) { hip { type liftIndex } hipHistory(first: $n) {
    reportId measuredAt timezone type hipGirthCm hipWidthCm hipDepthCm upperLowerRatio liftIndex } } }`;
  type Entry = { reportId: string; measuredAt: string; type: string; liftIndex: number };
  const entries = async (id: string, token: string, n?: number) => {
    const res = await t.gql(HIP, { id, ...(n ? { n } : {}) }, token);
    expect(res.errors).toBeUndefined();
    return (res.data!['report'] as { hipHistory: Entry[] }).hipHistory;
  };

  it("gives the hip shapes of the owner's earlier reports of the same model, newest first, and nothing through a share link", async () => {
    const { token } = await t.signIn('hips@example.com');
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();
    const m1 = await scanFor(token, 'M30', { measuredAt: at(1), seed: 1 });
    const s1 = await scanFor(token, 'S30', { measuredAt: at(2), seed: 2 });
    const failed = await scanFor(token, 'M30', { measuredAt: at(3), outcome: 'failed' });
    const m2 = await scanFor(token, 'M30', { measuredAt: at(4), seed: 4 });
    const m3 = await scanFor(token, 'M30', { measuredAt: at(5), seed: 5 });
    const latest = await scanFor(token, 'M30', { measuredAt: at(6), seed: 6 });
    // Earlier M30 reports with a hip section, newest first: no S30, no failed scan, nothing later than the report.
    expect((await entries(latest.id, token)).map((e) => e.reportId)).toEqual([m3.id, m2.id, m1.id]);
    expect((await entries(m2.id, token)).map((e) => e.reportId)).toEqual([m1.id]);
    expect(await entries(m1.id, token)).toEqual([]);
    expect(await entries(s1.id, token)).toEqual([]);
    expect(failed.id).toBeTruthy();
    // Each entry is that report's own hip section.
    const [newest] = await entries(latest.id, token, 1);
    const own = await t.gql('query($id: ID!) { report(id: $id) { measuredAt hip { type liftIndex } } }', { id: m3.id }, token);
    const m3Report = own.data!['report'] as { measuredAt: string; hip: { type: string; liftIndex: number } };
    expect(newest).toMatchObject({
      reportId: m3.id,
      measuredAt: m3Report.measuredAt,
      type: m3Report.hip.type,
      liftIndex: m3Report.hip.liftIndex,
      timezone: 'Europe/Berlin',
    });
    // A report deleted by the device's administrator leaves the history.
    const [deleted] = await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, m3.id)).returning();
    expect(deleted).toBeTruthy();
    expect((await entries(latest.id, token)).map((e) => e.reportId)).toEqual([m2.id, m1.id]);
    // `first` is 1 to 20.
    for (const n of [0, 21]) expect((await t.gql(HIP, { id: latest.id, n }, token)).errors?.[0]?.extensions?.['code']).toBe('BAD_INPUT');
    // Through a share link: nothing of the owner's other reports.
    const link = await t.gql('mutation($r: ID!) { createShareLink(reportId: $r) { url } }', { r: latest.id }, token);
    const shareToken = new URL((link.data!['createShareLink'] as { url: string }).url).pathname.replace(/^\/s\//, '');
    const shared = await t.gql('query($t: String!) { sharedReport(token: $t) { report { hip { type } hipHistory { reportId } } } }', {
      t: shareToken,
    });
    expect(shared.errors).toBeUndefined();
    expect((shared.data!['sharedReport'] as { report: { hip: unknown; hipHistory: unknown[] } }).report).toMatchObject({ hipHistory: [] });
  });
});

describe('device rate limit', () => {
  it('answers 429 with Retry-After beyond DEVICE_SCANS_PER_MINUTE per device, counted in the database', async () => {
    const limited = await createTestApp({ DEVICE_SCANS_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await postScan(limited, scanBody())).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const res = await limited.request('/api/device/scans', {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` },
        body: '{}',
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await postScan(limited, scanBody({}, 7, 'S30'), DEMO_S30_DEVICE_KEY)).status).toBe(201); // another device has its own budget
      limited.clock.advance(61_000);
      expect((await postScan(limited, scanBody())).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
