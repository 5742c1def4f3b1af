// GET /fhir/CodeSystem/<id>: Contour's own FHIR code systems, which every exported value without a LOINC code names
// (their canonical URLs are the same on every deployment: exports/fhir-codes.ts). Public: they hold no one's data.
import { CODE_SYSTEMS, codeSystemResource, type CodeSystemId } from '../domain/exports/fhir-codes.ts';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const PREFIX = '/fhir/CodeSystem/';

const fhir = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': FHIR_JSON, ...extra } });

export function fhirRoute(request: Request, path: string): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return fhir(405, outcome('not-supported', 'Only GET'), { allow: 'GET, HEAD' });
  }
  const id = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : '';
  if (!Object.hasOwn(CODE_SYSTEMS, id)) return fhir(404, outcome('not-found', `No CodeSystem ${id || 'here'}`));
  // The same for every request until the next release: a day in caches.
  return fhir(200, codeSystemResource(id as CodeSystemId), { 'cache-control': 'public, max-age=86400' });
}

/** A FHIR OperationOutcome: what a FHIR client reads from an error answer. */
function outcome(code: string, text: string) {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics: text }] };
}
