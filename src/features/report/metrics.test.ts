import { describe, expect, it } from 'vitest';
import { goodDirection, ratingVerdict, towardsGoal } from './metrics.ts';

// The one rule behind every change chip (report rows, summary, home, comparison, body trend).
describe('goodDirection', () => {
  it('judges weight and BMI by where the person stands: down when high, up when low, neither when normal or unrated', () => {
    for (const key of ['WT', 'BMI'] as const) {
      expect(goodDirection(key, 'HIGH')).toBe(-1);
      expect(goodDirection(key, 'LOW')).toBe(1);
      expect(goodDirection(key, 'NORMAL')).toBe(0);
      expect(goodDirection(key, null)).toBe(0);
    }
  });
  it('keeps the fixed direction of other metrics whatever their rating', () => {
    for (const rating of ['HIGH', 'LOW', 'NORMAL', null] as const) {
      expect(goodDirection('PBF', rating)).toBe(-1);
      expect(goodDirection('SM', rating)).toBe(1);
      expect(goodDirection('ECW', rating)).toBe(0);
    }
  });
  it('follows a goal in progress where one is given: towards its target is good, whatever the rating', () => {
    expect(goodDirection('WT', 'NORMAL', { startValue: 82.6, targetValue: 76 })).toBe(-1);
    expect(goodDirection('WT', 'LOW', { startValue: 60, targetValue: 64 })).toBe(1);
    expect(goodDirection('SM', 'NORMAL', { startValue: 33, targetValue: 35 })).toBe(1);
    expect(goodDirection('WT', 'NORMAL', null)).toBe(0);
    // The trend of a goal's value (the waist too) follows the same way.
    expect(towardsGoal({ startValue: 92, targetValue: 86 })).toBe(-1);
  });
});

// One meaning for a rating's look: a concern for this metric, or not (issue 35: high muscle wore low weight's "!").
describe('ratingVerdict', () => {
  it('reads high as no concern where more is better, and outside the range as worth attention everywhere else', () => {
    for (const key of ['SM', 'FFM', 'LM', 'PROTEIN'] as const) {
      expect(ratingVerdict(key, 'HIGH').tone).toBe('good');
      expect(ratingVerdict(key, 'LOW').tone).toBe('warn');
    }
    for (const key of ['WT', 'BMI', 'PBF', 'VFG'] as const) {
      expect(ratingVerdict(key, 'HIGH').tone).toBe('warn');
      expect(ratingVerdict(key, 'LOW').tone).toBe('warn');
    }
    expect(ratingVerdict('SM', 'NORMAL').tone).toBe('good');
    // The word stays the rating's: "High", in every tone.
    expect(ratingVerdict('SM', 'HIGH').label).toEqual(ratingVerdict('WT', 'HIGH').label);
  });
});
