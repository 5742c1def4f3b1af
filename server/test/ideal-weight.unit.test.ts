// The one ideal-weight rule (issue 19): the report's weight rating and the body-shape prediction's ideal weight come
// from the same model and never contradict each other: weight rated normal is the ideal weight, rated high means the
// ideal is lower, rated low that it is higher. Under 18 there is no ideal weight at all.
import { describe, expect, it } from 'vitest';
import { generateBodyComposition, randomSubject, seededRng } from '../src/simulator/generate.ts';
import { bodyMetrics, shapeBaseline } from '../src/domain/report-views.ts';

describe('weight rating and ideal weight', () => {
  it('agree for 3,000 adults of every build', () => {
    const rng = seededRng(19);
    const seen = { low: 0, normal: 0, high: 0 };
    for (let i = 0; i < 3000; i++) {
      const subject = randomSubject(rng);
      // Lean to obese: %fat from 4 to 50 at weights from BMI 16 to 38.
      const h2 = (subject.heightCm / 100) ** 2;
      const bc = generateBodyComposition(subject, rng, { weightKg: (16 + rng() * 22) * h2, pbf: 4 + rng() * 46 });
      const baseline = shapeBaseline(subject, bc);
      if (!baseline) continue; // outside the prediction model's domain
      const wt = bodyMetrics(subject, 'M30', bc, null).find((m) => m.key === 'WT')!;
      const ctx = `${JSON.stringify(subject)} WT ${bc.WT} PBF ${bc.PBF}: rated ${wt.rating}, ideal ${baseline.idealWeightKg}`;
      seen[wt.rating!]++;
      if (wt.rating === 'normal') expect(baseline.idealWeightKg, ctx).toBeCloseTo(bc.WT, 6);
      if (wt.rating === 'high') expect(baseline.idealWeightKg, ctx).toBeLessThan(bc.WT);
      if (wt.rating === 'low') expect(baseline.idealWeightKg, ctx).toBeGreaterThan(bc.WT);
      // The range shown on the weight's bar holds the ideal weight.
      expect(baseline.idealWeightKg, ctx).toBeGreaterThanOrEqual(wt.range!.low - 1e-9);
      expect(baseline.idealWeightKg, ctx).toBeLessThanOrEqual(wt.range!.high + 1e-9);
    }
    // Every rating was reached, so the rule was tested on each side.
    expect(seen.low).toBeGreaterThan(50);
    expect(seen.normal).toBeGreaterThan(50);
    expect(seen.high).toBeGreaterThan(50);
  });

  it('gives no ideal weight to people under 18, whose weight keeps the BMI-for-age band', () => {
    const rng = seededRng(20);
    for (let i = 0; i < 200; i++) {
      const subject = randomSubject(rng, { youth: true });
      const bc = generateBodyComposition(subject, rng);
      expect(shapeBaseline(subject, bc)).toBeNull();
      const wt = bodyMetrics(subject, 'M30', bc, null).find((m) => m.key === 'WT')!;
      expect(wt.range).not.toBeNull();
    }
  });
});
