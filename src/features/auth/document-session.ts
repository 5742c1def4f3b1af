// The cookies with which the server renders /report (server/src/http/ssr.ts), kept in step with the session by the
// app: set at each start and sign-in of a remembered session (kept across restarts, as the cookie is), dropped at
// sign-out and on entering /login (lib/storage.ts); the server also drops one whose session has ended. A kiosk tablet is shared: it never has one. Loaded once the first screen is up,
// so /login's first load does not carry it.
import * as v from 'valibot';
import { i18n } from '@lingui/core';
import { KEYS, readLocal, TokenSchema, UnitSchema } from '../../lib/storage.ts';
import { isKiosk } from '../kiosk/kiosk.ts';
import { session } from './session.ts';
import { formatUiCookie, UI_COOKIE, type UiChoice } from './document-cookies.ts';

const ENDPOINT = '/api/session/document';
const MAX_AGE_S = 30 * 24 * 3600;

/** Sign-out, or a token dropped on entering /login: the server clears the document cookie; the app its own. */
export function dropDocumentCookies(): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  document.cookie = `${UI_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  void fetch(ENDPOINT, { method: 'DELETE', keepalive: true }).catch(() => undefined);
}

function writeUiCookie(ui: UiChoice): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  document.cookie = `${UI_COOKIE}=${formatUiCookie(ui)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Strict`;
}

const currentUi = (): UiChoice => ({ locale: i18n.locale, unit: readLocal(KEYS.unit, v.fallback(UnitSchema, 'metric'), 'metric') });

/** Makes the cookies match the session now: set for a remembered one (not on a kiosk), dropped otherwise. */
export async function syncDocumentCookies(): Promise<void> {
  // Only a token kept across restarts ("Remember me"), as the cookie is.
  const token = isKiosk() ? null : readLocal(KEYS.token, v.nullable(TokenSchema), null);
  if (!token) return dropDocumentCookies();
  writeUiCookie(currentUi());
  await fetch(ENDPOINT, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

let started = false;
/** At start: sync now, again at each sign-in and sign-out, and follow changes of language and unit. */
export function startDocumentSession(): void {
  if (started) return;
  started = true;
  void syncDocumentCookies();
  session.subscribe(() => void syncDocumentCookies());
  i18n.on('change', updateUiCookie);
}

/** A change of language or unit: the next server-rendered page uses it (only where the cookie was set). */
export function updateUiCookie(): void {
  if (document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${UI_COOKIE}=`))) writeUiCookie(currentUi());
}
