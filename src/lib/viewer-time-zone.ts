// The viewer's own time zone, for a time not tied to a measurement's place (a link's expiry, a goal's date, a trend's
// days, a grant's range). A page the server draws must read the same in the app's first render, which hydrates it.
import { useSyncExternalStore } from 'react';

let zone: string | undefined;
/** The time zone of the device this runs on, read once (a render asks for it each time; it does not change meanwhile). */
export const deviceTimeZone = (): string => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
/** The server draws a page in UTC: it does not know the viewer's zone. */
const drawnTimeZone = () => 'UTC';
const unchanging = () => () => {};

/**
 * The viewer's time zone in a component: UTC in the server's render and while the app hydrates it (so the app's first
 * render is the server's markup), the device's right after (React renders again with it) and in any other render.
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(unchanging, deviceTimeZone, drawnTimeZone);
}
