// Request context: who is calling (session from the bearer token), in which language, from which IP.
import { GraphQLError } from './graphql-lib.ts';
import type { Measurements, ReportRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { findSession } from '../domain/sessions.ts';
import { requestLocale } from '../i18n.ts';
import type { Locale } from '#shared/locales.ts';
import { bearerToken } from '../http/bearer.ts';

export type GqlContext = {
  deps: AppDeps;
  userId: string | null;
  sessionId: string | null;
  /** The interface language of the caller among the 24 (Accept-Language, as the client sends it). */
  language: Locale;
  ip: string;
  now: Date;
  /** Per-request memo of Report.previous lookups (bodyComposition and previous both need it). */
  previous: Map<string, Promise<ReportRow | null>>;
  /** Per-request memo of whole documents behind slim rows (see domain/report-rows.ts). */
  documents: Map<string, Promise<Measurements | null>>;
};

export async function buildContext(deps: AppDeps, request: Request, ip: string): Promise<GqlContext> {
  const now = deps.clock.now();
  const token = bearerToken(request);
  const session = token ? await findSession(deps.db, token, now) : null;
  return {
    deps,
    userId: session?.userId ?? null,
    sessionId: session?.sessionId ?? null,
    language: requestLocale(request.headers.get('accept-language')),
    ip,
    now,
    previous: new Map(),
    documents: new Map(),
  };
}

/** status 401 lives in extensions only: the HTTP answer stays 200, as the client contract expects. */
export function requireUser(ctx: GqlContext): { userId: string; sessionId: string } {
  if (!ctx.userId || !ctx.sessionId) {
    throw new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHORIZED', status: 401 } });
  }
  return { userId: ctx.userId, sessionId: ctx.sessionId };
}
