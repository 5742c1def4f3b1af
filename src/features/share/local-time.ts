import { formatDateTime } from '#shared/dates.ts';

/** A link's times in the viewer's own time zone (a link is not tied to where a measurement was taken). */
export function formatLocalDateTime(iso: string, locale: string): string {
  return formatDateTime(iso, Intl.DateTimeFormat().resolvedOptions().timeZone, locale);
}
