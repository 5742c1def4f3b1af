// The trend screen's ranges: filters over the whole series, measured back from the newest point, or from a given scan
// (home's long view opens the trend from its baseline, so both count the change from the same measurement).
import * as v from 'valibot';
import { DeviceTypeSchema } from '#src/lib/storage.ts';

export const TREND_RANGES = ['3m', '6m', '1y', 'all'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

const MONTHS: Record<Exclude<TrendRange, 'all'>, number> = { '3m': 3, '6m': 6, '1y': 12 };

/**
 * The points of `range`, counted back from `now` in calendar months; with `from` (an ISO time), the points from that
 * time on instead.
 */
export function inRange<P extends { measuredAt: string }>(points: readonly P[], range: TrendRange, now: Date, from?: string): P[] {
  const start = from === undefined ? null : Date.parse(from);
  if (start !== null && !Number.isNaN(start)) return points.filter((p) => Date.parse(p.measuredAt) >= start);
  if (range === 'all') return [...points];
  const since = new Date(now);
  since.setMonth(since.getMonth() - MONTHS[range]);
  return points.filter((p) => new Date(p.measuredAt) >= since);
}

/** The shortest range that still holds a point measured at `from` (the range a trend opened from home falls back to). */
export function rangeHolding(from: string, now: Date): TrendRange {
  return TREND_RANGES.find((range) => inRange([{ measuredAt: from }], range, now).length > 0) ?? 'all';
}

/** The search of both trend routes (body and girth): the value, the range or a start, and the model. */
export function trendSearch(defaultKey: string) {
  return v.object({
    // Checked against the metric list in the component, which loads with the screen (not with every route).
    key: v.fallback(v.pipe(v.string(), v.maxLength(40)), defaultKey),
    range: v.fallback(v.picklist(TREND_RANGES), '6m'),
    // A scan's time to count from (home's long view); anything else is dropped.
    from: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.isoTimestamp())), undefined)),
    model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)),
  });
}
