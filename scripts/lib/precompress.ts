// A Vite plugin: after the build, a Brotli and a gzip copy of each text file of the output sit beside it
// (`app.js.br`, `app.js.gz`), and the server picks one by Accept-Encoding (server/src/http/static.ts).
// Compressing once at build time lets the slowest, smallest settings be used: Brotli 11, gzip 9.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than the bytes of a header. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'contour:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of filesUnder(outDir)) {
          if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
          const source = readFileSync(path);
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
