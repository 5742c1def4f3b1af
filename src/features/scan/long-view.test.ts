import { describe, expect, it } from 'vitest';
import { DAY_MS } from '#shared/dates.ts';
import { LONG_VIEW_DAYS, longViewChange, longViewStart, pointsInView, type SeriesPoint } from './long-view.ts';

const LATEST = Date.parse('2026-11-28T12:00:00Z');
const iso = (daysAgo: number) => new Date(LATEST - daysAgo * DAY_MS).toISOString();
/** A year of fortnightly scans, weight falling 83.2 → 80.2 kg (the demo account's shape). */
const YEAR: SeriesPoint[] = Array.from({ length: 27 }, (_, i) => ({
  reportId: `r${i}`,
  measuredAt: iso((26 - i) * 14),
  value: 83.2 - (3 * i) / 26,
}));
const latest = { reportId: 'r26', measuredAt: iso(0), value: 80.2 };

describe("home's long view", () => {
  it('spans the last 90 days when the first scan is older, not the last two scans', () => {
    const start = longViewStart({ latestAt: iso(0), firstAt: YEAR[0]!.measuredAt, goalStartAts: [] });
    expect(start).toEqual({ from: LATEST - LONG_VIEW_DAYS * DAY_MS, reason: 'days' });
    const view = longViewChange(YEAR, start, latest, 'MASS_KG')!;
    // The first scan within 90 days is 84 days back (6 fortnights), never the previous one (14 days back).
    expect(view.baseline.measuredAt).toBe(iso(84));
    expect(view.change).toBe(-0.7); // 80.2 − 80.9 as shown
    expect(pointsInView(YEAR, start, latest.measuredAt).map((p) => p.measuredAt)).toEqual([84, 70, 56, 42, 28, 14, 0].map(iso));
  });

  it('spans from the first scan on the model when that is less than 90 days ago', () => {
    const recent = YEAR.slice(-4);
    const start = longViewStart({ latestAt: iso(0), firstAt: recent[0]!.measuredAt, goalStartAts: [] });
    expect(start.reason).toBe('first');
    expect(longViewChange(recent, start, latest, 'MASS_KG')!.baseline.measuredAt).toBe(iso(42));
  });

  it("spans from a goal's start when a goal is in progress (the earliest of several), whatever its age", () => {
    const start = longViewStart({ latestAt: iso(0), firstAt: YEAR[0]!.measuredAt, goalStartAts: [iso(56), iso(252)] });
    expect(start).toEqual({ from: LATEST - 252 * DAY_MS, reason: 'goal' });
    const view = longViewChange(YEAR, start, latest, 'MASS_KG')!;
    expect(view.baseline.measuredAt).toBe(iso(252));
    expect(view.change).toBe(-2.1); // 80.2 − 82.3 as shown
  });

  it('ignores a goal set on the latest report (nothing to show yet): the days rule applies', () => {
    expect(longViewStart({ latestAt: iso(0), firstAt: YEAR[0]!.measuredAt, goalStartAts: [iso(0)] }).reason).toBe('days');
  });

  it('has no long view with a single scan in the span (a first report)', () => {
    const start = longViewStart({ latestAt: iso(0), firstAt: iso(0), goalStartAts: [] });
    expect(longViewChange([{ ...latest }], start, latest, 'MASS_KG')).toBeNull();
  });
});
