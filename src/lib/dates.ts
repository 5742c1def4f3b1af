// Date formatting through Intl in the measurement's own timezone (an invalid one falls back to UTC).
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export function formatDateTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: safeTimeZone(timeZone) }).format(new Date(iso));
}

export function formatDate(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: safeTimeZone(timeZone) }).format(new Date(iso));
}
