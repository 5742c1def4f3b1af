// The cookies with which the server draws a person's pages (server/src/http/ssr.ts), kept in step with the session by the
// app: set at each start and sign-in of a remembered session (kept across restarts, as the cookie is); at sign-out
// lib/storage.ts clears the app's cookie at once (even offline) and this module asks the server to clear its own.
// A kiosk tablet is shared: it never has them. Loaded once the first screen is up, so /login's first load does not
// carry it.
import * as v from 'valibot';
import { i18n } from '@lingui/core';
import { KEYS, onDeviceTypeChange, readLocal, storedDeviceType, TokenSchema } from '#src/lib/storage.ts';
import { UnitSchema } from '#shared/unit-system.ts';
import { isKiosk } from './kiosk.ts';
import { session } from './session.ts';
import { formatUiCookie, SESSION_MARK_LENGTH } from '#shared/document-cookies.ts';
import { UI_COOKIE } from '#shared/cookie-names.ts';

const ENDPOINT = '/api/session/document';
const MAX_AGE_S = 30 * 24 * 3600;

/** The app's cookie goes now; the server's with a request (which the next page also does, if this one fails). */
export function dropDocumentCookies(): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  document.cookie = `${UI_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  void fetch(ENDPOINT, { method: 'DELETE', keepalive: true }).catch(() => undefined);
}

/** Only a token kept across restarts ("Remember me"), as the cookie is, and never on a kiosk. */
const rememberedToken = () => (isKiosk() ? null : readLocal(KEYS.token, v.nullable(TokenSchema), null));

/** Writes the app's cookie for this token: false where it cannot be marked (no Web Crypto outside https). */
async function writeUiCookie(token: string): Promise<boolean> {
  const mark = await sessionMark(token);
  if (!mark) return false;
  // Signed out (or in as someone else) meanwhile: this write is stale, and must neither bring back a mark sign-out
  // cleared nor drop the newer session's cookies.
  if (rememberedToken() !== token) return true;
  const unit = readLocal(KEYS.unit, v.fallback(UnitSchema, 'metric'), 'metric');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  document.cookie = `${UI_COOKIE}=${formatUiCookie({ locale: i18n.locale, unit, mark, deviceType: storedDeviceType() })}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Strict`;
  return true;
}

/** Makes the cookies match the session now: set for a remembered one, dropped otherwise. */
export async function syncDocumentCookies(): Promise<void> {
  const token = rememberedToken();
  if (!token || !(await writeUiCookie(token))) return dropDocumentCookies();
  await fetch(ENDPOINT, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
}

let started = false;
/** At start: sync now, again at each sign-in and sign-out, and follow changes of language and unit. */
export function startDocumentSession(): void {
  if (started) return;
  started = true;
  void syncDocumentCookies();
  session.subscribe(() => void syncDocumentCookies());
  i18n.on('change', () => void updateUiCookie());
  onDeviceTypeChange(() => void updateUiCookie());
}

/** A change of language, unit or product model: the next server-drawn page uses it (only where the cookie was set). */
export async function updateUiCookie(): Promise<void> {
  const token = rememberedToken();
  if (token && document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${UI_COOKIE}=`))) await writeUiCookie(token);
}

/**
 * The session's mark (document-cookies.ts): the start of its token's SHA-256 in hex, as the server computes it; null
 * where Web Crypto is missing (a page not served over https or from localhost).
 */
export async function sessionMark(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, SESSION_MARK_LENGTH);
}
