// Dev outbox: lets a developer (and the tests) read codes that would have been mailed. Never in production.
import type { AppDeps } from '../deps.ts';
import { readOutbox } from '../domain/senders.ts';
import { json } from './respond.ts';

export async function outboxRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  if (deps.config.production) return json(404, { error: 'not_found' });
  if (request.method !== 'GET') return json(405, { error: 'method_not_allowed' }, { allow: 'GET' });
  const raw = (url.searchParams.get('to') ?? '').trim();
  if (!raw || raw.length > 254) return json(400, { error: 'missing_to' });
  // No address holds a control character (and PostgreSQL refuses a NUL in text).
  if (/[\u0000-\u001f\u007f]/.test(raw)) return json(400, { error: 'invalid_to' });
  // Addresses are stored normalized: e-mail lower-cased, phone without spaces.
  // An unescaped '+' in a query string arrives as a space, so a bare number gets its plus back.
  const phone = raw.replace(/[\s().-]/g, '');
  const to = raw.includes('@') ? raw.toLowerCase() : /^\d+$/.test(phone) ? `+${phone}` : phone;
  return json(200, await readOutbox(deps.db, to));
}
