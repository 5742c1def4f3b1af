import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates.ts';
import { goalProgress, robustLine, type Goal } from './goals.ts';
import { leastSignificantChange, paceBand } from './precision.ts';

const WEEK = 7 * DAY_MS;
const T0 = Date.UTC(2026, 0, 5);
const lose: Goal = { metric: 'WT', model: 'M30', startValue: 90, startAt: T0, targetValue: 84, targetAt: T0 + 12 * WEEK };
const weekly = (values: number[]) => values.map((value, i) => ({ at: T0 + (i + 1) * WEEK, value }));

describe('robustLine (Theil–Sen)', () => {
  it('fits a line exactly and ignores one wild point', () => {
    const line = robustLine([0, 1, 2, 3, 4].map((x) => ({ at: x, value: 10 - 2 * x })))!;
    expect(line.slope).toBeCloseTo(-2, 10);
    expect(line.intercept).toBeCloseTo(10, 10);
    const wild = robustLine([0, 1, 2, 3, 4, 5].map((x) => ({ at: x, value: x === 3 ? 40 : 10 - 2 * x })))!;
    expect(wild.slope).toBeCloseTo(-2, 10);
  });

  it('is null without two distinct times', () => {
    expect(robustLine([])).toBeNull();
    expect(robustLine([{ at: 1, value: 2 }])).toBeNull();
    expect(
      robustLine([
        { at: 1, value: 2 },
        { at: 1, value: 3 },
      ]),
    ).toBeNull();
  });
});

describe('goalProgress', () => {
  it('needs 0.5 kg a week to lose 6 kg in 12 weeks; the realistic band is 0.5–1 % of the weight', () => {
    const progress = goalProgress(lose, [], 90);
    expect(progress.neededPerWeek).toBeCloseTo(-0.5, 10);
    expect(progress.pace).toEqual(paceBand('WT', -1, 90));
    expect(progress.pace.slow).toBeCloseTo(0.45, 10);
    expect(progress.pace.fast).toBeCloseTo(0.9, 10);
    // Nothing since the start: too early, nothing done.
    expect(progress).toMatchObject({ status: 'too_early', done: 0, achievedPerWeek: null, forecastAt: null, reachedAt: null });
  });

  it('is too early to tell while the fit moved less than the least significant change', () => {
    const lsc = leastSignificantChange('WT', 'M30');
    const progress = goalProgress(lose, weekly([90 - lsc * 0.45, 90 - lsc * 0.9]), 90);
    expect(progress.status).toBe('too_early');
    expect(progress.forecastAt).toBeNull();
  });

  it('forecasts from the fit: on track at 0.75 kg a week, behind at 0.25, never through two points alone', () => {
    const fast = goalProgress(lose, weekly([89.25, 88.5, 87.75, 87]), 90);
    expect(fast.status).toBe('on_track');
    expect(fast.achievedPerWeek).toBeCloseTo(-0.75, 6);
    expect(fast.done).toBeCloseTo(0.5, 6);
    // 6 kg at 0.75 kg a week: 8 weeks after the start.
    expect(fast.forecastAt).toBeCloseTo(T0 + 8 * WEEK, -3);
    const slow = goalProgress(lose, weekly([89.75, 89.5, 89.25, 89, 88.75, 88.5, 88.25]), 90);
    expect(slow.status).toBe('behind');
    expect(slow.forecastAt! > lose.targetAt).toBe(true);
    // One odd scan (a drink of water before it) does not move the robust fit.
    const odd = goalProgress(lose, weekly([89.25, 88.5, 91, 87]), 90);
    expect(odd.achievedPerWeek).toBeCloseTo(-0.75, 6);
  });

  it('says behind, with no forecast, when the fit heads away from the target', () => {
    const away = goalProgress(lose, weekly([90.5, 91, 91.5, 92]), 90);
    expect(away).toMatchObject({ status: 'behind', forecastAt: null, done: 0 });
  });

  it('marks the goal reached at the first measurement at or past the target, for gains too', () => {
    const reached = goalProgress(lose, weekly([88, 86, 84, 84.5]), 90);
    expect(reached).toMatchObject({ status: 'reached', reachedAt: T0 + 3 * WEEK });
    expect(reached.done).toBeCloseTo(1 - 0.5 / 6, 6);
    const gain: Goal = { metric: 'SM', model: 'S30', startValue: 30, startAt: T0, targetValue: 31, targetAt: T0 + 10 * WEEK };
    expect(goalProgress(gain, weekly([30.5, 31]), 80)).toMatchObject({ status: 'reached', done: 1, reachedAt: T0 + 2 * WEEK });
  });

  it('ignores measurements from before the start', () => {
    const progress = goalProgress(lose, [{ at: T0 - WEEK, value: 70 }], 90);
    expect(progress.latest).toEqual({ at: T0, value: 90 });
  });
});
