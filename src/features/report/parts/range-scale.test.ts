import { describe, expect, it } from 'vitest';
import { rangeScale } from './range-scale.ts';

describe('rangeScale', () => {
  it('puts the range in the middle third when the value is inside it', () => {
    const scale = rangeScale(70, 60, 80);
    expect(scale.start).toBeCloseTo(100 / 3);
    expect(scale.end).toBeCloseTo(200 / 3);
    expect(scale.marker).toBeCloseTo(50);
  });
  it('widens the bar for a value far outside, keeping the marker at the edge', () => {
    const scale = rangeScale(140, 60, 80);
    expect(scale.marker).toBe(98.5);
    expect(scale.end).toBeLessThan(scale.marker);
    expect(rangeScale(10, 60, 80).marker).toBe(1.5);
  });
  it('survives an empty range', () => {
    const scale = rangeScale(5, 5, 5);
    expect(Number.isFinite(scale.start) && Number.isFinite(scale.end) && Number.isFinite(scale.marker)).toBe(true);
  });
});
