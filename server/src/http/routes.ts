// Which route answers which address: Hono's router over the routes of http/. What every answer gets on its way out
// (security headers, the request log) is app.ts's; a route that throws is logged and answered with a 500 here.
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../deps.ts';
import type { createGraphql } from '../graphql/yoga.ts';
import { GRAPHQL_PATH, GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import { serverPageOf } from '#shared/server-render.ts';
import { accountRoute } from './account-routes.ts';
import { outboxRoute } from './dev-routes.ts';
import { deviceRoute } from './device-routes.ts';
import { compressJson } from './encoding.ts';
import { fhirRoute } from './fhir-routes.ts';
import { filesRoute } from './files-routes.ts';
import { healthRoute } from './health.ts';
import { reminderRoute } from './reminder-routes.ts';
import { reportRoute } from './report-routes.ts';
import { json, jsonContentType } from './respond.ts';
import { sessionRoute } from './document-session.ts';
import { socialRoute } from './social-routes.ts';
import { createSsr } from './ssr.ts';
import { createStatic } from './static.ts';

/** A GraphQL document here is a few KB. */
const GRAPHQL_BODY_LIMIT = 100 * 1024;

/** What a route is handed beside the request: the client's address (http/client-ip.ts) and the address as sent. */
export type RouteContext = { ip: string; url: URL };
/** `jsonType`: a GraphQL POST's Content-Type as yoga reads it, found by the gate for the answer. */
type Env = { Bindings: RouteContext; Variables: { jsonType: string } };

export function createRoutes(deps: AppDeps, graphql: ReturnType<typeof createGraphql>) {
  const { config, db, log } = deps;
  const serveStatic = createStatic(config.distDir);
  const ssr = createSsr(deps, (request, context) => graphql.fetch(request, context));
  // The routes read the address as it was sent (url.pathname): Hono's own path is percent-decoded.
  const raw = (c: Context<Env>) => c.req.raw;
  const urlOf = (c: Context<Env>) => c.env.url;
  const ipOf = (c: Context<Env>) => c.env.ip;

  const http = new Hono<Env>();
  http.onError((err, c) => {
    log.error({ err, path: urlOf(c).pathname }, 'request failed');
    return json(500, { error: 'internal' });
  });

  http.all('/healthz', () => healthRoute('/healthz', db, deps.lifecycle));
  http.all('/readyz', () => healthRoute('/readyz', db, deps.lifecycle));
  // yoga reads whatever it is sent: the body is capped first. A declared length is checked as it stands (node:http
  // frames the body by it) without touching the body, which the server adapter then hands yoga the fast way; only a
  // chunked body is read, under the cap, by Hono's limit (which would turn every body into a stream first).
  const chunkedCap = bodyLimit({ maxSize: GRAPHQL_BODY_LIMIT, onError: () => tooLarge() });
  const capped: MiddlewareHandler<Env> = async (c, next) => {
    const declared = c.req.raw.headers.get('content-length');
    if (declared === null || !/^\d+$/.test(declared)) return chunkedCap(c, next);
    if (Number(declared) > GRAPHQL_BODY_LIMIT) return tooLarge();
    await next();
  };
  // Its answers are compressed as the client allows (http/encoding.ts).
  http.all(GRAPHQL_PATH, graphqlGate(false), capped, graphqlAnswer(false));
  http.all(GRAPHQL_READ_PATH, graphqlGate(true), capped, graphqlAnswer(true));
  http.all('/api/device/*', (c) => deviceRoute(deps, raw(c), urlOf(c).pathname));
  http.all('/api/dev/outbox', (c) => outboxRoute(deps, raw(c), urlOf(c)));
  http.all('/api/account/*', (c) => accountRoute(deps, raw(c), urlOf(c)));
  http.all('/api/session/document', (c) => sessionRoute(deps, raw(c)));
  http.all('/api/reminders/unsubscribe', (c) => reminderRoute(deps, raw(c), urlOf(c)));
  http.all('/api/social/*', (c) => socialRoute(deps, raw(c), urlOf(c)));
  http.all('/api/reports/*', (c) => reportRoute(deps, raw(c), urlOf(c)));
  http.all('/api/*', () => json(404, { error: 'not_found' }));
  http.all('/reptfile/*', (c) => filesRoute(deps, raw(c), urlOf(c).pathname));
  http.all('/fhir/*', (c) => fhirRoute(raw(c), urlOf(c).pathname));
  // Everything else is the app: a page the server draws (shared/server-render.ts), or a file of the build.
  http.all('*', (c) => {
    const url = urlOf(c);
    const file = () => serveStatic(raw(c), url.pathname);
    return serverPageOf(url.pathname) ? ssr.page(raw(c), url, ipOf(c), file) : file();
  });

  /**
   * GraphQL over POST (and GET outside production, for GraphiQL), JSON bodies only, of at most GRAPHQL_BODY_LIMIT.
   * `readOnly`: the read address, where a mutation is refused before it runs (graphql/yoga.ts).
   */
  function graphqlGate(readOnly: boolean): MiddlewareHandler<Env> {
    return async (c, next) => {
      const request = raw(c);
      const allowed = request.method === 'POST' || (!config.production && request.method === 'GET');
      if (!allowed) return json(405, { error: 'method_not_allowed' }, { allow: 'POST' });
      if (request.method !== 'POST') return compressJson(request, await graphql.fetch(request, { ip: ipOf(c), readOnly }));
      // JSON bodies only. A cross-site page can make a visitor's browser POST a form (urlencoded, multipart) or
      // text/plain without asking; any other Content-Type makes the browser ask first (a CORS preflight), which this
      // server never approves (yoga's cors is off, and OPTIONS is refused above). That is all yoga's CSRF-prevention
      // plugin would add (it demands a custom header on exactly those "simple" requests), so it is left out. The app's
      // client (urql) and the server render (http/ssr.ts) send application/json.
      const jsonType = jsonContentType(request.headers.get('content-type'));
      if (jsonType === null) return unsupportedType();
      c.set('jsonType', jsonType);
      await next();
    };
  }

  /** A capped JSON POST to yoga, its Content-Type as yoga reads it (http/respond.ts jsonContentType). */
  function graphqlAnswer(readOnly: boolean): Handler<Env> {
    return async (c) => {
      let request = raw(c);
      const contentType = c.get('jsonType');
      if (contentType !== request.headers.get('content-type')) {
        const headers = new Headers(request.headers);
        headers.set('content-type', contentType);
        request = new Request(request.url, { method: 'POST', headers, body: await request.arrayBuffer() });
      }
      return compressJson(request, await graphql.fetch(request, { ip: ipOf(c), readOnly }));
    };
  }

  return (request: Request, context: RouteContext): Promise<Response> => Promise.resolve(http.fetch(request, context));
}

const tooLarge = () => json(413, { errors: [{ message: 'Request too large', extensions: { code: 'BAD_INPUT' } }] });
const unsupportedType = () =>
  json(415, { errors: [{ message: 'Unsupported Content-Type: send application/json', extensions: { code: 'BAD_INPUT' } }] });
