// The whole server as one fetch handler: routing, security headers, request logs. main.ts only listens.
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { healthRoute } from './http/health.ts';
import { createFileStore } from './domain/file-store.ts';
import { createMeshJobs } from './domain/body-change/jobs.ts';
import type { AppDeps } from './deps.ts';
import { createLimits } from './domain/limits.ts';
import { loadSecret } from './domain/secrets.ts';
import { createSender, withDeadline, type Sender } from './domain/senders.ts';
import { createGraphql } from './graphql/yoga.ts';
import { createPdfRenderer } from './pdf/renderer.ts';
import { accountRoute } from './http/account-routes.ts';
import { outboxRoute } from './http/dev-routes.ts';
import { deviceRoute } from './http/device-routes.ts';
import { filesRoute } from './http/files-routes.ts';
import { fhirRoute, isFhirPath } from './http/fhir-routes.ts';
import { reportRoute } from './http/report-routes.ts';
import { socialRoute } from './http/social-routes.ts';
import { securityHeaders, withHeaders } from './http/headers.ts';
import { clientIp, compileTrust } from './http/client-ip.ts';
import { json, jsonContentType, readBody } from './http/respond.ts';
import { compressJson } from './http/encoding.ts';
import { createStatic } from './http/static.ts';
import { createSsr } from './http/ssr.ts';
import { reminderRoute } from './http/reminder-routes.ts';
import { serverPageOf } from '#shared/server-render.ts';
import { GRAPHQL_PATH, GRAPHQL_READ_PATH } from '#shared/graphql-paths.ts';
import type { Log } from './log.ts';

const GRAPHQL_BODY_LIMIT = 100 * 1024;

export type AppOptions = {
  db: Db;
  config: Config;
  log: Log;
  clock?: Clock;
  send?: Sender;
  /** Where this process answers on the loopback, for the PDF printer's browser (serve.ts knows the bound port). */
  selfUrl?: () => string;
};
export type RequestContext = { ip?: string };
export type App = { fetch(request: Request, ctx?: RequestContext): Promise<Response>; deps: AppDeps };

export function createApp(options: AppOptions): App {
  const { db, config, log } = options;
  let secret: Promise<string> | null = null;
  const deps: AppDeps = {
    db,
    config,
    log,
    clock: options.clock ?? systemClock,
    send: withDeadline(options.send ?? createSender(db, config), config.sendTimeoutMs),
    limits: createLimits({ sendsPerHour: config.ipSendsPerHour, checksPerHour: config.ipChecksPerHour }),
    pdf: createPdfRenderer({
      chromiumPath: config.chromiumPath,
      baseUrl: options.selfUrl ?? (() => `http://127.0.0.1:${config.port}`),
      log,
    }),
    lifecycle: { draining: false },
    files: createFileStore(config.fileStore, log),
    meshJobs: createMeshJobs(),
    secret: () => {
      // A failed read is retried on the next request instead of being cached forever.
      secret ??= loadSecret(db, config.secret).catch((err: unknown) => {
        secret = null;
        throw err;
      });
      return secret;
    },
  };
  const graphql = createGraphql(deps);
  const serveStatic = createStatic(config.distDir);
  const ssr = createSsr(deps, (request, context) => graphql.fetch(request, context));
  const baseHeaders = securityHeaders(config);
  // proxy-addr parses TRUST_PROXY's ranges once here, not on every request.
  const trust = compileTrust(config.trustProxy);
  const personalHeaders = { ...baseHeaders, 'cache-control': 'no-store' };

  async function graphqlRoute(request: Request, ip: string, readOnly: boolean): Promise<Response> {
    const allowed = request.method === 'POST' || (!config.production && request.method === 'GET');
    if (!allowed) return json(405, { error: 'method_not_allowed' }, { allow: 'POST' });
    // yoga reads whatever it is sent; cap the body first (a GraphQL document here is a few KB).
    if (request.method !== 'POST') return graphql.fetch(request, { ip, readOnly });
    // JSON bodies only. A cross-site page can make a visitor's browser POST a form (urlencoded, multipart) or
    // text/plain without asking; any other Content-Type makes the browser ask first (a CORS preflight), which this
    // server never approves (yoga's cors is off, and OPTIONS is refused above). That is all yoga's CSRF-prevention
    // plugin would add (it demands a custom header on exactly those "simple" requests), so it is left out. The app's
    // client (urql) and the server render (http/ssr.ts) send application/json.
    const contentType = jsonContentType(request.headers.get('content-type'));
    if (contentType === null) return unsupportedType();
    // node:http frames a request body by its Content-Length, so a declared length within the limit bounds
    // the body: hand yoga the request as it is. Only a chunked body (no length) is read under the cap first.
    const declared = request.headers.get('content-length');
    if (declared !== null && /^\d+$/.test(declared)) {
      if (Number(declared) > GRAPHQL_BODY_LIMIT) return tooLarge();
      if (contentType === request.headers.get('content-type')) return graphql.fetch(request, { ip, readOnly });
    }
    const body = await readBody(request, GRAPHQL_BODY_LIMIT);
    if (body === 'too_large') return tooLarge();
    const headers = new Headers(request.headers);
    headers.set('content-type', contentType);
    return graphql.fetch(new Request(request.url, { method: 'POST', headers, body: new Uint8Array(body) }), { ip, readOnly });
  }

  async function route(request: Request, url: URL, ip: string): Promise<Response> {
    const path = url.pathname;
    if (path === '/healthz' || path === '/readyz') return healthRoute(path, db, deps.lifecycle);
    // The report's answer is ~15 KB of JSON: about 3 KB compressed on a phone's network.
    if (path === GRAPHQL_PATH || path === GRAPHQL_READ_PATH) {
      return compressJson(request, await graphqlRoute(request, ip, path === GRAPHQL_READ_PATH));
    }
    if (path === '/api/device' || path.startsWith('/api/device/')) return deviceRoute(deps, request, path);
    if (path === '/api/dev/outbox') return outboxRoute(deps, request, url);
    if (path.startsWith('/api/account/')) return accountRoute(deps, request, url);
    if (path === '/api/session/document') return ssr.sessionRoute(request);
    if (path === '/api/reminders/unsubscribe') return reminderRoute(deps, request, url);
    if (path.startsWith('/api/social/')) return socialRoute(deps, request, url);
    if (path.startsWith('/api/reports/')) return reportRoute(deps, request, url);
    if (path === '/api' || path.startsWith('/api/')) return json(404, { error: 'not_found' });
    if (path === '/reptfile' || path.startsWith('/reptfile/')) return filesRoute(deps, request, path);
    if (isFhirPath(path)) return fhirRoute(request, path);
    if (serverPageOf(path)) return ssr.page(request, url, ip, () => serveStatic(request, path));
    return serveStatic(request, path);
  }

  return {
    deps,
    async fetch(request, ctx = {}) {
      const started = performance.now();
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return withHeaders(json(400, { error: 'bad_url' }), baseHeaders);
      }
      const ip = clientIp(request, ctx.ip ?? '', trust);
      let response: Response;
      try {
        response = await route(request, url, ip);
      } catch (err) {
        log.error({ err, path: url.pathname }, 'request failed');
        response = json(500, { error: 'internal' });
      }
      const personal =
        url.pathname.startsWith('/api/') ||
        url.pathname.startsWith('/reptfile/') ||
        url.pathname === '/healthz' ||
        url.pathname === '/readyz';
      response = withHeaders(response, personal ? personalHeaders : baseHeaders);
      // A shared report's page: never indexed, and (as everywhere) no referrer leaves it with the token; nor does the log.
      const shared = url.pathname.startsWith('/s/');
      if (shared) response = withHeaders(response, { 'x-robots-tag': 'noindex, nofollow' });
      // Draining: the client's next request opens a new connection, which the load balancer gives another copy.
      if (deps.lifecycle.draining) response = withHeaders(response, { connection: 'close' });
      log.info(
        {
          method: request.method,
          path: shared ? '/s/…' : url.pathname,
          status: response.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
      return response;
    },
  };
}

const tooLarge = () => json(413, { errors: [{ message: 'Request too large', extensions: { code: 'BAD_INPUT' } }] });
const unsupportedType = () =>
  json(415, { errors: [{ message: 'Unsupported Content-Type: send application/json', extensions: { code: 'BAD_INPUT' } }] });
