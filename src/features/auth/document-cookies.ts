// The two cookies of a server-rendered report page (server/src/http/ssr.ts), named once for the app and the server.

/** HttpOnly, set and cleared by the server (/api/session/document): the session, sent with /report documents only. */
export const DOCUMENT_COOKIE = 'contour_session';
/** Written by the app: the language and unit the page is to be rendered in (what the app itself would use). */
export const UI_COOKIE = 'contour_ui';

export type UiChoice = { locale: string; unit: string };

/** `<locale>|<unit>`; the server checks both against its lists. */
export function formatUiCookie({ locale, unit }: UiChoice): string {
  return `${locale}|${unit}`;
}

export function parseUiCookie(value: string | null): UiChoice | null {
  const match = value ? /^([A-Za-z-]{2,10})\|([a-z]{1,10})$/.exec(value) : null;
  return match ? { locale: match[1]!, unit: match[2]! } : null;
}
