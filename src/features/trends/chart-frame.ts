// What a trend chart shows of time and of values: the measurements fill it, a goal's path is drawn over the part of
// it in view, and the future never takes more than a quarter of the width (a goal a year away would otherwise squeeze
// the measurements into the left half of a phone). Pure, so the chart, the screen's key and a test agree.

/**
 * A goal on a trend line, in the chart's units (seconds, the display unit): the path from its start to its target,
 * and how far a measurement may lie from that path and still be on track (the least significant change).
 */
export type ChartGoal = { startAt: number; startValue: number; targetAt: number; targetValue: number; tolerance: number };

/** At most this share of the chart's width lies after today. */
export const FUTURE_SHARE = 0.25;

export type ChartFrame = {
  /** Seconds: from the first measurement to the last, or on to the goal's date as far as the future's share allows. */
  x: [number, number];
  /** The value axis: the measurements and the goal's band in view, with a tenth of their spread spare at each end. */
  y: [number, number];
  /** Whether the goal's target (its date) is inside the chart; when not, the path runs on past the right edge. */
  targetInView: boolean;
};

/** The goal's path at `at` (seconds): a straight line from its start to its target, held at the ends. */
export function pathAt(goal: ChartGoal, at: number): number {
  const span = goal.targetAt - goal.startAt;
  const share = span <= 0 ? 1 : Math.min(1, Math.max(0, (at - goal.startAt) / span));
  return goal.startValue + (goal.targetValue - goal.startValue) * share;
}

/**
 * The frame of a trend chart over `xs`/`ys` (oldest first, at least one point), with `goal` if any, at `now` (seconds).
 * The normal range is not in it: a band far from the measurements would flatten a real change (the axis started at 55
 * for a person of 80 kg); the screen's key says when the band is out of view.
 */
export function chartFrame(xs: readonly number[], ys: readonly number[], goal: ChartGoal | null, now: number): ChartFrame {
  const left = xs[0]!;
  const last = xs.at(-1)!;
  let right = last;
  let targetInView = false;
  if (goal && goal.targetAt > last) {
    // future ≤ share × width  ⇔  right − now ≤ share × (right − left)  ⇔  right ≤ (now − share × left) / (1 − share)
    const furthest = Math.max(last, (Math.max(now, last) - FUTURE_SHARE * left) / (1 - FUTURE_SHARE));
    // Room after the target's dot, so the edge does not cut it.
    const spare = (goal.targetAt - left) * 0.03;
    targetInView = goal.targetAt + spare <= furthest;
    right = targetInView ? goal.targetAt + spare : furthest;
  } else if (goal) targetInView = goal.targetAt >= left;
  const values = [...ys];
  if (goal && goal.startAt <= right && goal.targetAt >= left) {
    // The path where it enters and leaves the view, and its band around it.
    for (const at of [Math.max(left, goal.startAt), Math.min(right, goal.targetAt)]) {
      const value = pathAt(goal, at);
      values.push(value - goal.tolerance, value + goal.tolerance);
    }
  }
  const [low, high] = [Math.min(...values), Math.max(...values)];
  // A flat line (one value throughout) still gets an axis: 5 % of the value either side.
  const spare = (high - low || Math.max(Math.abs(high) * 0.5, 0.01)) * 0.1;
  return { x: [left, right], y: [low - spare, high + spare], targetInView };
}

/** Where a band (the normal range) lies against the frame's values: in view, or wholly above or below them. */
export function bandPlace(band: { low: number; high: number }, frame: ChartFrame): 'in' | 'above' | 'below' {
  if (band.low > frame.y[1]) return 'above';
  if (band.high < frame.y[0]) return 'below';
  return 'in';
}
