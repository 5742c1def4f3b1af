// Date formatting through Intl in the measurement's own timezone (an invalid one falls back to UTC).
import { dateTimeFormat } from './intl.ts';

const zones = new Map<string, string>();

/** The zone itself when Intl knows it, else UTC; checked once per zone (a check makes a formatter). */
/** A day in milliseconds (a calendar day may differ by an hour across a daylight-saving change). */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

export function safeTimeZone(timeZone: string): string {
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    try {
      dateTimeFormat('en-US', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
    zones.set(timeZone, zone);
  }
  return zone;
}

export function formatDateTime(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: safeTimeZone(timeZone) }).format(new Date(iso));
}

export function formatDate(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: safeTimeZone(timeZone) }).format(new Date(iso));
}
