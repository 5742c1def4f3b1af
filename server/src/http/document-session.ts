// The document session: the cookie with which the browser's document requests carry a person's session, so the server
// can draw their pages (http/ssr.ts). HttpOnly and SameSite=Strict; the app sets it after sign-in (never on a kiosk)
// through /api/session/document and clears it at sign-out (docs/decisions.md, the cookie).
import { parse, serialize } from 'hono/utils/cookie';
import type { AppDeps } from '../deps.ts';
import { findSession, SESSION_TTL_MS } from '../domain/sessions.ts';
import { DOCUMENT_COOKIE } from '#shared/cookie-names.ts';
import { bearerToken } from './bearer.ts';
import { json, jsonContentType } from './respond.ts';

/** A cookie of the request by its name, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  return (header && parse(header, name)[name]) || null;
}

/**
 * Sets (a token) or clears (null) the document session's cookie on `response`: the token, never readable by scripts.
 * Each also clears the cookie's first version, which was for /report only: on /report the browser would send that
 * one first.
 */
export function withDocumentCookie(response: Response, token: string | null, secure: boolean): Response {
  const attributes = { httpOnly: true, sameSite: 'Strict', secure } as const;
  response.headers.append(
    'set-cookie',
    serialize(DOCUMENT_COOKIE, token ?? '', { path: '/', maxAge: token ? SESSION_TTL_MS / 1000 : 0, ...attributes }),
  );
  response.headers.append('set-cookie', serialize(DOCUMENT_COOKIE, '', { path: '/report', maxAge: 0, ...attributes }));
  return response;
}

/** POST: the bearer token's session becomes the document cookie; DELETE: the cookie goes. */
export async function sessionRoute(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, request: Request): Promise<Response> {
  const secure = deps.config.production;
  if (request.method === 'DELETE') return withDocumentCookie(new Response(null, { status: 204 }), null, secure);
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { allow: 'POST, DELETE' });
  // A JSON request only: a form (urlencoded, multipart, text/plain) from another page of the same site must not
  // touch the cookie, and only a valid bearer token sets it; a refusal changes nothing.
  if (jsonContentType(request.headers.get('content-type')) === null) return json(415, { error: 'unsupported_media_type' });
  const token = bearerToken(request);
  const session = token ? await findSession(deps.db, token, deps.clock.now()) : null;
  if (!session || !token) return json(401, { error: 'unauthorized' });
  return withDocumentCookie(new Response(null, { status: 204 }), token, secure);
}
