// The trend screen's ranges: filters over the whole series, measured back from the newest point.
export const TREND_RANGES = ['3m', '6m', '1y', 'all'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

const MONTHS: Record<Exclude<TrendRange, 'all'>, number> = { '3m': 3, '6m': 6, '1y': 12 };

/** The points of `range`, counted back from `now` in calendar months. */
export function inRange<P extends { measuredAt: string }>(points: readonly P[], range: TrendRange, now: Date): P[] {
  if (range === 'all') return [...points];
  const from = new Date(now);
  from.setMonth(from.getMonth() - MONTHS[range]);
  return points.filter((p) => new Date(p.measuredAt) >= from);
}

/** The shortest range that still holds a point measured at `from` (home's long view opens its trend at it). */
export function rangeHolding(from: string, now: Date): TrendRange {
  return TREND_RANGES.find((range) => inRange([{ measuredAt: from }], range, now).length > 0) ?? 'all';
}
