// Home's long view: "am I getting better?" answered over more than the last two scans. One rule decides where the
// view starts, for every value on home (score, weight, body fat, muscle) and their small trend lines:
// - with a goal in progress on this model: the goal's start (the report it was set on);
// - otherwise the last LONG_VIEW_DAYS days or since the first scan on this model, whichever is shorter.
// The change is then the latest value minus the value of the first scan in that span, told apart from noise by the
// same least significant change as any other change of that value (src/shared/precision.ts).
import { DAY_MS } from '#shared/dates.ts';
import { shownChange, type Quantity } from '#shared/units.ts';

export const LONG_VIEW_DAYS = 90;

export type SeriesPoint = { reportId: string; measuredAt: string; value: number };

/** Why the view starts where it does: the goal's start, the first scan within the days, or the first scan ever. */
export type LongViewReason = 'goal' | 'days' | 'first';

/** Where the view starts: no scan before this moment counts (inclusive). */
export type LongViewStart = { from: number; reason: LongViewReason };

/**
 * The start of the long view for the latest report measured at `latestAt`: a goal's start when one is in progress on
 * this model and began before the latest report (a goal set on the latest report has nothing to show yet, so the
 * days' rule applies), else the last LONG_VIEW_DAYS days, or the first scan on this model when that is later.
 */
export function longViewStart(input: { latestAt: string; firstAt: string | null; goalStartAts: readonly string[] }): LongViewStart {
  const latest = Date.parse(input.latestAt);
  const goals = input.goalStartAts.map(Date.parse).filter((at) => at < latest);
  if (goals.length > 0) return { from: Math.min(...goals), reason: 'goal' };
  const windowStart = latest - LONG_VIEW_DAYS * DAY_MS;
  const first = input.firstAt === null ? null : Date.parse(input.firstAt);
  return first !== null && first >= windowStart ? { from: first, reason: 'first' } : { from: windowStart, reason: 'days' };
}

/** The series' points within the view, oldest first, ending with the latest report's. */
export function pointsInView<P extends Pick<SeriesPoint, 'measuredAt'>>(points: readonly P[], start: LongViewStart, latestAt: string): P[] {
  const latest = Date.parse(latestAt);
  return points
    .filter((p) => {
      const at = Date.parse(p.measuredAt);
      return at >= start.from && at <= latest;
    })
    .sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt));
}

/**
 * The value's change over the view: the latest value minus the first in the view, and that first point (its date is
 * the span's name: "since Mar 6"). Null when the view holds no scan before the latest report.
 */
export function longViewChange(
  points: readonly SeriesPoint[],
  start: LongViewStart,
  latest: { reportId: string; measuredAt: string; value: number },
  quantity: Quantity,
): { change: number; baseline: SeriesPoint } | null {
  const [baseline] = pointsInView(points, start, latest.measuredAt).filter((p) => p.reportId !== latest.reportId);
  if (!baseline || Date.parse(baseline.measuredAt) >= Date.parse(latest.measuredAt)) return null;
  return { change: shownChange(latest.value, baseline.value, quantity), baseline };
}
