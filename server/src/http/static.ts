// Serves the built PWA from DIST_DIR with cache rules per file kind; paths can't leave the directory.
import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings } from './encoding.ts';

/** A file's media type by its extension (Hono's table), text in UTF-8 as the build writes it. */
function contentType(path: string): string {
  const type = getMimeType(path) ?? 'application/octet-stream';
  return type === 'application/json' ? `${type}; charset=utf-8` : type;
}

const TEXT_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

type Encoding = { name: 'br' | 'gzip'; suffix: '.br' | '.gz'; stat: Stats };

/** The smallest precompressed copy that Accept-Encoding allows, or null for the file itself. */
export function pickEncoding(accept: string | null, copy: (suffix: '.br' | '.gz') => Stats | null): Encoding | null {
  for (const name of acceptedEncodings(accept)) {
    const suffix = name === 'br' ? '.br' : '.gz';
    const stat = copy(suffix);
    if (stat) return { name, suffix, stat };
  }
  return null;
}

// These name the current version of the app, so the browser must revalidate them every time.
const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(path)) return 'no-cache';
  return 'public, max-age=3600';
}

function fileAt(root: string, path: string): Stats | null {
  try {
    const stat = statSync(join(root, path));
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export function createStatic(distDir: string) {
  const root = resolve(distDir);

  function send(request: Request, path: string, stat: Stats): Response {
    // The build leaves Brotli and gzip copies beside text files (scripts/lib/precompress.ts): the smallest one
    // the browser accepts is sent, and caches keep the copies apart by Accept-Encoding.
    const compressible = TEXT_TYPES.has(extname(path).toLowerCase());
    const encoding = compressible ? pickEncoding(request.headers.get('accept-encoding'), (suffix) => fileAt(root, path + suffix)) : null;
    const file = encoding ? { path: path + encoding.suffix, stat: encoding.stat } : { path, stat };
    const etag = `W/"${file.stat.size.toString(16)}-${Math.floor(file.stat.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'content-type': contentType(path),
      'cache-control': cacheControl(path),
      etag,
      'last-modified': stat.mtime.toUTCString(),
      ...(compressible ? { vary: 'accept-encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const length = String(file.stat.size);
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'content-length': length } });
    // Node's web stream type differs from the DOM's only nominally.
    const body = Readable.toWeb(createReadStream(join(root, file.path))) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers: { ...headers, 'content-length': length } });
  }

  return (request: Request, pathname: string): Response => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return new Response('Bad request', { status: 400, headers: { 'content-type': 'text/plain' } });
    }
    // normalize() resolves '..'; the prefix check below is the real guarantee.
    const path = normalize(decoded).replace(/\\/g, '/');
    const full = resolve(root, `.${path}`);
    const inside = full === root || full.startsWith(root + sep);
    if (decoded.includes('\0') || !inside) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const rel = path === '/' ? '/index.html' : path;
    const stat = fileAt(root, rel);
    if (stat) return send(request, rel, stat);
    // SPA fallback: client routes have no file extension; missing files with one are real 404s.
    if (!extname(rel)) {
      const index = fileAt(root, '/index.html');
      if (index) return send(request, '/index.html', index);
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };
}
