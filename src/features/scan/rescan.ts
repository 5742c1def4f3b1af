// When a new scan shows progress. Four weeks is long enough for a change in body composition to stand out of the
// scanner's precision (docs/progress.md will name the studies with issue 20's least significant change); the person
// will choose the interval there (reminders). Until then it is this one rhythm.
import { DAY_MS } from '#shared/dates.ts';

export const RESCAN_DAYS = 28;

export type Rescan = { due: true; weeksSince: number } | { due: false; from: string };

/** Whether a new scan is due `now` after one measured at `measuredAt`: how long ago if so, else from when (ISO). */
export function rescanAfter(measuredAt: string, now: Date): Rescan {
  const last = Date.parse(measuredAt);
  const from = last + RESCAN_DAYS * DAY_MS;
  if (now.getTime() >= from) return { due: true, weeksSince: Math.floor((now.getTime() - last) / (7 * DAY_MS)) };
  return { due: false, from: new Date(from).toISOString() };
}
