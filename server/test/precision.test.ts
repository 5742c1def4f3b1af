// The least significant change through the API (src/shared/precision.ts): every change the API serves comes with
// the LSC of the report's model, and whether the body's water moved; the same on the report, the comparison and the
// trend. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leastSignificantChange, waterMoved } from '#shared/precision.ts';
import { generateBodyComposition, seededRng } from '../src/simulator/generate.ts';
import { postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Metric = { key: string; value: number; change: number | null; lsc: number };

/** A member with two scans: `later`'s values replace the first's, the rest is the same body. */
async function twoScans(email: string, later: Record<string, number>) {
  const { token } = await t.signIn(email);
  const bodyComposition = generateBodyComposition(subject, seededRng(3));
  const ids: string[] = [];
  for (const [measuredAt, composition] of [
    ['2026-03-01T08:00:00Z', bodyComposition],
    ['2026-04-01T08:00:00Z', { ...bodyComposition, ...later }],
  ] as const) {
    const body = scanBody({ measuredAt }, 5, 'M30', { bodyComposition: composition });
    expect((await postScan(t, body)).status).toBe(201);
    const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
    expect(bound.errors).toBeUndefined();
    ids.push((bound.data!['bindScan'] as { report: { id: string } }).report.id);
  }
  return { token, ids, before: bodyComposition };
}

const REPORT = `query($id: ID!) { report(id: $id) {
  bodyComposition { waterMoved metrics { key value change lsc } }
  girths { key change lsc }
  shoulder { change lsc } } }`;

describe('least significant change', () => {
  it('comes with every change on the report; water moved when total body water did', async () => {
    const { token, ids, before } = await twoScans('lsc-water@example.com', {});
    const res = await t.gql(REPORT, { id: ids[1] }, token);
    expect(res.errors).toBeUndefined();
    const report = res.data!['report'] as {
      bodyComposition: { waterMoved: boolean; metrics: Metric[] };
      girths: Array<{ key: string; lsc: number }>;
      shoulder: { lsc: number };
    };
    for (const m of report.bodyComposition.metrics) expect(m.lsc, m.key).toBe(leastSignificantChange(m.key as 'WT', 'M30'));
    for (const g of report.girths) expect(g.lsc, g.key).toBe(leastSignificantChange(g.key as 'waistGirth', 'M30'));
    expect(report.shoulder.lsc).toBe(leastSignificantChange('SHOULDER_ROM', 'M30'));
    // The same body twice: nothing moved.
    expect(report.bodyComposition.waterMoved).toBe(false);
    expect(waterMoved('M30', before, before)).toBe(false);
  });

  it('says water moved beyond its least significant change, on the report and the comparison, and not within it', async () => {
    const lsc = leastSignificantChange('TBW', 'M30');
    const base = generateBodyComposition(subject, seededRng(3));
    const ratio = base.ECW / base.TBW;
    // Total body water down by 1.2 LSC, its parts in the same proportion (the ratio holds).
    const tbw = base.TBW - lsc * 1.2;
    const moved = await twoScans('lsc-moved@example.com', { TBW: tbw, ECW: tbw * ratio, ICW: tbw * (1 - ratio) });
    // Down by 0.5 LSC: within.
    const small = base.TBW - lsc * 0.5;
    const steady = await twoScans('lsc-steady@example.com', { TBW: small, ECW: small * ratio, ICW: small * (1 - ratio) });
    const Q = `query($a: ID!, $b: ID!) { compareReports(baseId: $a, otherId: $b) { waterMoved metrics { key change lsc } girths { key lsc } } }`;
    for (const [person, expected] of [
      [moved, true],
      [steady, false],
    ] as const) {
      const report = await t.gql(REPORT, { id: person.ids[1] }, person.token);
      expect((report.data!['report'] as { bodyComposition: { waterMoved: boolean } }).bodyComposition.waterMoved).toBe(expected);
      const cmp = await t.gql(Q, { a: person.ids[0], b: person.ids[1] }, person.token);
      expect(cmp.errors).toBeUndefined();
      const comparison = cmp.data!['compareReports'] as {
        waterMoved: boolean;
        metrics: Metric[];
        girths: Array<{ key: string; lsc: number }>;
      };
      expect(comparison.waterMoved).toBe(expected);
      expect(comparison.metrics.find((m) => m.key === 'PBF')!.lsc).toBe(leastSignificantChange('PBF', 'M30'));
      expect(comparison.girths.find((g) => g.key === 'waistGirth')!.lsc).toBe(leastSignificantChange('waistGirth', 'M30'));
    }
  });

  it("comes with a trend: its model's, or the larger of both models' for a series of both", async () => {
    const { token } = await twoScans('lsc-trend@example.com', {});
    const Q = `query($m: ProductModel) { bodyTrend(key: PBF, model: $m) { lsc } girthTrend(key: waistGirth, model: $m) { lsc } }`;
    const one = await t.gql(Q, { m: 'M30' }, token);
    expect(one.data).toEqual({
      bodyTrend: { lsc: leastSignificantChange('PBF', 'M30') },
      girthTrend: { lsc: leastSignificantChange('waistGirth', 'M30') },
    });
    const both = await t.gql(Q, { m: null }, token);
    expect(both.data).toEqual({
      bodyTrend: { lsc: leastSignificantChange('PBF', null) },
      girthTrend: { lsc: leastSignificantChange('waistGirth', null) },
    });
  });
});
