import { describe, expect, it } from 'vitest';
import { remainingTime } from './expiry.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('remainingTime', () => {
  it('a new 168-hour link has 7 days left', () => {
    expect(remainingTime(at(168 * HOUR - 2000), NOW)).toEqual({ unit: 'days', value: 7 });
  });
  it('whole days, rounded down', () => {
    expect(remainingTime(at(47 * HOUR), NOW)).toEqual({ unit: 'days', value: 1 });
    expect(remainingTime(at(24 * HOUR), NOW)).toEqual({ unit: 'days', value: 1 });
  });
  it('hours under a day, rounded up, at least one', () => {
    expect(remainingTime(at(23 * HOUR + 1), NOW)).toEqual({ unit: 'hours', value: 24 });
    expect(remainingTime(at(90 * 60_000), NOW)).toEqual({ unit: 'hours', value: 2 });
    expect(remainingTime(at(-5000), NOW)).toEqual({ unit: 'hours', value: 1 });
  });
});
