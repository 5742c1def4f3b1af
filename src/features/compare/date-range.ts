// The comparison calendar's range rule (spec 5): the caller gives the most days a range may span.
import { DAY_MS } from '#shared/dates.ts';

/** YYYY-MM-DD of a date in the local calendar (what <input type="date"> reads and writes). */
export function toDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD value, or null when it isn't one. */
export function fromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || toDateInput(date) !== value ? null : date;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Whole calendar days from `from` to `to`, both counted (the same day is 1). */
export function daysSpanned(from: Date, to: Date): number {
  return (
    Math.round(
      (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / DAY_MS,
    ) + 1
  );
}

export type RangeProblem = 'invalid' | 'reversed' | 'too-long' | null;

export function rangeProblem(from: Date | null, to: Date | null, maxDays: number): RangeProblem {
  if (!from || !to) return 'invalid';
  if (from > to) return 'reversed';
  return daysSpanned(from, to) > maxDays ? 'too-long' : null;
}
