import { describe, expect, it } from 'vitest';
import { formatDate, safeTimeZone } from './dates.ts';

describe('dates', () => {
  it('falls back to UTC for an invalid timezone', () => {
    expect(safeTimeZone('Not/AZone')).toBe('UTC');
    expect(safeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
  it('formats in the measurement timezone', () => {
    expect(formatDate('2026-01-01T23:30:00Z', 'Asia/Tokyo', 'en-US')).toBe('Jan 2, 2026');
    expect(formatDate('2026-01-01T23:30:00Z', 'bogus', 'en-US')).toBe('Jan 1, 2026');
  });
});
