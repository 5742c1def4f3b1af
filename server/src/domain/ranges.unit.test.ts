import { describe, expect, it } from 'vitest';
import { METRIC_KEYS, type BodyComposition, type MetricKey } from '../scan/sections.ts';
import { rate, RANGE_SOURCES, standardRanges, type Range, type RangeSubject } from './ranges.ts';

function rangeOf(subject: RangeSubject, weightKg: number, key: MetricKey): Range {
  const r = standardRanges(subject, weightKg)[key];
  if (!r) throw new Error(`no ${key} range`);
  return r;
}

const man30: RangeSubject = { sex: 'male', heightCm: 178, age: 30 };
const woman30: RangeSubject = { sex: 'female', heightCm: 165, age: 30 };
const RANGED_KEYS = METRIC_KEYS.filter((k) => k !== 'SCORE' && k !== 'METABOLIC_AGE');

describe('standard weight and BMI', () => {
  it('gives 178 cm the weight range of BMI 18.5–24.9 (≈ 58.6–78.9 kg)', () => {
    const wt = rangeOf(man30, 75, 'WT');
    expect(wt.low).toBeCloseTo(58.6, 1);
    expect(wt.high).toBeCloseTo(78.9, 1);
    expect(rangeOf(man30, 75, 'BMI')).toEqual({ low: 18.5, high: 24.9 });
  });

  it('does not depend on the measured weight', () => {
    expect(rangeOf(man30, 40, 'WT')).toEqual(rangeOf(man30, 140, 'WT'));
  });

  it('rises with height', () => {
    let previous = rangeOf({ ...man30, heightCm: 70 }, 70, 'WT');
    for (let heightCm = 80; heightCm <= 200; heightCm += 10) {
      const wt = rangeOf({ ...man30, heightCm }, 70, 'WT');
      expect(wt.low).toBeGreaterThan(previous.low);
      expect(wt.high).toBeGreaterThan(previous.high);
      previous = wt;
    }
  });

  it('uses the IOTF child cut-offs below 18 and the adult band from 18', () => {
    const boy12 = rangeOf({ sex: 'male', heightCm: 150, age: 12 }, 40, 'BMI');
    // Cole 2000: overweight for a 12-year-old boy starts at 21.22.
    expect(boy12.high).toBeGreaterThan(21);
    expect(boy12.high).toBeLessThan(21.22);
    // Cole 2007 grade-1 thinness at 10 y is ≈ 14.6 for both sexes; our 0.74 × IOTF approximation stays close.
    for (const sex of ['male', 'female'] as const) {
      const child10 = rangeOf({ sex, heightCm: 140, age: 10 }, 33, 'BMI');
      expect(Math.abs(child10.low - 14.6)).toBeLessThan(0.3);
      expect(child10.high).toBeLessThan(20);
    }
    expect(rangeOf({ sex: 'female', heightCm: 165, age: 18 }, 55, 'BMI')).toEqual({ low: 18.5, high: 24.9 });
    // No jump at the switch: 17.9 y is already within 0.1 of the adult upper bound.
    expect(Math.abs(rangeOf({ sex: 'male', heightCm: 175, age: 17.9 }, 60, 'BMI').high - 24.9)).toBeLessThan(0.1);
  });

  it('gives a child of the same height a lower standard weight than an adult', () => {
    const child = rangeOf({ sex: 'male', heightCm: 150, age: 11 }, 40, 'WT');
    const adult = rangeOf({ sex: 'male', heightCm: 150, age: 30 }, 40, 'WT');
    expect(child.low).toBeLessThan(adult.low);
    expect(child.high).toBeLessThan(adult.high);
  });
});

describe('body fat', () => {
  it("matches Gallagher's table for a 30-year-old woman (21–33 %) and man (8–19 %)", () => {
    expect(rangeOf(woman30, 60, 'PBF')).toEqual({ low: 21, high: 33 });
    expect(rangeOf(man30, 75, 'PBF')).toEqual({ low: 8, high: 19 });
  });

  it('rises with age across the adult bands and holds after 79', () => {
    for (const sex of ['male', 'female'] as const) {
      const at = (age: number) => rangeOf({ sex, heightCm: 170, age }, 70, 'PBF');
      expect(at(45).low).toBeGreaterThan(at(25).low);
      expect(at(45).high).toBeGreaterThan(at(25).high);
      expect(at(65).low).toBeGreaterThan(at(45).low);
      expect(at(65).high).toBeGreaterThan(at(45).high);
      expect(at(99)).toEqual(at(65));
    }
  });

  it('uses paediatric curves under 20: girls gain fat through adolescence, boys lose it', () => {
    const girl = (age: number) => rangeOf({ sex: 'female', heightCm: 160, age }, 50, 'PBF');
    const boy = (age: number) => rangeOf({ sex: 'male', heightCm: 160, age }, 50, 'PBF');
    expect(girl(17).high).toBeGreaterThan(girl(11).high);
    expect(boy(17).high).toBeLessThan(boy(11).high);
    expect(girl(15).low).toBeGreaterThan(boy(15).low);
    // Youth bands differ from the adult ones (Gallagher starts at 20).
    expect(boy(19)).not.toEqual(boy(20));
  });

  it('splits weight into BFM and FFM so that FFM + BFM = WT at both ends', () => {
    const bfm = rangeOf(woman30, 80, 'BFM');
    const ffm = rangeOf(woman30, 80, 'FFM');
    expect(bfm.low).toBeCloseTo(16.8, 6); // 21 % of 80 kg
    expect(bfm.high).toBeCloseTo(26.4, 6); // 33 % of 80 kg
    expect(ffm.low + bfm.high).toBeCloseTo(80, 6);
    expect(ffm.high + bfm.low).toBeCloseTo(80, 6);
  });
});

describe('water, protein, minerals and muscle', () => {
  it('puts total body water at 50–70 % of weight: 40–56 kg for 80 kg', () => {
    const tbw = rangeOf(man30, 80, 'TBW');
    expect(tbw.low).toBeCloseTo(40, 6);
    expect(tbw.high).toBeCloseTo(56, 6);
  });

  it('keeps ICW above ECW, with ECW/TBW 0.38 and ICW/TBW 0.62 of a mid-range water inside both bands', () => {
    const tbw = 45;
    expect(rate(tbw * 0.38, rangeOf(man30, 75, 'ECW'))).toBe('normal');
    expect(rate(tbw * 0.62, rangeOf(man30, 75, 'ICW'))).toBe('normal');
    expect(rangeOf(man30, 75, 'ICW').low).toBeGreaterThan(rangeOf(man30, 75, 'ECW').high);
  });

  it('keeps minerals about 5 % of weight and gives men more skeletal muscle than women of the same size', () => {
    const tm = rangeOf(woman30, 70, 'TM');
    expect(tm.low).toBeLessThan(0.05 * 70);
    expect(tm.high).toBeGreaterThan(0.05 * 70);
    const same = { heightCm: 170, age: 30 };
    // Men's SM is a larger share of their FFM (Wang 2001), and men carry less fat at the same weight.
    const smMan = rangeOf({ sex: 'male', ...same }, 70, 'SM');
    const ffmMan = rangeOf({ sex: 'male', ...same }, 70, 'FFM');
    const smWoman = rangeOf({ sex: 'female', ...same }, 70, 'SM');
    const ffmWoman = rangeOf({ sex: 'female', ...same }, 70, 'FFM');
    expect(smMan.high / ffmMan.high).toBeGreaterThan(smWoman.high / ffmWoman.high);
    expect(smMan.low).toBeGreaterThan(smWoman.low);
  });

  it('orders the lean compartments: LM < FFM, SM < LM, protein and minerals a small share', () => {
    const r = standardRanges(man30, 75);
    const ffm = r.FFM!;
    expect(r.LM!.high).toBeLessThan(ffm.high);
    expect(r.SM!.high).toBeLessThan(r.LM!.high);
    expect(r.PROTEIN!.high).toBeLessThan(0.25 * ffm.high);
    expect(r.TM!.high).toBeLessThan(r.PROTEIN!.low);
  });
});

describe('BMR', () => {
  it('brackets independent equations for known people', () => {
    // 30 y man, 178 cm, 75 kg, 18 % fat. Mifflin 1717.5; revised Harris–Benedict (Roza & Shizgal 1984) ≈ 1777;
    // Katch–McArdle with FFM 61.5 kg ≈ 1698.
    const man = rangeOf(man30, 75, 'BMR');
    expect(man.low).toBeCloseTo(1717.5 * 0.9, 6);
    expect(man.high).toBeCloseTo(1717.5 * 1.1, 6);
    const harrisBenedict = 88.362 + 13.397 * 75 + 4.799 * 178 - 5.677 * 30;
    expect(rate(harrisBenedict, man)).toBe('normal');
    expect(rate(370 + 21.6 * 61.5, man)).toBe('normal');
    // 35 y woman, 165 cm, 60 kg: revised Harris–Benedict ≈ 1362.
    const woman = rangeOf({ sex: 'female', heightCm: 165, age: 35 }, 60, 'BMR');
    expect(rate(447.593 + 9.247 * 60 + 3.098 * 165 - 4.33 * 35, woman)).toBe('normal');
    expect(woman.high).toBeLessThan(man.low);
  });

  it('stays positive where Mifflin–St Jeor would go negative (70 cm, 99 y, 10 kg)', () => {
    const bmr = rangeOf({ sex: 'female', heightCm: 70, age: 99 }, 10, 'BMR');
    expect(bmr.low).toBeGreaterThan(0);
    expect(bmr.high).toBeGreaterThan(bmr.low);
  });
});

describe('rate', () => {
  const r: Range = { low: 10, high: 20 };
  it('is normal at and between the bounds, low/high just outside', () => {
    expect(rate(10, r)).toBe('normal');
    expect(rate(20, r)).toBe('normal');
    expect(rate(15, r)).toBe('normal');
    expect(rate(9.99, r)).toBe('low');
    expect(rate(20.01, r)).toBe('high');
    expect(rate(-5, r)).toBe('low');
    expect(rate(1e6, r)).toBe('high');
  });

  it('applies the WHO waist–hip thresholds and the visceral-fat levels', () => {
    expect(rate(0.9, rangeOf(man30, 75, 'WHR'))).toBe('normal');
    expect(rate(0.91, rangeOf(man30, 75, 'WHR'))).toBe('high');
    expect(rate(0.86, rangeOf(woman30, 60, 'WHR'))).toBe('high');
    expect(rate(0.8, rangeOf(woman30, 60, 'WHR'))).toBe('normal');
    const vfg = rangeOf(man30, 75, 'VFG');
    expect([1, 9, 10].map((v) => rate(v, vfg))).toEqual(['normal', 'normal', 'high']);
  });
});

describe('typical people', () => {
  it('rates a 178 cm / 75 kg / 18 % fat man normal on every ranged metric', () => {
    const ffm = 75 * 0.82;
    const tbw = ffm * 0.733;
    const protein = ffm * 0.196;
    const tm = ffm - tbw - protein;
    const lm = ffm - tm;
    const measured: Partial<BodyComposition> = {
      WT: 75,
      BMI: 75 / 1.78 ** 2,
      PBF: 18,
      BFM: 75 - ffm,
      FFM: ffm,
      TBW: tbw,
      ICW: tbw * 0.62,
      ECW: tbw * 0.38,
      PROTEIN: protein,
      TM: tm,
      LM: lm,
      SM: lm * 0.56,
      BMR: 370 + 21.6 * ffm,
      WHR: 0.86,
      VFG: 6,
    };
    const ranges = standardRanges(man30, 75);
    for (const key of RANGED_KEYS) expect(rate(measured[key]!, ranges[key]!), key).toBe('normal');
  });

  it('flags an obese man high on weight, BMI, fat and fat mass', () => {
    const ranges = standardRanges(man30, 110);
    expect(rate(110, ranges.WT!)).toBe('high');
    expect(rate(110 / 1.78 ** 2, ranges.BMI!)).toBe('high');
    expect(rate(35, ranges.PBF!)).toBe('high');
    expect(rate(0.35 * 110, ranges.BFM!)).toBe('high');
  });
});

describe('every allowed person', () => {
  it('gets finite, ordered ranges for heights 70–200 cm, ages 10–99, weights 10–300 kg, both sexes', () => {
    const weights = [10, 15, 25, 40, 60, 80, 100, 150, 200, 250, 300];
    let checked = 0;
    for (const sex of ['male', 'female'] as const) {
      for (let heightCm = 70; heightCm <= 200; heightCm += 5) {
        for (let age = 10; age <= 99; age++) {
          for (const weightKg of weights) {
            const ranges = standardRanges({ sex, heightCm, age }, weightKg);
            for (const key of RANGED_KEYS) {
              const r = ranges[key];
              const ok = r !== undefined && Number.isFinite(r.low) && Number.isFinite(r.high) && r.low < r.high && r.low >= 0;
              if (!ok) expect.fail(`${key} ${JSON.stringify({ sex, heightCm, age, weightKg, r })}`);
              checked++;
            }
            expect(ranges.SCORE).toBeUndefined();
            expect(ranges.METABOLIC_AGE).toBeUndefined();
          }
        }
      }
    }
    expect(checked).toBe(2 * 27 * 90 * weights.length * RANGED_KEYS.length);
  });
});

describe('RANGE_SOURCES', () => {
  it('names a dated source for every metric that has a range, each metric once', () => {
    const covered = RANGE_SOURCES.flatMap((s) => s.metrics);
    expect([...covered].sort()).toEqual([...RANGED_KEYS].sort());
    for (const { metrics, source } of RANGE_SOURCES) {
      // The visceral-fat level has no published cut-off: its entry must say it is a device convention.
      if (metrics.includes('VFG')) expect(source).toMatch(/convention/i);
      else expect(source).toMatch(/\((19|20)\d\d\)/);
    }
  });
});
