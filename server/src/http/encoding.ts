// Content negotiation for compressed answers: the static files' precompressed copies and GraphQL's JSON answers.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { withHeaders } from './headers.ts';

export type EncodingName = 'br' | 'gzip';

/** The encodings Accept-Encoding allows (q=0 refuses one), smallest output first. */
export function acceptedEncodings(accept: string | null): EncodingName[] {
  if (!accept) return [];
  const allowed = new Map(parseAccept(accept).map(({ type, q }) => [type.toLowerCase(), q]));
  const accepts = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

// Below this a compressed body saves less than a packet.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON answer compressed as the client allows. Made per request, so Brotli runs at quality 5 rather than the build's
 * 11: a report in well under a millisecond (docs/performance.md, "Figures behind the code"). Answers are bearer-token
 * authorized, never by cookie, so a cross-site page cannot make the browser ask for one and watch its size (BREACH).
 */
export async function compressJson(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !/^application\/(graphql-response\+)?json\b/.test(type)) return response;
  const [encoding] = acceptedEncodings(request.headers.get('accept-encoding'));
  // A client that takes no encoding (the API benchmark, scripts) gets yoga's answer untouched, with no copy of its body.
  if (!encoding) return withHeaders(response, { vary: 'accept-encoding' });
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('vary', 'accept-encoding');
  if (body.length < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed = await compress(encoding, body);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(compressed.length));
  return new Response(new Uint8Array(compressed), { status: response.status, statusText: response.statusText, headers });
}

/** One answer made for one request, compressed fast (Brotli quality 5, gzip 6). */
export function compress(encoding: EncodingName, body: Uint8Array): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * A streamed answer (the data exports), gzip-compressed as it goes when the client takes gzip: the stream keeps its
 * constant memory, and a FHIR export of many reports shrinks to about a twentieth. Bearer-token authorized, as above.
 * `length`, when known, is said when the answer goes as it is.
 */
export function streamedResponse(
  request: Request,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  length?: number,
): Response {
  const gzipped = acceptedEncodings(request.headers.get('accept-encoding')).includes('gzip');
  // CompressionStream writes any BufferSource; TypeScript's WritableStream<BufferSource> is not one of Uint8Array.
  const gzip = new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>;
  return new Response(gzipped ? body.pipeThrough(gzip) : body, {
    status: 200,
    headers: {
      ...headers,
      vary: 'accept-encoding',
      ...(gzipped ? { 'content-encoding': 'gzip' } : length === undefined ? {} : { 'content-length': String(length) }),
    },
  });
}
