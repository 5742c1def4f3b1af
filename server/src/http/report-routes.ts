// GET /api/reports/<id>/pdf: the caller's report as a PDF, in the language and unit the app asks for.
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../domain/errors.ts';
import { reportPdf } from '../domain/report-mail.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from './bearer.ts';
import { requestLocale } from '../i18n.ts';
import { isLocale } from '#shared/locales.ts';
import { json } from './respond.ts';

const UnitParam = v.optional(v.picklist(['metric', 'imperial']));

export async function reportRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  const match = /^\/api\/reports\/([0-9a-fA-F-]{36})\/pdf$/.exec(url.pathname);
  if (!match) return json(404, { error: 'not_found' });
  if (request.method !== 'GET') return json(405, { error: 'method_not_allowed' }, { allow: 'GET' });
  const token = bearerToken(request);
  const session = token ? await findSession(deps.db, token, deps.clock.now()) : null;
  if (!session) return json(401, { error: 'unauthorized' });
  const lang = url.searchParams.get('lang');
  const unit = v.safeParse(UnitParam, url.searchParams.get('unit') ?? undefined);
  if (!unit.success) return json(400, { error: 'bad_unit' });
  const locale = isLocale(lang) ? lang : requestLocale(request.headers.get('accept-language'));
  try {
    const { bytes, fileName } = await reportPdf(deps, session.userId, match[1]!.toLowerCase(), locale, unit.output);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
  } catch (err) {
    // Someone else's report, a missing one and a deleted one: the same answers as GraphQL gives.
    if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'REPORT_DELETED')) return json(404, { error: err.code });
    if (err instanceof AppError && err.code === 'PDF_FAILED') {
      const retry = err.extra['retryAfterSeconds'];
      return json(503, { error: err.code }, typeof retry === 'number' ? { 'retry-after': String(retry) } : {});
    }
    throw err;
  }
}
