// Where modules land in the production build, checked against what each chunk is for. A file's folder decides its
// chunk (vite.config.ts, codeSplitting.groups) and its catalog (src/i18n/catalog-areas.ts); moving a file can move
// it silently, so these rules are written here in words and checked on the real build (npm test builds first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(__dirname, '..', 'dist');

type ManifestChunk = { file: string; imports?: string[] };
type SourceMap = { sources: string[] };

/** The source files of every JS chunk, from its source map (paths relative to the repository). */
function modulesByChunk(): Map<string, string[]> {
  const assets = join(DIST, 'assets');
  const chunks = new Map<string, string[]>();
  for (const name of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(assets, name), 'utf8')) as SourceMap;
    const sources = map.sources.map((s) => s.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, ''));
    chunks.set(`assets/${name.replace(/\.map$/, '')}`, sources);
  }
  return chunks;
}

/** A chunk of the manifest (by its source key) and every chunk it imports statically: what loads with it. */
function staticClosure(key: string): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/** Source files named in a catalog's `#:` origin lines. */
function origins(catalog: string): Set<string> {
  const po = readFileSync(join(__dirname, 'locales', 'en-US', `${catalog}.po`), 'utf8');
  return new Set([...po.matchAll(/^#: (.+)$/gm)].flatMap((m) => m[1]!.split(' ').map((o) => o.replace(/:\d+$/, ''))));
}

// Never before the first screen: each is big, or only signed-in screens need it.
const NOT_AT_START = [
  /node_modules\/three\//,
  /node_modules\/@urql\/exchange-graphcache\//,
  /node_modules\/uplot\//,
  /node_modules\/qrcode\//,
  /node_modules\/jsqr\//,
  // The report's section keys and the trend ranges are the vocabulary of routes' search parameters, which the routes
  // chunk validates at start; the rest of those features is not.
  /^src\/features\/report\/(?!sections\/tab-keys\.ts$)/,
  /^src\/features\/trends\/(?!ranges\.ts$)/,
  /^src\/features\/(history|compare|share|qrcode|wifi|profile|model3d)\//,
  // By name, wherever the file moves: the shape model, report formatting, the mesh cache, password hashing, phone
  // numbers, the unit store, the app's and the legal catalogs' loaders, the report's dialogs.
  /^src\/.*\/(shape-prediction|dates|units|file-cache|password|phone|unit-store|(app|legal)-catalog|ConfirmDialog|NotSavedOffline)\.tsx?$/,
  /^src\/locales\//,
];

describe('the production build', () => {
  it('exists (npm test builds before Vitest; run npm run build first)', () => {
    expect(existsSync(join(DIST, '.vite/manifest.json'))).toBe(true);
  });

  const chunks = existsSync(join(DIST, '.vite/manifest.json')) ? modulesByChunk() : new Map<string, string[]>();
  // What the browser loads before the first screen: index.html's entry chunk and everything it imports statically.
  const atStart = existsSync(join(DIST, '.vite/manifest.json')) ? staticClosure('index.html') : [];

  it('loads nothing big or signed-in-only before the first screen', () => {
    expect(atStart.length).toBeGreaterThan(2);
    const misplaced = atStart.flatMap((file) =>
      (chunks.get(file) ?? []).filter((m) => NOT_AT_START.some((rule) => rule.test(m))).map((m) => `${m} in ${file}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps each locale catalog in a chunk of its own (the service worker leaves exactly those out of the precache)', () => {
    for (const [file, modules] of chunks) {
      const catalogs = modules.filter((m) => m.startsWith('src/locales/'));
      if (catalogs.length > 0) expect({ file, modules }).toEqual({ file: expect.stringMatching(/^assets\/locale-/), modules: catalogs });
    }
  });

  it('keeps three.js in its own chunk, which only the 3D screens load (and in the workers of the body-shape figure and the 3D spine, bundles of their own)', () => {
    const withThree = [...chunks].filter(([, modules]) => modules.some((m) => m.includes('node_modules/three/'))).map(([file]) => file);
    const pageChunks = withThree.filter((file) => !/^assets\/(silhouette|turntable)\.worker-/.test(file));
    expect(pageChunks).toHaveLength(1);
    expect(pageChunks[0]).toMatch(/^assets\/three-/);
  });

  it("loads no three.js on the page for the body-shape figure: the figure's worker parses the mesh", () => {
    if (!existsSync(join(DIST, '.vite/manifest.json'))) return;
    const files = staticClosure('src/features/report/prediction/MeshFigures.tsx');
    expect(files.length).toBeGreaterThan(0);
    const withThree = files.filter((file) => (chunks.get(file) ?? []).some((m) => m.includes('node_modules/three/')));
    expect(withThree).toEqual([]);
  });

  it('has the messages of every module loaded before the first screen in the core catalog', () => {
    const core = origins('core');
    const app = origins('messages');
    // Route files are left out: only their configuration is in the routes chunk; their components (where their
    // messages are) are split off and wait for the app catalog (src/i18n/catalog-areas.ts CORE_PATHS).
    const loaded = new Set(atStart.flatMap((file) => chunks.get(file) ?? []).filter((m) => !m.startsWith('src/routes/')));
    expect(loaded.size).toBeGreaterThan(20);
    const inAppCatalog = [...loaded].filter((m) => app.has(m) && !core.has(m));
    // Such a module would show message ids on /login until the app catalog arrives.
    expect(inAppCatalog).toEqual([]);
  });
});
