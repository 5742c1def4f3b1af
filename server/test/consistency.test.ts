// One number per question over the demo account's year (issue 35): the value and change that the report, the
// comparison and the trend (whose points home's long view and the trend's summary read) give for the same pair of
// reports are the same, every change is `shownChange` of the two values as shown, and the share view (what the PDF
// prints) shows the same values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemo } from '../src/demo/seed.ts';
import { shownChange, type Quantity } from '#shared/units.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { LIGHT_MESH_VERTICES } from './fixtures.ts';

type Metric = { key: string; value: number; quantity: Quantity; change: number | null };
type Report = { id: string; measuredAt: string; previous: { id: string } | null; bodyComposition: { metrics: Metric[] } | null };
type Compared = { key: string; base: number; other: number; change: number; quantity: Quantity };

const REPORT = `id measuredAt previous { id } bodyComposition { metrics { key value quantity change } }`;

let t: TestApp;
let token: string;
let reports: Report[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock.now(), LIGHT_MESH_VERTICES);
  ({ token } = await t.signIn(DEMO_ACCOUNT.email));
  const list = await t.gql(`{ reports(model: M30, first: 100) { edges { node { ${REPORT} } } } }`, {}, token);
  expect(list.errors).toBeUndefined();
  reports = (list.data!['reports'] as { edges: Array<{ node: Report }> }).edges
    .map((edge) => edge.node)
    .filter((report) => report.bodyComposition !== null);
});
afterAll(() => t.close());

const compare = async (base: Report, other: Report): Promise<Compared[]> => {
  const res = await t.gql(
    'query($b: ID!, $o: ID!) { compareReports(baseId: $b, otherId: $o) { metrics { key base other change quantity } } }',
    { b: base.id, o: other.id },
    token,
  );
  expect(res.errors).toBeUndefined();
  return (res.data!['compareReports'] as { metrics: Compared[] }).metrics;
};

describe('one number per question over the demo year', () => {
  it('a report, its share view and the comparison with its previous report give each change alike', async () => {
    const [latest] = reports;
    const previous = reports.find((r) => r.id === latest!.previous!.id)!;
    const link = await t.gql('mutation($r: ID!) { createShareLink(reportId: $r) { url } }', { r: latest!.id }, token);
    const shareToken = new URL((link.data!['createShareLink'] as { url: string }).url).pathname.split('/').at(-1)!;
    const shared = await t.gql(`query($t: String!) { sharedReport(token: $t) { report { ${REPORT} } } }`, { t: shareToken });
    expect(shared.errors).toBeUndefined();
    const sharedMetrics = (shared.data!['sharedReport'] as { report: Report }).report.bodyComposition!.metrics;
    const compared = await compare(previous, latest!);
    for (const metric of latest!.bodyComposition!.metrics) {
      const before = previous.bodyComposition!.metrics.find((m) => m.key === metric.key)!;
      const expected = shownChange(metric.value, before.value, metric.quantity);
      expect(metric.change, metric.key).toBe(expected);
      // A share link (and the PDF, which prints it) shows the same value and no change: the previous report is the
      // owner's (docs/decisions.md, "Owner-only fields on a shared report"), so it cannot disagree.
      expect(
        sharedMetrics.find((m) => m.key === metric.key),
        metric.key,
      ).toMatchObject({ value: metric.value, change: null });
      expect(
        compared.find((m) => m.key === metric.key),
        metric.key,
      ).toMatchObject({ base: before.value, other: metric.value, change: expected });
    }
  });

  it("a comparison across the year equals the trend's points (home's long view) by the same function", async () => {
    const latest = reports[0]!;
    const earliest = reports.at(-1)!;
    const compared = await compare(earliest, latest);
    for (const metric of latest.bodyComposition!.metrics) {
      const trend = await t.gql(
        'query($k: BodyMetricKey!) { bodyTrend(key: $k, model: M30) { quantity points { reportId value } } }',
        { k: metric.key },
        token,
      );
      expect(trend.errors, metric.key).toBeUndefined();
      const series = trend.data!['bodyTrend'] as { quantity: Quantity; points: Array<{ reportId: string; value: number }> };
      const at = (id: string) => series.points.find((p) => p.reportId === id)?.value;
      expect(at(latest.id), metric.key).toBe(metric.value);
      const first = at(earliest.id)!;
      expect(first, metric.key).toBe(earliest.bodyComposition!.metrics.find((m) => m.key === metric.key)!.value);
      // The trend's summary and home's long view compute shownChange(last, first) from these points.
      expect(compared.find((m) => m.key === metric.key)!.change, metric.key).toBe(shownChange(metric.value, first, series.quantity));
    }
  });
});
