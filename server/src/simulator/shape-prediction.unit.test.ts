// The shape prediction (src/shared/shape-prediction.ts) on scans as the scan simulator makes them, girths included,
// and held to the server's girth keys and body-fat ranges. Its tests from body compositions alone are in
// src/shared/shape-prediction.test.ts.
import { describe, expect, it } from 'vitest';
import {
  GIRTH_KEYS,
  healthyPbf,
  predictShape,
  shapeBaseline,
  type GirthKey,
  type ShapeBody,
  type ShapeInput,
  type ShapePrediction,
  type ShapeResult,
} from '#shared/shape-prediction.ts';
import { standardRanges } from '../domain/ranges.ts';
import { generateBodyComposition, seededRng } from './generate.ts';
import { generateGirths } from './generate-shape.ts';
import { GIRTH_KEYS as SERVER_GIRTH_KEYS, type Subject } from '../scan/sections.ts';

/**
 * A scan as the scanner reports it: tenths of a kg, SM and TBW as shares of FFM, and girths from the scan simulator for
 * this body (its WHR rises with body fat as in generate.ts), so big bodies have big girths.
 */
function person(sex: 'male' | 'female', age: number, heightCm: number, weightKg: number, pbf: number): ShapeInput {
  const BFM = Math.round((weightKg * pbf) / 10) / 10;
  const FFM = Math.round((weightKg - BFM) * 10) / 10;
  const WHR = Math.min(1, Math.max(0.75, (sex === 'male' ? 0.84 : 0.76) + (pbf - (sex === 'male' ? 18 : 28)) * 0.006));
  const girths = generateGirths({ sex, heightCm, age }, { WT: weightKg, PBF: pbf, WHR }, seededRng(1));
  return {
    sex,
    age,
    heightCm,
    composition: { WT: weightKg, BFM: weightKg - FFM, FFM, SM: FFM * 0.56, TBW: FFM * 0.733, BMR: 370 + 21.6 * FFM },
    girths,
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
const SCALARS = ['WT', 'BFM', 'FFM', 'SM', 'TBW', 'BMR', 'PBF', 'BMI'] as const;
const outputs = (b: ShapeBody): number[] => [...SCALARS.map((k) => b[k]), ...GIRTH_KEYS.map((k) => b.girths[k] ?? 0)];
/** n + 1 evenly spaced targets across the accepted range. */
const sweep = (input: ShapeInput, n = 200) => {
  const { minKg, maxKg } = range(input);
  return Array.from({ length: n + 1 }, (_, i) => minKg + ((maxKg - minKg) * i) / n);
};

describe('shape prediction: identity and mass balance', () => {
  it('returns the scan itself at the current weight, with a zero adjustment', () => {
    for (const input of [overweightMan, overweightWoman, leanMan, obeseMan]) {
      const p = at(input, input.composition.WT);
      const c = input.composition;
      expect(p.target).toEqual(p.current);
      expect(p.target.WT).toBe(c.WT);
      expect(p.target.BFM).toBeCloseTo(c.BFM, 12);
      expect(p.target.FFM).toBeCloseTo(c.FFM, 12);
      expect(p.target.SM).toBe(c.SM);
      expect(p.target.TBW).toBe(c.TBW);
      expect(p.target.BMR).toBe(c.BMR);
      expect(p.target.girths).toEqual(input.girths);
      expect(p.adjustment).toEqual({ weightKg: 0, fatKg: 0, fatFreeKg: 0, muscleKg: 0 });
    }
  });
  it('takes a real scan as the scanner sends it (generated body composition and girths)', () => {
    const subject: Subject = { sex: 'female', heightCm: 168, age: 34 };
    const bc = generateBodyComposition(subject, seededRng(7));
    const input: ShapeInput = { ...subject, composition: bc, girths: generateGirths(subject, bc, seededRng(8)) };
    const p = at(input, bc.WT);
    expect(p.current.PBF).toBeCloseTo(bc.PBF, 0);
    expect(p.current.girths).toEqual(input.girths);
    expect(at(input, bc.WT - 3).target.WT).toBe(bc.WT - 3);
  });
});

describe('shape prediction: monotone in the target weight', () => {
  it('raises every output with the target weight, across the whole accepted range', () => {
    for (const input of [overweightMan, overweightWoman, leanMan, obeseMan, person('female', 12, 150, 40, 20)]) {
      let before = outputs(at(input, range(input).minKg).target);
      for (const kg of sweep(input).slice(1)) {
        const now = outputs(at(input, kg).target);
        now.forEach((x, i) => expect(x).toBeGreaterThanOrEqual(before[i]!));
        before = now;
      }
    }
  });
});

describe('shape prediction: ideal', () => {
  it("uses the same healthy %fat band as the report's PBF range (server/src/domain/ranges.ts)", () => {
    for (const sex of ['male', 'female'] as const) {
      for (const age of [10, 13.5, 17, 19, 20, 39, 40, 59, 60, 85]) {
        const pbf = standardRanges({ sex, heightCm: 170, age }, 70).PBF;
        expect(healthyPbf(sex, age).band).toEqual(pbf);
        expect(healthyPbf(sex, age).basis).toBe(age < 20 ? 'mccarthy-2006' : 'gallagher-2000');
      }
    }
  });
});

describe('shape prediction: girths', () => {
  it("has the scanner's 16 girth keys", () => {
    expect([...GIRTH_KEYS].sort()).toEqual([...SERVER_GIRTH_KEYS].sort());
  });
  it('changes the waist 0.7–1 cm per kg for typical adults (Han et al. 1997; the ≈ 1 cm/kg rule)', () => {
    const people = [overweightMan, overweightWoman, leanMan, obeseMan, person('female', 30, 165, 62, 28), person('male', 55, 172, 84, 26)];
    for (const input of people) {
      for (const loss of [2, 5, 10]) {
        const p = at(input, input.composition.WT - loss);
        const perKg = (p.current.girths.waistGirth! - p.target.girths.waistGirth!) / loss;
        expect(perKg).toBeGreaterThanOrEqual(0.7);
        expect(perKg).toBeLessThanOrEqual(1);
      }
    }
  });
  it("changes the waist at least twice as much as the calves, and a woman's hips and thighs more than a man's", () => {
    const cmPerKg = (p: ShapePrediction, key: GirthKey) => ((p.current.girths[key]! - p.target.girths[key]!) / p.adjustment.weightKg) * -1;
    const man = at(overweightMan, overweightMan.composition.WT - 8);
    const woman = at(person('female', 30, 165, 80, 36), 72);
    for (const p of [man, woman]) expect(cmPerKg(p, 'waistGirth')).toBeGreaterThan(2 * cmPerKg(p, 'leftCalfGirth'));
    // Relative to the waist, so the two bodies' sizes cancel.
    for (const key of ['hipGirth', 'leftThighGirth'] as const) {
      expect(cmPerKg(woman, key) / cmPerKg(woman, 'waistGirth')).toBeGreaterThan(cmPerKg(man, key) / cmPerKg(man, 'waistGirth'));
    }
  });
});

describe('shape prediction: numbers', () => {
  it('rounds nothing: values keep full precision for the UI to round at display', () => {
    const p = at(overweightMan, 88.3);
    const { fatKg, fatFreeKg, muscleKg } = p.adjustment;
    const modelled = [...outputs(p.target).slice(1), fatKg, fatFreeKg, muscleKg];
    for (const x of modelled) expect(Math.abs(x * 10 - Math.round(x * 10))).toBeGreaterThan(1e-6);
  });
});
