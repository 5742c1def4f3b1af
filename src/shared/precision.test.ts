import { describe, expect, it } from 'vitest';
import { METRIC_KEYS } from './body-metrics.ts';
import { GIRTH_KEYS } from './shape-prediction.ts';
import { LSC_FACTOR, leastSignificantChange, PRECISION_SOURCES, TYPICAL_ERRORS, waterMoved, withinVariation } from './precision.ts';

describe('the least significant change', () => {
  it('is 2.77 typical errors (1.96 × √2), for every value the report shows a change of, on both models', () => {
    expect(LSC_FACTOR).toBeCloseTo(1.96 * Math.SQRT2, 2);
    for (const model of ['S30', 'M30'] as const) {
      for (const key of [...METRIC_KEYS, ...GIRTH_KEYS, 'ECW_TBW', 'SHOULDER_ROM'] as const) {
        const { te, source } = TYPICAL_ERRORS[model][key];
        expect(te, key).toBeGreaterThan(0);
        expect(Object.keys(PRECISION_SOURCES), key).toContain(source);
        expect(leastSignificantChange(key, model)).toBeCloseTo(2.77 * te, 10);
      }
    }
  });

  it('takes the larger model figure for a series of both', () => {
    expect(leastSignificantChange('PBF', null)).toBe(Math.max(leastSignificantChange('PBF', 'S30'), leastSignificantChange('PBF', 'M30')));
  });

  it('calls a change inside it variation, and one at or beyond it a change, either way', () => {
    const lsc = leastSignificantChange('PBF', 'M30');
    expect(withinVariation(0, lsc)).toBe(true);
    expect(withinVariation(lsc - 0.01, lsc)).toBe(true);
    expect(withinVariation(-(lsc - 0.01), lsc)).toBe(true);
    expect(withinVariation(lsc, lsc)).toBe(false);
    expect(withinVariation(-lsc, lsc)).toBe(false);
    expect(withinVariation(lsc + 0.01, lsc)).toBe(false);
  });
});

describe('water that moved', () => {
  const lscTbw = leastSignificantChange('TBW', 'M30');
  const lscRatio = leastSignificantChange('ECW_TBW', 'M30');

  it('is total body water beyond its least significant change, either way', () => {
    expect(waterMoved('M30', { TBW: 40 + lscTbw, ECW: 15 }, { TBW: 40, ECW: 15 })).toBe(true);
    expect(waterMoved('M30', { TBW: 40 - lscTbw, ECW: 15 }, { TBW: 40, ECW: 15 })).toBe(true);
    expect(waterMoved('M30', { TBW: 40 + lscTbw * 0.9, ECW: 15 * (1 + (lscTbw * 0.9) / 40) }, { TBW: 40, ECW: 15 })).toBe(false);
  });

  it('is the ECW/TBW ratio beyond its own, with total water steady', () => {
    const tbw = 40;
    const ecw = (ratio: number) => ratio * tbw;
    expect(waterMoved('M30', { TBW: tbw, ECW: ecw(0.38 + lscRatio * 1.01) }, { TBW: tbw, ECW: ecw(0.38) })).toBe(true);
    expect(waterMoved('M30', { TBW: tbw, ECW: ecw(0.38 + lscRatio * 0.99) }, { TBW: tbw, ECW: ecw(0.38) })).toBe(false);
  });

  it('is never said without a previous scan or its water', () => {
    expect(waterMoved('M30', { TBW: 40, ECW: 15 }, null)).toBe(false);
    expect(waterMoved('M30', { TBW: 40, ECW: 15 }, {})).toBe(false);
    expect(waterMoved('M30', {}, { TBW: 30, ECW: 15 })).toBe(false);
  });
});
