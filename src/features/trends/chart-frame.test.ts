import { describe, expect, it } from 'vitest';
import { bandPlace, chartFrame, FUTURE_SHARE, pathAt, type ChartGoal } from './chart-frame.ts';

const DAY = 86_400;
const now = 400 * DAY;
// Six months of monthly weights, 82.6 → 80.2 kg, the newest a day ago.
const xs = [219, 249, 279, 309, 339, 369, 399].map((d) => d * DAY);
const ys = [82.6, 82.1, 81.8, 81.2, 80.9, 80.5, 80.2];
// The demo's goal: 82.6 kg on day 219 → 76.0 kg on day 490 (three months ahead), on track within 1.4 kg.
const goal: ChartGoal = { startAt: 219 * DAY, startValue: 82.6, targetAt: 490 * DAY, targetValue: 76, tolerance: 1.4 };

describe('chartFrame', () => {
  it('keeps the future to a quarter of the width, however far the goal', () => {
    for (const targetAt of [now + 30 * DAY, now + 90 * DAY, now + 700 * DAY]) {
      const { x } = chartFrame(xs, ys, { ...goal, targetAt }, now);
      expect((x[1] - now) / (x[1] - x[0])).toBeLessThanOrEqual(FUTURE_SHARE + 1e-9);
      expect(x[0]).toBe(xs[0]);
    }
  });

  it('shows a near target, and says a far one is past the edge', () => {
    expect(chartFrame(xs, ys, { ...goal, targetAt: now + 20 * DAY }, now)).toMatchObject({ targetInView: true });
    expect(chartFrame(xs, ys, { ...goal, targetAt: now + 20 * DAY }, now).x[1]).toBeGreaterThan(now + 20 * DAY);
    expect(chartFrame(xs, ys, goal, now).targetInView).toBe(false);
  });

  it('fits the value axis to the measurements and the goal in view, never to a far normal range', () => {
    const { y } = chartFrame(xs, ys, goal, now);
    // The path at the right edge (about 77.4 kg) less its tolerance, and the start plus it, with a tenth spare.
    expect(y[0]).toBeGreaterThan(74);
    expect(y[0]).toBeLessThan(76.2);
    expect(y[1]).toBeGreaterThan(84);
    expect(y[1]).toBeLessThan(85.5);
    // The old axis took in the normal range (58.2–81.5) and the fast pace's end (42 kg), and started at 40.
    expect(bandPlace({ low: 58.2, high: 81.5 }, chartFrame(xs, ys, goal, now))).toBe('in');
    expect(bandPlace({ low: 58.2, high: 70 }, chartFrame(xs, ys, null, now))).toBe('below');
    expect(bandPlace({ low: 90, high: 95 }, chartFrame(xs, ys, null, now))).toBe('above');
  });

  it('without a goal runs from the first measurement to the last', () => {
    const frame = chartFrame(xs, ys, null, now);
    expect(frame.x).toEqual([xs[0], xs.at(-1)]);
    expect(frame.y[0]).toBeCloseTo(80.2 - 0.24);
    expect(frame.y[1]).toBeCloseTo(82.6 + 0.24);
  });

  it('gives a flat line an axis', () => {
    const { y } = chartFrame([0, DAY], [0.83, 0.83], null, now);
    expect(y[0]).toBeLessThan(0.83);
    expect(y[1]).toBeGreaterThan(0.83);
  });

  it('draws the path of a goal that began before the view from where it enters', () => {
    const later = xs.slice(3);
    const frame = chartFrame(later, ys.slice(3), goal, now);
    expect(frame.x[0]).toBe(later[0]);
    expect(frame.y[1]).toBeGreaterThanOrEqual(pathAt(goal, later[0]!) + goal.tolerance);
    expect(frame.y[1]).toBeLessThan(goal.startValue + goal.tolerance);
  });
});

describe('pathAt', () => {
  it('runs straight from the start to the target, and holds at both ends', () => {
    expect(pathAt(goal, goal.startAt)).toBe(82.6);
    expect(pathAt(goal, (goal.startAt + goal.targetAt) / 2)).toBeCloseTo(79.3);
    expect(pathAt(goal, goal.targetAt + DAY)).toBe(76);
    expect(pathAt(goal, 0)).toBe(82.6);
  });
});
