// Report files (/reptfile/…): personal data, served only to the owner's session and never cached by shared caches.
// A report's mesh (models/<id>.glb), its body for the phone (models/<id>.view.glb: domain/mesh-view.ts) and the
// change between two reports (changes/<later>/<earlier>.glb) and a time-lapse (timelapses/<id>/<signature>.glb),
// gzip-compressed as they stream when the client takes it.
import type { AppDeps } from '../deps.ts';
import { CHANGE_FILE_TYPE, changeFileForUser } from '../domain/body-change/store.ts';
import { timeLapseFileForUser } from '../domain/body-change/timelapse.ts';
import type { Stored } from '../domain/file-store.ts';
import { isUuid, meshForUser } from '../domain/reports.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from './bearer.ts';
import { json } from './respond.ts';
import { streamedResponse } from './encoding.ts';

const UUID = '([0-9a-fA-F-]{36})';
const MESH = new RegExp(`^/reptfile/models/${UUID}(\\.view)?\\.glb$`);
const CHANGE = new RegExp(`^/reptfile/changes/${UUID}/${UUID}\\.glb$`);
const TIME_LAPSE = new RegExp(`^/reptfile/timelapses/${UUID}/([0-9a-f]{20})\\.glb$`);

export async function filesRoute(deps: AppDeps, request: Request, path: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'method_not_allowed' }, { allow: 'GET, HEAD' });
  const mesh = MESH.exec(path);
  const change = CHANGE.exec(path);
  const timeLapse = TIME_LAPSE.exec(path);
  const token = bearerToken(request);
  const session = (mesh || change || timeLapse) && token ? await findSession(deps.db, token, deps.clock.now()) : null;
  // Missing, someone else's and unauthenticated all answer the same 404, so ids can't be probed.
  let found: { stored: Stored; type: string } | null = null;
  if (session && mesh) {
    const stored = await meshForUser(deps.db, session.userId, mesh[1]!.toLowerCase(), mesh[2] ? 'view' : 'mesh');
    found = stored && { stored, type: 'model/gltf-binary' };
  } else if (session && change && isUuid(change[1]!) && isUuid(change[2]!)) {
    const stored = await changeFileForUser(deps, session.userId, change[1]!.toLowerCase(), change[2]!.toLowerCase());
    found = stored && { stored, type: CHANGE_FILE_TYPE };
  } else if (session && timeLapse && isUuid(timeLapse[1]!)) {
    const stored = await timeLapseFileForUser(deps, session.userId, timeLapse[1]!.toLowerCase(), timeLapse[2]!);
    found = stored && { stored, type: 'model/gltf-binary' };
  }
  if (!found) return json(404, { error: 'not_found' });
  // HEAD: the size is the row's; the file itself is not read. GET: streamed from where it is (file-store.ts).
  if (request.method === 'HEAD') {
    return new Response(null, { status: 200, headers: { 'content-type': found.type, 'content-length': String(found.stored.size) } });
  }
  return streamedResponse(request, await deps.files.read(found.stored), { 'content-type': found.type }, found.stored.size);
}
