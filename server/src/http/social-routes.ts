// GET /api/social/callback/:provider: where the provider sends the person back. The result goes to the app in
// the URL fragment (never to a server log or a Referer), as a short-lived single-use ticket.
import type { AppDeps } from '../deps.ts';
import type { SocialProvider } from '../db/schema.ts';
import { finishAuthorization } from '../domain/social.ts';
import { json } from './respond.ts';

const CALLBACK = /^\/api\/social\/callback\/([ab])$/;

const seeOther = (location: string) =>
  new Response(null, { status: 302, headers: { location, 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' } });

const base64UrlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function socialRoute(deps: AppDeps, request: Request, url: URL): Promise<Response> {
  const match = CALLBACK.exec(url.pathname);
  if (!match) return json(404, { error: 'not_found' });
  if (request.method !== 'GET') return json(405, { error: 'method_not_allowed' }, { allow: 'GET' });
  const provider = match[1] as SocialProvider;
  let outcome;
  try {
    outcome = await finishAuthorization(deps, provider, url, deps.clock.now());
  } catch (err) {
    deps.log.error({ err, provider }, 'social callback failed');
    outcome = { ok: false as const, error: 'auth_failed' as const };
  }
  if (!outcome.ok) return seeOther(`/bindFailed#error=${outcome.error}`);
  const intent = outcome.intent === 'link' ? 'LINK' : 'LOGIN';
  const fragment = new URLSearchParams({
    access_token: outcome.ticket,
    token_type: 'Bearer',
    expires_in: String(outcome.expiresInSeconds),
    scope: 'openid',
    state: base64UrlJson({ appType: outcome.appType, intent }),
  });
  return seeOther(`${intent === 'LINK' ? '/accountSecurity' : '/login'}#${fragment.toString()}`);
}
