// The server's render of a person's page (`vite build --ssr`, output in dist-ssr/, loaded by server/src/http/ssr.ts;
// the pages are SERVER_PAGES): the same route tree, components and catalogs as the app, so the first paint of home or
// a report comes with the HTML instead of after the framework, the route's code, the catalog and the page's queries
// (docs/performance.md).
// The client then hydrates this markup: its first render is the same tree from the same data (src/graphql/server-data.ts).
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import {
  Client,
  formatDocument,
  makeResult,
  Provider as UrqlProvider,
  stringifyDocument,
  type Exchange,
  type ExecutionResult,
  type Operation,
} from 'urql';
import { filter, fromArray, mergeMap, pipe } from 'wonka';
import { routeTree } from '../routeTree.gen.ts';
import { routeDisplay } from '../router.tsx';
import { session } from '../lib/session.ts';
import { unitStore } from '../lib/unit-store.ts';
import { drawForDeviceType } from '../lib/storage.ts';
import { bcp47, directionOf, type Locale } from '#shared/locales.ts';
import { ensureAppCatalog, messagesOf } from '../i18n/i18n.ts';
import { samplePath, SERVER_PAGES, type RenderInput, type RenderOutput, type ServerData, type ServerPage } from '#shared/server-render.ts';
import { ensureLegalCatalog } from '../i18n/legal-catalog.ts';
import { inertControls } from '#shared/document-cookies.ts';
import { ServerRenderClient } from '../graphql/server-render-client.ts';
import { lazyPartsLeft } from '../ui/LazyPart.tsx';

const loadedLocales = new Set<Locale>();

/** The locale's catalogs, loaded as the app loads them (i18n/i18n.ts), into the shared instance, once. */
async function loadLocale(locale: Locale): Promise<void> {
  if (loadedLocales.has(locale)) return;
  // Registers the app's and the legal texts' catalog loaders beside the core's (what the root route's guard and
  // /about/*'s loader do in the app).
  await Promise.all([ensureAppCatalog(), ensureLegalCatalog()]);
  i18n.load(locale, await messagesOf(locale, ['core', 'messages', 'legal']));
  loadedLocales.add(locale);
}

function pageRouter(url: string, client: Client, signedIn: boolean) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    // The person's session was checked by the server before it called this (none for a public page drawn for no one).
    context: { client, session: { ...session, isSignedIn: () => signedIn } },
    ...routeDisplay,
    isServer: true,
    scrollRestoration: false,
  });
}

/** Loads what every page needs (the default catalogs, each server-drawn route's code) before the first request. */
export async function warmUp(): Promise<void> {
  await loadLocale('en-US');
  for (const page of Object.keys(SERVER_PAGES) as ServerPage[]) {
    const client = new Client({ url: '/api/graphql', exchanges: [] });
    await pageRouter(`${samplePath(page)}?id=warm-up`, client, SERVER_PAGES[page].access === 'person').load();
  }
}

/** `url` with its search as the route validates it (router-core's own canonical address on the server). */
function canonicalHref(router: ReturnType<typeof pageRouter>, url: string): string {
  const { pathname } = new URL(url, 'http://contour.invalid');
  const built = router.buildLocation({ to: pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true });
  return built.publicHref || url;
}

// Renders are synchronous, so at most this many rounds of "render, run the queries it asked for" per page.
const MAX_ROUNDS = 3;

/**
 * Renders the page at `url` for the person whose session `execute` carries, or null when the page does not
 * render on the server as it would in the app (a redirect, a route not found, an error): the app then starts as usual.
 */
export async function renderPage({ url, locale, unit, deviceType, execute, signal, signedIn }: RenderInput): Promise<RenderOutput | null> {
  await loadLocale(locale);
  const results = new Map<number, ExecutionResult>();
  const asked = new Map<number, Operation>();
  // Answers what an earlier round fetched at once (so the render sees it); records what it has not seen yet.
  const prefetched: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) => {
        const result = results.get(operation.key);
        if (!result) {
          asked.set(operation.key, operation);
          return fromArray([]);
        }
        return fromArray([makeResult(operation, result)]);
      }),
    );
  const client = new Client({ url: '/api/graphql', exchanges: [prefetched], requestPolicy: 'cache-first' });

  // On the server the router draws a page only at its canonical address (the search as validated, its defaults written
  // out) and redirects from any other. The app at an address without them (a typed or bookmarked /body/trend) shows
  // what the canonical one does, so that is what is drawn for it.
  const atAsked = pageRouter(url, client, signedIn);
  const canonical = canonicalHref(atAsked, url);
  const router = canonical === url ? atAsked : pageRouter(canonical, client, signedIn);
  await router.load();
  const { matches, location } = router.state;
  // A redirect (a guard; on the server it leaves no matches), a route not found or a route in error: the app starts
  // as usual.
  if (location.href !== canonical || matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;

  let html = '';
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (signal?.aborted) return null;
    asked.clear();
    // Shared module state (the active catalog, the unit, the product model) is set right before the synchronous
    // render, so another page rendered meanwhile cannot leak into this one.
    i18n.activate(locale);
    lazyPartsLeft();
    unitStore.set(unit);
    drawForDeviceType(deviceType);
    html = renderToString(
      <I18nProvider i18n={i18n}>
        <UrqlProvider value={client}>
          <ServerRenderClient value={client}>
            <RouterProvider router={router} />
          </ServerRenderClient>
        </UrqlProvider>
      </I18nProvider>,
    );
    // A part that threw is left for the browser by React (`<!--$!-->`): the app starts as usual instead. So is a lazy
    // part (a 3D viewer, a chart), whose code the server never loads: its caller's fallback is drawn, as the app draws
    // it while the code loads. (React's production markup does not tell the two apart, so a page with lazy parts is
    // taken as drawn whenever it has no more such boundaries than lazy parts.)
    const leftToBrowser = html.split('<!--$!-->').length - 1;
    if (leftToBrowser > lazyPartsLeft()) return null;
    if (asked.size === 0) break;
    const pending = [...asked.values()];
    if (signal?.aborted) return null;
    await Promise.all(
      pending.map(async (operation) => {
        // As graphcache sends it: with __typename in every selection.
        const query = stringifyDocument(formatDocument(operation.query));
        results.set(operation.key, await execute({ query, variables: operation.variables as Record<string, unknown> | undefined }));
      }),
    );
    // An error screen is left to the app, which has the retry and offline rules for it.
    if (pending.some((operation) => results.get(operation.key)?.errors)) return null;
  }
  if (asked.size > 0) return null;

  html = inertControls(html);
  const data: ServerData = {};
  for (const [key, result] of results) data[key] = result.data;
  return { html, lang: bcp47(locale), dir: directionOf(locale), data };
}
