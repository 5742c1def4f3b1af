// The names of the cookies of a server-rendered page, for the app and the server. On their own, apart from
// document-cookies.ts, because the app's start reads one name (lib/storage.ts) and nothing else of those cookies.

/** HttpOnly, set and cleared by the server (/api/session/document): the session, which only the server render of a
 * person's pages reads (server/src/http/ssr.ts). */
export const DOCUMENT_COOKIE = 'contour_session';
/**
 * Written by the app (lib/document-session.ts) and cleared by it at sign-out, even offline (lib/storage.ts):
 * the language, unit and product model the page is to be drawn in, and the mark of the session the app holds. The server draws a
 * page only when that mark is the document cookie's session's, so a cookie the app could not have cleared (a sign-out
 * offline) draws nothing.
 */
export const UI_COOKIE = 'contour_ui';
/**
 * Written by the app at every start and change of language (i18n/i18n.ts), signed in or not, kiosk or not: the
 * language it shows. A page drawn for no one (a public page on a signed-out device) is drawn in it, so the app's takeover
 * does not change the language; without it, the browser's Accept-Language. It holds nothing of an account.
 */
export const LANG_COOKIE = 'contour_lang';
