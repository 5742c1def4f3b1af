// Security headers put on every answer (static files, API, errors alike).
import type { Config } from '../config.ts';

export function securityHeaders(config: Pick<Config, 'reportFileHost' | 'production' | 'publicUrl'>): Record<string, string> {
  const files = config.reportFileHost ? ` ${new URL(config.reportFileHost).origin}` : '';
  const csp = [
    "default-src 'self'",
    // WebAssembly compiled from the app's own scripts only: the meshopt decoder that unpacks the body-change file
    // (docs/security.md). No eval of strings, no script from elsewhere.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    "font-src 'self'",
    `connect-src 'self'${files}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  // HSTS only where the site is served over https: over http browsers ignore it, and in development it would pin
  // https onto localhost for a year, breaking every other local server on that name.
  const https = config.production && new URL(config.publicUrl).protocol === 'https:';
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Adds the headers in place: re-wrapping the response would turn yoga's ready body into a stream that the
 * server adapter then has to pump. Only a response with immutable headers (one fetch() returned) is copied.
 */
export function withHeaders(response: Response, extra: Record<string, string>): Response {
  try {
    for (const k in extra) response.headers.set(k, extra[k]!);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const k in extra) headers.set(k, extra[k]!);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
