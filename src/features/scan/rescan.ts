// When a new scan shows progress: four weeks after the last, long enough for a change in body composition to stand out
// of the scanner's precision. One rhythm for everyone until the person chooses their own (issue 20's reminders).
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
