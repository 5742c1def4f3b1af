// Download of all my data (GET /api/account/export?format=json|csv): personal data, to the session's owner only.
import type { AppDeps } from '../deps.ts';
import { exportAccount, exportCsv } from '../domain/account-data.ts';
import { findSession } from '../domain/sessions.ts';
import { bearerToken } from '../graphql/context.ts';
import { json } from './respond.ts';

const TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8; header=present' } as const;

export async function accountRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  if (url.pathname !== '/api/account/export') return json(404, { error: 'not_found' });
  if (request.method !== 'GET') return json(405, { error: 'method_not_allowed' }, { allow: 'GET' });
  const now = deps.clock.now();
  const token = bearerToken(request);
  const session = token ? await findSession(deps.db, token, now) : null;
  if (!session) return json(401, { error: 'unauthorized' });
  const format = url.searchParams.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') return json(400, { error: 'bad_format', allowed: ['json', 'csv'] });
  const data = await exportAccount(deps.db, session.userId, now);
  if (!data) return json(401, { error: 'unauthorized' });
  const body = format === 'json' ? JSON.stringify(data, null, 2) : exportCsv(data);
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="contour-data-${now.toISOString().slice(0, 10)}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
