// The mark of a session (features/auth/document-cookies.ts): the start of its token's SHA-256 in hex, as the server
// computes it (server/src/http/ssr.ts). Only loaded where it is used, never by /login's first load.
import { SESSION_MARK_LENGTH } from './document-cookies.ts';

/** null where Web Crypto is missing (a page not served over https or from localhost). */
export async function sessionMark(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, SESSION_MARK_LENGTH);
}
