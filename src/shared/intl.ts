import { bcp47, isLocale } from './locales.ts';

// Intl formatters are costly to make (a time zone or locale lookup each) and cheap to reuse: a report or the
// history makes hundreds of the same few, so they are made once per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Makes the formats every report needs first, so that ICU's data is loaded before the first render asks. */
export function warmIntl(locale: string): void {
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0);
}

/**
 * "in 5 minutes", "in 1 hour", "in 3 hours": how long the server asked to wait (retryAfterSeconds), rounded up to
 * the unit a person would use, in the locale's words and plural rules. Whole hours read as hours ("in 1 hour",
 * not "in 60 minutes"); under two hours otherwise minutes, so a wait is never overstated by most of an hour.
 */
export function waitPhrase(locale: string, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(isLocale(locale) ? bcp47(locale) : locale, { numeric: 'auto' });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes % 60 === 0) return format.format(minutes / 60, 'hour');
  if (minutes < 120) return format.format(minutes, 'minute');
  return format.format(Math.ceil(minutes / 60), 'hour');
}
