import { useSyncExternalStore } from 'react';
import { formatDateTime } from '#shared/dates.ts';

/** The time zone of the device this runs on. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The server draws a page in UTC: it does not know the viewer's zone. */
const drawnTimeZone = () => 'UTC';
const unchanging = () => () => {};

/** A link's times in the viewer's own time zone (a link is not tied to where a measurement was taken). */
export function formatLocalDateTime(iso: string, locale: string, timeZone = deviceTimeZone()): string {
  return formatDateTime(iso, timeZone, locale);
}

/**
 * The viewer's time zone, for a screen the server draws: UTC in the server's render and while the app hydrates it (so
 * the app's first render is the server's markup), the device's right after (React renders again with it).
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(unchanging, deviceTimeZone, drawnTimeZone);
}
