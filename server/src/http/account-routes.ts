// Download of my data (GET /api/account/export?format=<id>), to the session's owner only, in the formats of
// src/shared/export-formats.ts: with report=<id>, the file of that one report of the caller's (the formats that have
// one); include=name,contact adds those to the FHIR Patient (nothing by default). All but FIT stream, a batch of
// reports at a time, so a long history exports in constant memory (npm run bench:export).
import type { AppDeps } from '../deps.ts';
import { safeTimeZone } from '#shared/dates.ts';
import { accountCsv, accountHead, accountJson } from '../domain/account-data.ts';
import { AppError } from '../domain/errors.ts';
import { BUNDLE_KINDS, fhirBundle, type BundleKind, type PatientChoice } from '../domain/exports/fhir.ts';
import { fitFile } from '../domain/exports/fit.ts';
import { reportBatches } from '../domain/exports/report-batches.ts';
import { ownedReport } from '../domain/reports.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from './bearer.ts';
import { getUser } from '../domain/accounts.ts';
import type { UserRow } from '../db/schema.ts';
import * as v from 'valibot';
import { UnitSchema, type Unit } from '#shared/unit-system.ts';
import { streamedResponse } from './encoding.ts';
import {
  EXPORT_FORMAT_IDS,
  EXPORT_FORMATS,
  isExportFormat,
  PATIENT_INCLUDES,
  REPORT_EXPORT_FORMATS,
  type ExportFormat,
} from '#shared/export-formats.ts';
import { json } from './respond.ts';

const PATIENT_CHOICE_FORMATS = EXPORT_FORMAT_IDS.filter((format) => EXPORT_FORMATS[format].patientChoice);
const UNIT_CHOICE_FORMATS = EXPORT_FORMAT_IDS.filter((format) => EXPORT_FORMATS[format].unitChoice);

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
  if (!isExportFormat(format)) return json(400, { error: 'bad_format', allowed: EXPORT_FORMAT_IDS });
  const { mediaType, extension, report: perReport, patientChoice } = EXPORT_FORMATS[format];
  const reportId = url.searchParams.get('report');
  if (reportId !== null && !perReport) return json(400, { error: 'bad_report', formats: REPORT_EXPORT_FORMATS });
  const bundle = url.searchParams.get('bundle') ?? 'collection';
  if (!(BUNDLE_KINDS as readonly string[]).includes(bundle) || (bundle !== 'collection' && !patientChoice)) {
    return json(400, { error: 'bad_bundle', allowed: BUNDLE_KINDS, formats: PATIENT_CHOICE_FORMATS });
  }
  const unit = url.searchParams.get('unit') ?? 'metric';
  if (!v.is(UnitSchema, unit) || (unit !== 'metric' && !EXPORT_FORMATS[format].unitChoice)) {
    return json(400, { error: 'bad_unit', allowed: UnitSchema.options, formats: UNIT_CHOICE_FORMATS });
  }
  const include = (url.searchParams.get('include') ?? '').split(',').filter(Boolean);
  if (include.some((i) => !(PATIENT_INCLUDES as readonly string[]).includes(i)) || (include.length && !patientChoice)) {
    return json(400, { error: 'bad_include', allowed: PATIENT_INCLUDES });
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
    'content-type': mediaType,
    'content-disposition': `attachment; filename="contour-${reportId ? 'report' : 'data'}-${day}.${extension}"`,
    'cache-control': 'no-store',
  };
  const choice: PatientChoice = { name: include.includes('name'), contact: include.includes('contact') };
  return WRITERS[format]({
    deps,
    request,
    userId: session.userId,
    user,
    reportId,
    choice,
    bundle: bundle as BundleKind,
    unit,
    now,
    headers,
  });
}

type Export = {
  deps: AppDeps;
  request: Request;
  userId: string;
  user: UserRow;
  reportId: string | null;
  choice: PatientChoice;
  bundle: BundleKind;
  unit: Unit;
  now: Date;
  headers: Record<string, string>;
};

/** How each format is written: one per format of the list, so a new format fails `tsc` here until it has one. */
const WRITERS: Record<ExportFormat, (args: Export) => Promise<Response> | Response> = {
  json: async ({ deps, request, userId, now, headers }) => {
    const head = await accountHead(deps.db, userId, now);
    if (!head) return json(401, { error: 'unauthorized' });
    const batches = reportBatches(deps.db, userId, { deleted: 'include' });
    return streamedResponse(request, streamOf(accountJson(head, batches)), headers);
  },
  csv: ({ deps, request, userId, unit, headers }) =>
    streamedResponse(request, streamOf(accountCsv(reportBatches(deps.db, userId), unit)), headers),
  fhir: ({ deps, request, userId, user, reportId, choice, bundle, now, headers }) => {
    const batches = reportBatches(deps.db, userId, reportId ? { reportId } : {});
    return streamedResponse(request, streamOf(fhirBundle(user, choice, batches, now, bundle)), headers);
  },
  fit: async ({ deps, userId, reportId, now, headers }) => {
    const bytes = await fitFile(reportBatches(deps.db, userId, reportId ? { reportId } : {}), now);
    return new Response(new Uint8Array(bytes), { status: 200, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  },
};
