// How long a share link still works, in the largest whole unit a person reads at a glance.

export type Remaining = { unit: 'days'; value: number } | { unit: 'hours'; value: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A minute's grace, so that a link made seconds ago for 168 hours reads "7 days", not "6 days". */
const GRACE = 60_000;

/** Whole days when a day or more is left (rounded down: never promise more), else hours (at least 1, rounded up). */
export function remainingTime(expiresAt: string, now: number): Remaining {
  const left = Math.max(0, Date.parse(expiresAt) - now);
  if (left + GRACE >= DAY) return { unit: 'days', value: Math.floor((left + GRACE) / DAY) };
  return { unit: 'hours', value: Math.max(1, Math.ceil(left / HOUR)) };
}
