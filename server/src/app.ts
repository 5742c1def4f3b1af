// The whole server as one fetch handler: its dependencies, the routes (http/routes.ts), and what every answer gets on its
// way out (security headers, the request log). main.ts only listens.
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createFileStore } from './domain/file-store.ts';
import { createMeshJobs } from './domain/body-change/jobs.ts';
import type { AppDeps } from './deps.ts';
import { createLimits } from './domain/limits.ts';
import { loadSecret } from './domain/secrets.ts';
import { createSender, withDeadline, type Sender } from './domain/senders.ts';
import { createGraphql } from './graphql/yoga.ts';
import { createPdfRenderer } from './pdf/renderer.ts';
import { createRoutes } from './http/routes.ts';
import { json } from './http/respond.ts';
import { securityHeaders, withHeaders } from './http/headers.ts';
import { clientIp, compileTrust } from './http/client-ip.ts';
import type { Log } from './log.ts';

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
  const routes = createRoutes(deps, createGraphql(deps));
  const baseHeaders = securityHeaders(config);
  // proxy-addr parses TRUST_PROXY's ranges once here, not on every request.
  const trust = compileTrust(config.trustProxy);
  const personalHeaders = { ...baseHeaders, 'cache-control': 'no-store' };

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
      let response = await routes(request, { ip, url });
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
