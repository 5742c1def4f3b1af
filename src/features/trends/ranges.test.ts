import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { inRange, rangeHolding, trendSearch } from './ranges.ts';

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
  it("with a start (home's long view), keeps the points from it on, whatever the range", () => {
    expect(inRange(points, '3m', now, '2026-05-22T10:00:00Z').map((p) => p.measuredAt)).toEqual([
      '2026-05-22T10:00:00Z',
      '2026-08-22T09:00:00Z',
      '2026-11-20T10:00:00Z',
    ]);
    // A start that is not a time is no start.
    expect(inRange(points, '3m', now, 'soon')).toHaveLength(2);
  });
  it('reads the search of a trend address, dropping what is not valid', () => {
    const schema = trendSearch('WT');
    expect(v.parse(schema, { key: 'PBF', range: '1y', from: '2026-03-21T14:35:00.000Z', model: 'M30' })).toEqual({
      key: 'PBF',
      range: '1y',
      from: '2026-03-21T14:35:00.000Z',
      model: 'M30',
    });
    expect(v.parse(schema, { range: 'ever', from: 'yesterday', model: 'X1' })).toEqual({
      key: 'WT',
      range: '6m',
      from: undefined,
      model: undefined,
    });
  });
});
