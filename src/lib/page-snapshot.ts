// The last drawing of a person's page (home, a report, history…: SERVER_PAGES' `person` pages), kept on the device so
// that the service worker answers the page's next load with it, as the server answers a first visit: the markup, its
// stylesheets and the answers of its queries, which the app then takes over (graphql/server-data.ts) without a loading
// state. Written by the app (features/offline/page-snapshots.ts), read by the worker (sw/sw.ts). Personal data: in
// IndexedDB like graphcache's copy, wiped at sign-out, never kept on a kiosk, used for OFFLINE_MAX_AGE_DAYS at most.
import { clear, createStore, get, type UseStore } from 'idb-keyval';
import type { ServerData } from '#shared/server-render.ts';
import { dataBlock, inertControls } from '#shared/document-cookies.ts';
import { DATABASES } from './store-names.ts';
import { OFFLINE_MAX_AGE_DAYS } from './offline-max-age.ts';

/**
 * `entry`: the app's entry script of the build that drew it (a drawing is used only with that build's files); `mark`:
 * the session it was drawn for (the app takes its data only if that is the session it holds).
 */
export type PageSnapshot = {
  html: string;
  styles: string[];
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  data: ServerData;
  mark: string;
  entry: string;
  savedAt: number;
};

let store: UseStore | undefined;
/** The drawings' store (one connection per page or worker). */
export const pageStore = (): UseStore => (store ??= createStore(DATABASES.pages, 'pages'));

/**
 * Sign-out (registered in graphql/client.ts, so it runs even when no screen loaded this module): every drawing goes. A
 * device that never kept one gets no empty database from this (a kiosk's wipe leaves none).
 */
export async function clearSnapshots(): Promise<void> {
  if (await storeExists()) await clear(pageStore());
}

/** Whether the drawings' database exists (opening it would make it): unknown where the browser can't list them. */
async function storeExists(): Promise<boolean> {
  const listed = await indexedDB.databases?.().catch(() => undefined);
  return !listed || listed.some((database) => database.name === DATABASES.pages);
}

/** The drawing kept for `key`, if any; asking makes no database where none was ever kept (a kiosk's worker asks too). */
export async function keptDrawing(key: string): Promise<PageSnapshot | undefined> {
  if (!(await storeExists())) return undefined;
  return get<PageSnapshot>(key, pageStore()).catch(() => undefined);
}

/** The page's key: its path and search, as the browser asks for it. */
export const snapshotKey = (url: { pathname: string; search: string }) => url.pathname + url.search;

const MAX_AGE_MS = OFFLINE_MAX_AGE_DAYS * 24 * 3600 * 1000;

/** The app's entry script in index.html (the module script in its head). */
export const entryOf = (html: string): string | null => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? null;

/**
 * index.html (`template`, the build's own) with the drawing in its root and its data block beside it, or null when the
 * drawing is of another build or too old. The app's script starts as usual and takes the drawing over.
 */
/* eslint-disable lingui/no-unlocalized-strings -- HTML markup, not copy */
export function composePage(template: string, snapshot: PageSnapshot, now: number): string | null {
  if (now - snapshot.savedAt > MAX_AGE_MS || now < snapshot.savedAt || !/^[0-9a-f]{16}$/.test(snapshot.mark)) return null;
  if (entryOf(template) !== snapshot.entry || !template.includes('<div id="root"></div>')) return null;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const linked = new Set([...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]));
  const styles = snapshot.styles
    .filter((href) => href.startsWith('/assets/') && !linked.has(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escape(href)}">`)
    .join('');
  return template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${escape(snapshot.lang)}" dir="${snapshot.dir === 'rtl' ? 'rtl' : 'ltr'}">`,
    )
    .replace('<title>Contour</title>', () => `<title>${escape(snapshot.title)}</title>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-drawn="device">${inertControls(snapshot.html)}</div>${dataBlock(snapshot.mark, snapshot.data)}`,
    );
}
/* eslint-enable lingui/no-unlocalized-strings */
