import { describe, expect, it } from 'vitest';
import { addDays, daysSpanned, fromDateInput, rangeProblem, toDateInput } from './date-range.ts';

describe('comparison calendar range', () => {
  it('reads and writes date inputs in the local calendar', () => {
    expect(toDateInput(new Date(2026, 1, 3))).toBe('2026-02-03');
    expect(fromDateInput('2026-02-03')?.getDate()).toBe(3);
    expect(fromDateInput('2026-02-30')).toBeNull();
    expect(fromDateInput('yesterday')).toBeNull();
  });
  it('counts both ends, across month and daylight-saving changes', () => {
    expect(daysSpanned(new Date(2026, 0, 1), new Date(2026, 0, 1))).toBe(1);
    expect(daysSpanned(new Date(2026, 2, 1), new Date(2026, 3, 30))).toBe(61);
    expect(daysSpanned(new Date(2026, 0, 1), addDays(new Date(2026, 0, 1), 89))).toBe(90);
  });
  it('limits the range to the caller’s maximum', () => {
    const from = new Date(2026, 0, 1);
    expect(rangeProblem(from, addDays(from, 89), 90)).toBeNull();
    expect(rangeProblem(from, addDays(from, 90), 90)).toBe('too-long');
    expect(rangeProblem(addDays(from, 1), from, 90)).toBe('reversed');
    expect(rangeProblem(null, from, 90)).toBe('invalid');
  });
});
