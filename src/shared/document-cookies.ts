// The UI cookie's value and the data block of a server-rendered page (server/src/http/ssr.ts), for the app and
// the server (src/shared: it imports nothing of either side). The cookies' names are in cookie-names.ts.

/** The id of the page's data block: the server writes it (server/src/http/ssr.ts), the app reads it once. */
export const SERVER_DATA_ID = 'server-data';

/** How many hex digits of the token's SHA-256 make its mark. */
export const SESSION_MARK_LENGTH = 16;

/** `deviceType`: the product model the app keeps (spec 4), which home and history show; null for none. */
export type UiChoice = { locale: string; unit: string; mark: string; deviceType: string | null };

/** `<locale>|<unit>|<mark>` and `|<deviceType>` when the app keeps one; the server checks each against its lists and
 * the session. */
export function formatUiCookie({ locale, unit, mark, deviceType }: UiChoice): string {
  return `${locale}|${unit}|${mark}${deviceType ? `|${deviceType}` : ''}`;
}

export function parseUiCookie(value: string | null): UiChoice | null {
  const match = value ? /^([A-Za-z-]{2,10})\|([a-z]{1,10})\|([0-9a-f]{16})(?:\|([A-Z0-9]{1,8}))?$/.exec(value) : null;
  return match ? { locale: match[1]!, unit: match[2]!, mark: match[3]!, deviceType: match[4] ?? null } : null;
}

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page's data block: the answers by operation key, as JSON (which the CSP does not run; no raw `<`), with the mark
 * of the session they were drawn for (empty: a public page, drawn for no one).
 */
export const dataBlock = (mark: string, data: unknown): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup, not copy
  `<script type="application/json" id="${SERVER_DATA_ID}" data-session="${mark}">${escapeJson(data)}</script>`;

/**
 * Markup drawn before the app runs (by the server, or the worker from the page's last drawing) with its fields and
 * buttons inert until the app has taken it over (hydrated the server's, replaced the worker's): typing into them would
 * be lost, and a submit button would send the form the browser's way. Links work as links meanwhile.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTML attribute, not copy
export const inertControls = (html: string): string => html.replace(/<(input|textarea|select|button)\b/g, '<$1 inert=""');
