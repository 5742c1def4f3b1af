import { describe, expect, it } from 'vitest';
import { inRange, rangeHolding } from './ranges.ts';

const at = (iso: string) => ({ measuredAt: iso });
const points = [at('2025-11-01T10:00:00Z'), at('2026-05-22T10:00:00Z'), at('2026-08-22T09:00:00Z'), at('2026-11-20T10:00:00Z')];
const now = new Date('2026-11-21T12:00:00Z');

describe('trend ranges', () => {
  it('counts calendar months back from now', () => {
    expect(inRange(points, '3m', now).map((p) => p.measuredAt)).toEqual(['2026-08-22T09:00:00Z', '2026-11-20T10:00:00Z']);
    expect(inRange(points, '6m', now)).toHaveLength(3);
    expect(inRange(points, '1y', now)).toHaveLength(3);
  });
  it('keeps everything for all', () => {
    expect(inRange(points, 'all', now)).toHaveLength(4);
  });
  it("opens a trend at the shortest range that holds a given scan (home's long view)", () => {
    expect(rangeHolding('2026-08-22T09:00:00Z', now)).toBe('3m');
    expect(rangeHolding('2026-05-22T10:00:00Z', now)).toBe('6m');
    expect(rangeHolding('2025-11-01T10:00:00Z', now)).toBe('all');
  });
});
