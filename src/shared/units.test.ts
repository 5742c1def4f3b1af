import { describe, expect, it } from 'vitest';
import { displayValue, formatNumber, round } from './units.ts';

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
