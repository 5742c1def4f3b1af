// The page the server draws into: the build's index.html cut around the root element, with each drawn page's
// stylesheets and the app's start script, from the Vite manifest (http/ssr.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { SERVER_PAGES, type ServerPage } from '#shared/server-render.ts';

// A page's route file as the Vite manifest names the chunk of its split component.
const chunkOf = (page: ServerPage) => `${SERVER_PAGES[page].route}?tsr-split=component`;

export type Template = { head: string; tail: string; styles: Record<ServerPage, string[]>; start: string };

/** index.html cut around the root element, with each page's stylesheets and the app's script from the manifest. */
export function readTemplate(distDir: string): Template | null {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = v.parse(
    v.record(v.string(), v.object({ file: v.string(), css: v.optional(v.array(v.string())), imports: v.optional(v.array(v.string())) })),
    JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')),
  );
  // Those index.html links already.
  const linked = new Set([...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map((match) => match[1]!));
  const stylesOf = (page: ServerPage) => {
    const styles = new Set<string>();
    const seen = new Set<string>();
    const collect = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      chunk?.css?.forEach((file) => linked.has(`/${file}`) || styles.add(`/${file}`));
      chunk?.imports?.forEach(collect);
    };
    collect(chunkOf(page));
    return [...styles];
  };
  const pages = Object.keys(SERVER_PAGES) as ServerPage[];
  const entry = manifest['index.html'];
  if (!entry || pages.some((page) => !manifest[chunkOf(page)])) return null;
  // The app's module script and its preloads leave the head; public/start.js adds them after the first paint.
  const scripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const root = '<div id="root"></div>';
  const page = html.replace(scripts, '');
  const cut = page.indexOf(root);
  if (cut < 0) return null;
  return {
    head: page.slice(0, cut),
    tail: page.slice(cut + root.length),
    styles: Object.fromEntries(pages.map((page) => [page, stylesOf(page)])) as Record<ServerPage, string[]>,
    start: `<script src="/start.js" defer data-entry="/${entry.file}" data-preload="${preloads.join(' ')}"></script>`,
  };
}
