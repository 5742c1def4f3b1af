// The two cookies and the data block of a server-rendered report page (server/src/http/ssr.ts), named once for the
// app and the server (src/shared: it imports nothing of either side).

/** HttpOnly, set and cleared by the server (/api/session/document): the session, sent with /report documents only. */
export const DOCUMENT_COOKIE = 'contour_session';
/**
 * Written by the app (lib/document-session.ts) and cleared by it at sign-out, even offline (lib/storage.ts):
 * the language and unit the page is to be drawn in, and the mark of the session the app holds. The server draws a
 * page only when that mark is the document cookie's session's, so a cookie the app could not have cleared (a sign-out
 * offline) draws nothing.
 */
export const UI_COOKIE = 'contour_ui';

/** The id of the page's data block: the server writes it (server/src/http/ssr.ts), the app reads it once. */
export const SERVER_DATA_ID = 'server-data';

/** How many hex digits of the token's SHA-256 make its mark. */
export const SESSION_MARK_LENGTH = 16;

export type UiChoice = { locale: string; unit: string; mark: string };

/** `<locale>|<unit>|<mark>`; the server checks each against its lists and the session. */
export function formatUiCookie({ locale, unit, mark }: UiChoice): string {
  return `${locale}|${unit}|${mark}`;
}

export function parseUiCookie(value: string | null): UiChoice | null {
  const match = value ? /^([A-Za-z-]{2,10})\|([a-z]{1,10})\|([0-9a-f]{16})$/.exec(value) : null;
  return match ? { locale: match[1]!, unit: match[2]!, mark: match[3]! } : null;
}
