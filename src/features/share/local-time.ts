import { formatDateTime } from '#shared/dates.ts';
import { deviceTimeZone } from '#src/lib/viewer-time-zone.ts';

/**
 * A link's times in the viewer's own time zone (a link is not tied to where a measurement was taken): the device's,
 * or in a screen the server draws, `useViewerTimeZone()`'s.
 */
export function formatLocalDateTime(iso: string, locale: string, timeZone = deviceTimeZone()): string {
  return formatDateTime(iso, timeZone, locale);
}
