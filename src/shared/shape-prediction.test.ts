// The shape prediction from body compositions alone. Its tests on scans as the scan simulator makes them (with
// girths), and against the server's girth keys and body-fat ranges, are in server/src/simulator/shape-prediction.unit.test.ts:
// src/shared imports nothing of the server's.
import { describe, expect, it } from 'vitest';
import {
  BMI_LIMITS,
  ESSENTIAL_FAT_PBF,
  FORBES_C_KG,
  predictShape,
  shapeBaseline,
  type ShapeInput,
  type ShapePrediction,
  type ShapeResult,
} from './shape-prediction.ts';

/**
 * A scan's body composition as the scanner reports it: tenths of a kg, SM and TBW as shares of FFM. No girths: the tests
 * here read none, and the composition never depends on them.
 */
function person(sex: 'male' | 'female', age: number, heightCm: number, weightKg: number, pbf: number): ShapeInput {
  const BFM = Math.round((weightKg * pbf) / 10) / 10;
  const FFM = Math.round((weightKg - BFM) * 10) / 10;
  return {
    sex,
    age,
    heightCm,
    composition: { WT: weightKg, BFM: weightKg - FFM, FFM, SM: FFM * 0.56, TBW: FFM * 0.733, BMR: 370 + 21.6 * FFM },
  };
}

const overweightMan = person('male', 30, 180, 95, 28);
const overweightWoman = person('female', 45, 165, 78, 38);
const leanMan = person('male', 25, 178, 68, 10);
const obeseMan = person('male', 45, 178, 130, 40);

function value<T>(result: ShapeResult<T>): T {
  if (!result.ok) throw new Error(`expected a result, got ${result.issue}`);
  return result.value;
}
const at = (input: ShapeInput, kg: number): ShapePrediction => value(predictShape(input, kg));
const range = (input: ShapeInput) => value(shapeBaseline(input)).range;
/** n + 1 evenly spaced targets across the accepted range. */
const sweep = (input: ShapeInput, n = 200) => {
  const { minKg, maxKg } = range(input);
  return Array.from({ length: n + 1 }, (_, i) => minKg + ((maxKg - minKg) * i) / n);
};

describe('shape prediction: identity and mass balance', () => {
  it('keeps fat + fat-free mass equal to the weight and PBF = BFM / WT at every target', () => {
    for (const input of [overweightMan, overweightWoman, leanMan, obeseMan]) {
      for (const kg of sweep(input, 50)) {
        const { target } = at(input, kg);
        expect(target.BFM + target.FFM).toBeCloseTo(kg, 10);
        expect(target.PBF).toBeCloseTo((100 * target.BFM) / kg, 10);
        expect(target.BMI).toBeCloseTo(kg / (input.heightCm / 100) ** 2, 10);
      }
    }
  });
  it('splits a scan whose FFM + BFM misses WT (scanner tolerance ±0.2 kg) in the measured ratio', () => {
    const input = { ...overweightMan, composition: { ...overweightMan.composition, BFM: overweightMan.composition.BFM + 0.2 } };
    const { current } = at(input, input.composition.WT);
    expect(current.BFM + current.FFM).toBeCloseTo(input.composition.WT, 12);
    expect(current.BFM / current.FFM).toBeCloseTo(input.composition.BFM / input.composition.FFM, 12);
  });
});

describe('shape prediction: Forbes curve', () => {
  it("moves along the person's own curve: FFM − FFM0 = C·ln(FM / FM0) (Forbes 1987; Hall 2007)", () => {
    for (const input of [overweightMan, leanMan, obeseMan]) {
      const c = at(input, input.composition.WT).current;
      for (const kg of sweep(input, 20)) {
        const t = at(input, kg).target;
        expect(t.FFM - c.FFM).toBeCloseTo(FORBES_C_KG * Math.log(t.BFM / c.BFM), 9);
      }
    }
  });
  it('matches small-step integration of dFFM/dW = C / (C + FM)', () => {
    for (const input of [leanMan, obeseMan]) {
      const c = at(input, input.composition.WT).current;
      let [fm, ffm] = [c.BFM, c.FFM];
      const steps = 10_000;
      const dw = -10 / steps;
      for (let i = 0; i < steps; i++) {
        // Midpoint rule: one trial half step, then the step with the slope there.
        const half = fm + (dw / 2) * (fm / (FORBES_C_KG + fm));
        const share = FORBES_C_KG / (FORBES_C_KG + half);
        ffm += dw * share;
        fm += dw * (1 - share);
      }
      const t = at(input, c.WT - 10).target;
      expect(t.BFM).toBeCloseTo(fm, 6);
      expect(t.FFM).toBeCloseTo(ffm, 6);
    }
  });
  it('takes a larger fat-free share of a 10 kg loss from a lean man than from an obese one', () => {
    const share = (input: ShapeInput) => at(input, input.composition.WT - 10).adjustment.fatFreeKg / -10;
    // FM 6.8 kg: Forbes's slope C / (C + FM) starts at 0.60 and rises as fat runs out.
    expect(share(leanMan)).toBeGreaterThan(FORBES_C_KG / (FORBES_C_KG + leanMan.composition.BFM));
    expect(share(leanMan)).toBeCloseTo(0.675, 3);
    // FM 52 kg: under a fifth of the loss is fat-free.
    expect(share(obeseMan)).toBeCloseTo(0.179, 3);
    const p = at(leanMan, leanMan.composition.WT - 10).adjustment;
    expect(p.fatKg + p.fatFreeKg).toBeCloseTo(-10, 10);
  });
  it("gives the large-change correction of Hall 2007: more FFM lost and less gained than Forbes's initial slope", () => {
    const c = overweightMan.composition;
    const slope = FORBES_C_KG / (FORBES_C_KG + c.BFM);
    expect(at(overweightMan, c.WT - 25).adjustment.fatFreeKg).toBeLessThan(-25 * slope);
    expect(at(overweightMan, c.WT + 25).adjustment.fatFreeKg).toBeLessThan(25 * slope);
  });
  it('lets skeletal muscle follow FFM in its measured share', () => {
    const p = at(overweightWoman, 70);
    expect(p.target.SM / p.target.FFM).toBeCloseTo(p.current.SM / p.current.FFM, 12);
    expect(p.adjustment.muscleKg).toBeCloseTo(p.adjustment.fatFreeKg * 0.56, 10);
  });
});

describe('shape prediction: limits', () => {
  it('never takes %fat below essential fat (3 % men, 12 % women)', () => {
    for (const input of [leanMan, overweightMan, overweightWoman, person('female', 25, 172, 58, 17), person('male', 25, 190, 75, 6)]) {
      for (const kg of sweep(input, 100)) expect(at(input, kg).target.PBF).toBeGreaterThanOrEqual(ESSENTIAL_FAT_PBF[input.sex] - 1e-9);
    }
  });
  it('ends the range at essential fat for a lean man and at BMI 15 for most', () => {
    const athlete = person('male', 25, 190, 75, 6);
    const r = range(athlete);
    expect(r.minBy).toBe('essential-fat');
    expect(at(athlete, r.minKg).target.PBF).toBeCloseTo(ESSENTIAL_FAT_PBF.male, 9);
    expect(range(overweightMan)).toEqual({
      minKg: BMI_LIMITS.min * 1.8 ** 2,
      minBy: 'bmi',
      maxKg: BMI_LIMITS.max * 1.8 ** 2,
      maxBy: 'bmi',
    });
  });
  it('refuses absurd targets with a typed issue and the accepted range', () => {
    const r = range(overweightMan);
    expect(predictShape(overweightMan, 14.9 * 1.8 ** 2)).toEqual({ ok: false, issue: 'below-min', range: r });
    expect(predictShape(overweightMan, 45.1 * 1.8 ** 2)).toEqual({ ok: false, issue: 'above-max', range: r });
    expect(predictShape(overweightMan, Number.NaN)).toEqual({ ok: false, issue: 'target-not-finite', range: r });
    const athlete = person('male', 25, 190, 75, 6);
    expect(predictShape(athlete, range(athlete).minKg - 0.1)).toMatchObject({
      ok: false,
      issue: 'below-min',
      range: { minBy: 'essential-fat' },
    });
    expect(predictShape(overweightMan, r.minKg).ok).toBe(true);
    expect(predictShape(overweightMan, r.maxKg).ok).toBe(true);
  });
  it('refuses an unusable scan instead of throwing', () => {
    const bad = (composition: Partial<ShapeInput['composition']>, extra: Partial<ShapeInput> = {}) =>
      predictShape({ ...overweightMan, ...extra, composition: { ...overweightMan.composition, ...composition } }, 90);
    expect(bad({ BFM: 0 })).toEqual({ ok: false, issue: 'invalid-input', range: null });
    expect(bad({ WT: Number.NaN })).toEqual({ ok: false, issue: 'invalid-input', range: null });
    expect(bad({}, { heightCm: -180 })).toEqual({ ok: false, issue: 'invalid-input', range: null });
    expect(bad({}, { girths: { waistGirth: 0 } })).toEqual({ ok: false, issue: 'invalid-input', range: null });
    // FFM below Forbes's C: off the curve's domain (no scanned person is this small).
    const tiny = { WT: 20, BFM: 11, FFM: 9, SM: 4, TBW: 6.5, BMR: 600 };
    expect(shapeBaseline({ ...overweightMan, composition: tiny })).toEqual({ ok: false, issue: 'invalid-input', range: null });
  });
  it("keeps today's weight selectable when the person is already past a limit, and only allows the way back", () => {
    const heavy = person('male', 40, 170, 135, 45); // BMI 46.7
    expect(range(heavy)).toMatchObject({ maxKg: 135, maxBy: 'current', minBy: 'bmi' });
    expect(predictShape(heavy, 135.5)).toMatchObject({ ok: false, issue: 'above-max' });
    const thin = person('female', 30, 165, 40, 14); // BMI 14.7
    expect(range(thin)).toMatchObject({ minKg: 40, minBy: 'current' });
    expect(predictShape(thin, 40).ok).toBe(true);
  });
});

describe('shape prediction: ideal', () => {
  it('gives an overweight man the weight at the top of his healthy %fat band (Gallagher 2000, 20–39 y: 8–19 %)', () => {
    const { ideal, current } = value(shapeBaseline(overweightMan));
    expect(ideal).toMatchObject({ pbf: expect.closeTo(19, 9), healthyPbf: { low: 8, high: 19 }, basis: 'gallagher-2000', clamped: false });
    expect(ideal.weightKg).toBeCloseTo(76.722, 3); // an independent bisection gives 76.7221
    expect(current.WT - ideal.weightKg).toBeGreaterThan(10);
    expect(at(overweightMan, ideal.weightKg).target.PBF).toBeCloseTo(19, 9);
    expect(ideal.healthyWeightKg.high).toBe(ideal.weightKg);
    expect(at(overweightMan, ideal.healthyWeightKg.low).target.PBF).toBeCloseTo(8, 9);
  });
  it('gives an overweight woman of 45 the top of her band (40–59 y: 23–35 %)', () => {
    const { ideal } = value(shapeBaseline(overweightWoman));
    expect(ideal).toMatchObject({ pbf: expect.closeTo(35, 9), healthyPbf: { low: 23, high: 35 }, basis: 'gallagher-2000' });
    expect(ideal.weightKg).toBeCloseTo(71.854, 3); // an independent bisection gives 71.8542
  });
  it("leaves a person inside the band at today's weight, and brings a too-lean one up to the band", () => {
    const healthy = person('female', 30, 165, 60, 27);
    expect(value(shapeBaseline(healthy)).ideal).toMatchObject({ weightKg: 60, pbf: expect.closeTo(27, 1) });
    const lean = value(shapeBaseline(person('male', 25, 190, 75, 6))).ideal;
    expect(lean.pbf).toBeCloseTo(8, 9);
    expect(lean.weightKg).toBeGreaterThan(75);
  });
});

describe('shape prediction: girths', () => {
  it('predicts only the girths the scan has (none when the body assessment failed)', () => {
    expect(at({ ...overweightMan, girths: { waistGirth: 98 } }, 90).target.girths).toEqual({ waistGirth: expect.any(Number) });
    expect(at({ ...overweightMan, girths: undefined }, 90).target.girths).toEqual({});
  });
});
