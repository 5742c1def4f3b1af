// A goal's progress from the person's own measurements: how much of the way is done, the pace needed against the pace
// achieved, and a forecast from a robust fit of the measurements since the goal began (Theil–Sen: the median of the
// slopes between every pair, so one odd scan does not bend it), never a straight line through two points. The same
// on the client (home, the trend, offline) and the server.
import { DAY_MS, WEEK_MS } from './dates.ts';
import { leastSignificantChange, paceBand, type GoalMetric, type Model, type PaceBand } from './precision.ts';

/** A goal's date: at least a week ahead, at most two years (the form and the server both check it). */
export const GOAL_MIN_DAYS = 7;
export const GOAL_MAX_DAYS = 730;

/** The intervals of rescan reminders a person can choose, in weeks (the server and the personal centre). */
export const REMINDER_WEEKS = [2, 4, 8] as const;

export type GoalPoint = { at: number; value: number };

/** Theil–Sen line through the points (x: ms, y: value): slope per ms and the intercept at x = 0; null for < 2 times. */
export function robustLine(points: readonly GoalPoint[]): { slope: number; intercept: number } | null {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const dx = points[j]!.at - points[i]!.at;
      if (dx !== 0) slopes.push((points[j]!.value - points[i]!.value) / dx);
    }
  }
  if (slopes.length === 0) return null;
  const slope = median(slopes);
  return { slope, intercept: median(points.map((p) => p.value - slope * p.at)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type Goal = {
  metric: GoalMetric;
  model: Model;
  startValue: number;
  startAt: number;
  targetValue: number;
  targetAt: number;
};

export type GoalStatus = 'reached' | 'on_track' | 'behind' | 'too_early';

export type GoalProgress = {
  status: GoalStatus;
  /** The newest measurement since the goal began (the start itself until a new scan). */
  latest: GoalPoint;
  /** 0–1: the share of the way from start to target, by the newest measurement (never below 0). */
  done: number;
  /** Change per week needed from the start to reach the target on its date (signed). */
  neededPerWeek: number;
  /** Change per week of the robust fit since the start (signed); null before a second scan. */
  achievedPerWeek: number | null;
  /** When the fit reaches the target; null when it does not head there, or too early to tell. */
  forecastAt: number | null;
  /** When a measurement first reached the target; null until one does. */
  reachedAt: number | null;
  /** The realistic pace for this goal, per week (magnitudes). */
  pace: PaceBand;
};

/**
 * The progress of `goal` by the measurements since its start (points of its metric and model, in time order; the
 * start's own among them or not). Too early to tell while the fit has moved less than the least significant change.
 */
export function goalProgress(goal: Goal, points: readonly GoalPoint[], weightKg: number): GoalProgress {
  const since = [{ at: goal.startAt, value: goal.startValue }, ...points.filter((p) => p.at > goal.startAt)];
  const latest = since.at(-1)!;
  const way = goal.targetValue - goal.startValue;
  const direction: 1 | -1 = way >= 0 ? 1 : -1;
  const done = way === 0 ? 1 : Math.min(1, Math.max(0, (latest.value - goal.startValue) / way));
  const neededPerWeek = (way / Math.max(goal.targetAt - goal.startAt, DAY_MS)) * WEEK_MS;
  const reached = since.find((p) => p.at > goal.startAt && (p.value - goal.targetValue) * direction >= 0);
  // Time from the start, for a well-conditioned fit.
  const line = robustLine(since.map((p) => ({ at: p.at - goal.startAt, value: p.value })));
  const achievedPerWeek = line && since.length > 1 ? line.slope * WEEK_MS : null;
  const pace = paceBand(goal.metric, direction, weightKg);
  const base = { latest, done, neededPerWeek, achievedPerWeek, reachedAt: reached?.at ?? null, pace };
  if (reached) return { ...base, status: 'reached', forecastAt: null };
  // A fit that has moved less than the least significant change since the start says nothing yet.
  const moved = line ? line.slope * (latest.at - goal.startAt) : 0;
  if (!line || Math.abs(moved) < leastSignificantChange(goal.metric, goal.model)) return { ...base, status: 'too_early', forecastAt: null };
  const heading = line.slope * direction > 0;
  const forecastAt = heading ? goal.startAt + (goal.targetValue - line.intercept) / line.slope : null;
  return { ...base, status: forecastAt !== null && forecastAt <= goal.targetAt ? 'on_track' : 'behind', forecastAt };
}
