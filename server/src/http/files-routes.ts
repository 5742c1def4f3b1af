// Report files (/reptfile/…): personal data, served only to the owner's session and never cached by shared caches.
import type { AppDeps } from '../deps.ts';
import { meshForUser } from '../domain/reports.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from './bearer.ts';
import { json } from './respond.ts';

export async function filesRoute(deps: AppDeps, request: Request, path: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'method_not_allowed' }, { allow: 'GET, HEAD' });
  const match = /^\/reptfile\/models\/([0-9a-fA-F-]{36})\.glb$/.exec(path);
  const token = bearerToken(request);
  const session = match && token ? await findSession(deps.db, token, deps.clock.now()) : null;
  // Missing, someone else's and unauthenticated all answer the same 404, so ids can't be probed.
  const stored = session && match ? await meshForUser(deps.db, session.userId, match[1]!.toLowerCase()) : null;
  if (!stored) return json(404, { error: 'not_found' });
  const headers = { 'content-type': 'model/gltf-binary', 'content-length': String(stored.size) };
  // HEAD: the size is the row's; the file itself is not read. GET: streamed from where it is (file-store.ts).
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(await deps.files.read(stored), { status: 200, headers });
}
