import { describe, expect, it } from 'vitest';
import { displayValue, formatNumber, round, shownChange } from './units.ts';

describe('units', () => {
  it('rounds half away from zero', () => {
    expect(round(1.25, 1)).toBe(1.3);
    expect(round(-1.25, 1)).toBe(-1.3);
    expect(round(2.5, 0)).toBe(3);
  });
  it('converts mass to pounds only in imperial', () => {
    expect(displayValue(80, 'MASS_KG', 'metric')).toBe(80);
    expect(displayValue(80, 'MASS_KG', 'imperial')).toBe(176.4);
    expect(displayValue(23.456, 'PERCENT', 'imperial')).toBe(23.5);
  });
  it('converts lengths, areas and volumes in imperial', () => {
    expect(displayValue(85.3, 'LENGTH_CM', 'imperial')).toBe(33.6);
    expect(displayValue(12, 'LENGTH_MM', 'imperial')).toBe(0.47);
    expect(displayValue(645.16, 'AREA_CM2', 'imperial')).toBe(100);
    expect(displayValue(3.785, 'VOLUME_L', 'imperial')).toBe(1);
    expect(displayValue(12.34, 'ANGLE_DEG', 'imperial')).toBe(12.3);
  });
  it('formats by locale with a sign for changes', () => {
    expect(formatNumber(1234.5, 'MASS_KG', 'de')).toBe('1.234,5');
    expect(formatNumber(-0.4, 'MASS_KG', 'en-US', { signed: true })).toBe('-0.4');
    expect(formatNumber(0.4, 'MASS_KG', 'en-US', { signed: true })).toBe('+0.4');
  });
});

describe('shownChange', () => {
  it('is the difference of the values as shown, at their precision: 0.87 → 0.83 is −0.04, not 0', () => {
    expect(shownChange(0.83, 0.87, 'RATIO')).toBe(-0.04);
    expect(shownChange(80.24, 83.16, 'MASS_KG')).toBe(-3);
    // 18.34 and 18.26 both show as 18.3: no change, and never −0.
    expect(Object.is(shownChange(18.26, 18.34, 'PERCENT'), 0)).toBe(true);
    // 18.36 (18.4) against 18.34 (18.3): the shown values differ by 0.1, though the raw ones by 0.02.
    expect(shownChange(18.36, 18.34, 'PERCENT')).toBe(0.1);
    expect(shownChange(1523, 1498, 'ENERGY_KCAL_PER_DAY')).toBe(25);
  });
});
