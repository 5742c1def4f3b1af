// Download of my data (GET /api/account/export), to the session's owner only:
//   format=json|csv   everything the account holds (GDPR art. 15, 20)
//   format=fhir       a FHIR R4 Bundle (include=name,contact adds those to the Patient; nothing by default)
//   format=fit        a Garmin FIT weight file
// With report=<id>, the FHIR or FIT file of that one report of the caller's. All but FIT stream, a batch of reports
// at a time, so a long history exports in constant memory (npm run bench:export).
import type { AppDeps } from '../deps.ts';
import { safeTimeZone } from '#shared/dates.ts';
import { accountCsv, accountHead, accountJson } from '../domain/account-data.ts';
import { AppError } from '../domain/errors.ts';
import { BUNDLE_KINDS, fhirBundle, type BundleKind, type PatientChoice } from '../domain/exports/fhir.ts';
import { fitFile } from '../domain/exports/fit.ts';
import { reportBatches } from '../domain/exports/report-batches.ts';
import { ownedReport } from '../domain/reports.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from '../graphql/context.ts';
import { getUser } from '../domain/accounts.ts';
import { streamedResponse } from './encoding.ts';
import { json } from './respond.ts';

const FORMATS = ['json', 'csv', 'fhir', 'fit'] as const;
type Format = (typeof FORMATS)[number];
const TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  fhir: 'application/fhir+json; charset=utf-8',
  fit: 'application/octet-stream',
};
const EXTENSIONS: Record<Format, string> = { json: 'json', csv: 'csv', fhir: 'fhir.json', fit: 'fit' };
const INCLUDES = ['name', 'contact'] as const;

const isFormat = (s: string): s is Format => (FORMATS as readonly string[]).includes(s);

/** The text pieces as a byte stream that asks for the next piece only when the last was taken (constant memory). */
function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

export async function accountRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  if (url.pathname !== '/api/account/export') return json(404, { error: 'not_found' });
  if (request.method !== 'GET') return json(405, { error: 'method_not_allowed' }, { allow: 'GET' });
  const now = deps.clock.now();
  const token = bearerToken(request);
  const session = token ? await findSession(deps.db, token, now) : null;
  if (!session) return json(401, { error: 'unauthorized' });
  const format = url.searchParams.get('format') ?? 'json';
  if (!isFormat(format)) return json(400, { error: 'bad_format', allowed: FORMATS });
  const reportId = url.searchParams.get('report');
  if (reportId !== null && format !== 'fhir' && format !== 'fit') return json(400, { error: 'bad_report', formats: ['fhir', 'fit'] });
  const bundle = url.searchParams.get('bundle') ?? 'collection';
  if (!(BUNDLE_KINDS as readonly string[]).includes(bundle) || (bundle !== 'collection' && format !== 'fhir')) {
    return json(400, { error: 'bad_bundle', allowed: BUNDLE_KINDS, formats: ['fhir'] });
  }
  const include = (url.searchParams.get('include') ?? '').split(',').filter(Boolean);
  if (include.some((i) => !(INCLUDES as readonly string[]).includes(i)) || (include.length && format !== 'fhir')) {
    return json(400, { error: 'bad_include', allowed: INCLUDES });
  }
  // A single report's file is named by the day it was measured (in its own time zone); the account's by today.
  let day = now.toISOString().slice(0, 10);
  if (reportId !== null) {
    try {
      const report = await ownedReport(deps.db, session.userId, reportId);
      day = new Intl.DateTimeFormat('en-CA', { timeZone: safeTimeZone(report.timezone) }).format(report.measuredAt);
    } catch (err) {
      // Someone else's report, a missing one and a deleted one: the same answer.
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'REPORT_DELETED')) return json(404, { error: 'not_found' });
      throw err;
    }
  }
  const user = await getUser(deps.db, session.userId);
  if (!user) return json(401, { error: 'unauthorized' });

  const headers = {
    'content-type': TYPES[format],
    'content-disposition': `attachment; filename="contour-${reportId ? 'report' : 'data'}-${day}.${EXTENSIONS[format]}"`,
    'cache-control': 'no-store',
  };
  if (format === 'fhir') {
    const choice: PatientChoice = { name: include.includes('name'), contact: include.includes('contact') };
    const batches = reportBatches(deps.db, session.userId, reportId ? { reportId } : {});
    return streamedResponse(request, streamOf(fhirBundle(user, choice, batches, now, bundle as BundleKind)), headers);
  }
  if (format === 'fit') {
    const bytes = await fitFile(reportBatches(deps.db, session.userId, reportId ? { reportId } : {}), now);
    return new Response(new Uint8Array(bytes), { status: 200, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  }
  if (format === 'csv') return streamedResponse(request, streamOf(accountCsv(reportBatches(deps.db, session.userId))), headers);
  const head = await accountHead(deps.db, session.userId, now);
  if (!head) return json(401, { error: 'unauthorized' });
  const batches = reportBatches(deps.db, session.userId, { deleted: 'include' });
  return streamedResponse(request, streamOf(accountJson(head, batches)), headers);
}
