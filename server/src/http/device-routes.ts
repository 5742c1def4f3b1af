// Device API: scanners post scans and meshes with their own bearer key; each may touch only its own scans.
// Security: the key decides everything here (production refuses demo and revoked keys in deviceByKey).
import type { DeviceRow, ReportRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { SCAN_ID, validateScan } from '../scan/payload.ts';
import { looksLikeGlb } from '../scan/glb.ts';
import { deviceByKey, takeScanSlot } from '../domain/devices.ts';
import { putRecorded, sweepFiles } from '../domain/file-store.ts';
import { precompute } from '../domain/body-change/store.ts';
import { startMeshView } from '../domain/mesh-view.ts';
import { deleteScan, deviceScan, ingestScan, markModelFailed, storeMesh } from '../domain/scans.ts';
import { meshName } from '../domain/report-file-names.ts';
import { bearerToken } from './bearer.ts';
import { json, noContent, readBody } from './respond.ts';

const SCAN_LIMIT = 256 * 1024;
const MESH_LIMIT = 20 * 1024 * 1024;
/** A scanner may label a GLB generically; the bytes are checked as GLB either way. */
const MESH_TYPES = ['model/gltf-binary', 'application/octet-stream'];

/** The media type without parameters (charset and the like), lower-cased; '' when the header is missing. */
const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

function scanView(deps: AppDeps, r: ReportRow) {
  return {
    id: r.id,
    scanId: r.scanId,
    model: r.model,
    outcome: r.outcome,
    modelStatus: r.modelStatus,
    bound: r.userId !== null,
    deleted: r.deletedAt !== null,
    url: `${deps.config.publicUrl}/?scanId=${encodeURIComponent(r.scanId)}&deviceType=${r.model}`,
  };
}

async function postScan(deps: AppDeps, device: DeviceRow, request: Request): Promise<Response> {
  const slot = await takeScanSlot(deps.db, device.id, deps.clock.now(), deps.config.deviceScansPerMinute);
  if (!slot.ok) {
    return json(
      429,
      { error: 'rate_limited', retryAfterSeconds: slot.retryAfterSeconds },
      { 'retry-after': String(slot.retryAfterSeconds) },
    );
  }
  // Only a body declared as JSON is read as a scan, so a misconfigured client learns why instead of getting a parse error.
  // It comes after the rate limit on purpose: every post counts against the window, whatever it carries.
  if (mediaType(request) !== 'application/json') return json(415, { error: 'unsupported_media_type', expected: 'application/json' });
  const body = await readBody(request, SCAN_LIMIT);
  if (body === 'too_large') return json(413, { error: 'too_large', limitBytes: SCAN_LIMIT });
  let input: unknown;
  try {
    input = JSON.parse(body.toString('utf8'));
  } catch {
    return json(400, { error: 'invalid_json' });
  }
  const now = deps.clock.now();
  const checked = validateScan(input, now, device.model);
  if (!checked.ok) return json(400, { error: 'invalid_body', issues: checked.issues });
  const result = await ingestScan(deps.db, device, checked.scan, now);
  if (result.status === 'conflict') return json(409, { error: 'scan_id_taken' });
  return json(result.status === 'created' ? 201 : 200, scanView(deps, result.report));
}

async function putModel(deps: AppDeps, report: ReportRow, request: Request): Promise<Response> {
  if (!MESH_TYPES.includes(mediaType(request))) return json(415, { error: 'unsupported_media_type', expected: 'model/gltf-binary' });
  const body = await readBody(request, MESH_LIMIT);
  if (body === 'too_large') return json(413, { error: 'too_large', limitBytes: MESH_LIMIT });
  if (!looksLikeGlb(body)) return json(400, { error: 'invalid_glb' });
  // The object first, then its row: a row never names a file that isn't there.
  const file = { name: meshName(report.id), bytes: body, contentType: 'model/gltf-binary' };
  if (!(await putRecorded(deps, file, (stored) => storeMesh(deps.db, report.id, stored, deps.clock.now())))) {
    return json(410, { error: 'deleted' });
  }
  if (report.modelStatus === 'ready') sweepFiles(deps); // a mesh sent again: the one it replaces, and what was made from it
  precompute(deps, report.id);
  startMeshView(deps, report.id);
  return json(200, { ...scanView(deps, report), modelStatus: 'ready' });
}

export async function deviceRoute(deps: AppDeps, request: Request, path: string): Promise<Response> {
  const device = await deviceByKey(deps.db, bearerToken(request), { production: deps.config.production });
  if (!device) return json(401, { error: 'unauthorized' }, { 'www-authenticate': 'Bearer' });

  if (path === '/api/device/scans') {
    return request.method === 'POST' ? postScan(deps, device, request) : json(405, { error: 'method_not_allowed' }, { allow: 'POST' });
  }
  const match = /^\/api\/device\/scans\/([^/]+)(\/model|\/model-failed)?$/.exec(path);
  if (!match || !SCAN_ID.test(match[1]!)) return json(404, { error: 'not_found' });
  const report = await deviceScan(deps.db, device, match[1]!);
  if (!report) return json(404, { error: 'not_found' });
  const action = `${request.method} ${match[2] ?? ''}`;
  if (action === 'DELETE ') {
    await deleteScan(deps.db, report.id, deps.clock.now());
    sweepFiles(deps);
    return noContent();
  }
  if (action === 'GET ') return json(200, scanView(deps, report));
  if (report.deletedAt) return json(410, { error: 'deleted' });
  if (action === 'PUT /model') return putModel(deps, report, request);
  if (action === 'POST /model-failed') {
    await markModelFailed(deps.db, report.id);
    return json(200, { ...scanView(deps, report), modelStatus: 'failed' });
  }
  return json(405, { error: 'method_not_allowed' });
}
