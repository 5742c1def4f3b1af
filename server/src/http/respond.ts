/** Small response helpers shared by the HTTP routes. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export const noContent = () => new Response(null, { status: 204 });

/** Reads a request body but stops at `limit` bytes, so a huge upload can't exhaust memory. */
export async function readBody(request: Request, limit: number): Promise<Buffer | 'too_large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return 'too_large';
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A POST's Content-Type as yoga reads JSON, or null when the media type (compared case-insensitively, parameters
 * allowed) is neither application/json nor application/graphql-response+json. yoga matches only a lower-case
 * `application/json` prefix, so any other accepted spelling is handed on as application/json with its parameters.
 */
export function jsonContentType(header: string | null): string | null {
  if (header === null) return null;
  const semicolon = header.indexOf(';');
  const type = (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/graphql-response+json') return null;
  if (header === 'application/json' || header.startsWith('application/json;')) return header;
  const parameters = semicolon === -1 ? '' : header.slice(semicolon + 1).trim();
  return parameters ? `application/json;${parameters}` : 'application/json';
}
