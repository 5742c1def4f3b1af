// The data of a page the server rendered (src/ssr/entry-server.tsx): the answers to the queries that render used,
// by urql operation key, in a JSON block of the HTML. The app's first render reads them from here, so it draws the
// same screen as the server's markup it takes over (hydrates), without waiting for graphcache or the network.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeOperation, makeResult, type Exchange, type Operation } from 'urql';
import { filter, makeSubject, map, merge, pipe, share } from 'wonka';
import { sessionMark } from '../lib/document-session.ts';
import { SERVER_DATA_ID } from '#shared/document-cookies.ts';
import { session } from '../lib/session.ts';
import type { ServerData } from '#shared/server-render.ts';
import { answerFromPage } from './server-render-client.ts';
import { screenShown } from '../lib/screen-shown.ts';
import { isKiosk } from '../lib/kiosk.ts';
import { i18n } from '@lingui/core';
import { bcp47, isLocale } from '#shared/locales.ts';

/**
 * Reads the page's data block once (and removes it). Only data rendered for this tab's own session is used: a page
 * drawn for another session (a cookie left from another sign-in) is replaced by the app's own render from scratch. A
 * public page drawn for no one (an empty mark: a share link, the sign-in screens) holds nothing of anyone, whoever reads it.
 */
export async function readServerData(token: string | null): Promise<ServerData | null> {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  const mark = element.dataset['session'];
  if (mark !== '' && (!token || (await sessionMark(token)) !== mark)) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as ServerData) : null;
  } catch {
    return null;
  }
}

type Entry = { data: ServerData[number]; refresh: 'idle' | 'scheduled' | 'sent' };

/** An object's fields for comparison: without `__typename`, and a field set to `undefined` counts as absent. */
const fields = (value: object) =>
  Object.keys(value).filter((key) => key !== '__typename' && (value as Record<string, unknown>)[key] !== undefined);

/**
 * Whether two answers hold the same data, whatever the order of their keys and without `__typename`. Graphcache's
 * answer has the same data in another order (fragments' fields after the others) and leaves out an embedded object's
 * `__typename` (a body metric's); an answer that differed only there would draw the whole screen again. Walks both at
 * once and stops at the first difference, copying neither: several times faster than comparing them as sorted JSON,
 * which left its copies to the garbage collector (docs/performance.md, "Figures behind the code"). (Sound while the
 * schema has no union or interface, where an answer could differ in its type alone.)
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  const left = fields(a);
  return (
    left.length === fields(b).length &&
    left.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Answers each query the server rendered with the server's data, at once. The first time, the query also goes on, as
 * network-only, when `later` runs it (after the first screen is up): graphcache stores the answer for offline use.
 * Until that answer is in, the same query is answered from the server's data again (a screen that subscribes twice);
 * the answer itself is passed up only if it differs from what the screen already shows, or is an error other than a
 * lost connection. A refresh that did not get through (no connection, the screen left while it ran) is sent again by
 * the next screen that asks; offline, graphcache's offline exchange sends it again itself once online.
 */
export function serverDataExchange(initial: ServerData, later: (run: () => void) => void): Exchange {
  const known = new Map<number, Entry>();
  for (const [key, data] of Object.entries(initial)) known.set(Number(key), { data, refresh: 'idle' });
  // Whoever signs in or out next is never answered from this page's data.
  session.subscribe(() => known.clear());

  return ({ forward }) =>
    (operations$) => {
      const refresh = makeSubject<Operation>();
      const decided$ = pipe(
        operations$,
        map((operation) => ({
          operation,
          entry: known.get(operation.key),
          served: operation.kind === 'query' && known.has(operation.key),
        })),
        share,
      );
      const served$ = pipe(
        decided$,
        filter(({ served }) => served),
        map(({ operation, entry }) => {
          if (entry!.refresh === 'idle') {
            entry!.refresh = 'scheduled';
            later(() => {
              entry!.refresh = 'sent';
              refresh.next(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }));
            });
          }
          return makeResult(operation, { data: entry!.data });
        }),
      );
      const forwarded$ = pipe(
        merge([
          pipe(
            decided$,
            filter(({ served }) => !served),
            map(({ operation, entry }) => {
              // The screen left while its refresh ran: that request is cancelled with it.
              if (operation.kind === 'teardown' && entry?.refresh === 'sent') entry.refresh = 'idle';
              return operation;
            }),
          ),
          refresh.source,
        ]),
        forward,
        filter((result) => {
          const { operation, error } = result;
          const entry = known.get(operation.key);
          if (!entry || operation.kind !== 'query') return true;
          // Offline, graphcache answers from its store alone (empty on a first visit) and sends the query again once
          // online: the screen keeps the server's data meanwhile. An answer from the store with data (a change made
          // offline, written to the store) goes up.
          if (operation.context.requestPolicy === 'cache-only' && !result.data) return false;
          if (error?.networkError) {
            entry.refresh = 'idle';
            return false;
          }
          known.delete(operation.key);
          // Any other error goes up (a session that has ended signs the app out); an equal answer does not.
          // (Compared only now, after the takeover: not at start, where each page's data would be walked once more. The
          // served data is the screen's and is never changed in place.)
          return error !== undefined || !sameData(result.data, entry.data);
        }),
      );
      return merge([served$, forwarded$]);
    };
}

type TakeOverRouter = {
  load(): Promise<void>;
  subscribe(event: 'onRendered', listener: () => void): () => void;
  ssr?: { manifest: undefined | object };
};

/**
 * A page the server rendered for this tab's session (or a public one): the exchange that answers from its data, and
 * the takeover. The data's refreshes wait for the app's first screen to be up: a refresh answered before the takeover
 * would take the query's answer away from it (the screen would show its loading state while graphcache wakes up).
 */
export async function readServerPage(token: string | null, later: (run: () => void) => void) {
  const data = await readServerData(token);
  if (!data) return null;
  let shown = () => {};
  const up = new Promise<void>((resolve) => (shown = resolve));
  const exchange = serverDataExchange(data, (run) => void up.then(() => later(run)));
  // A screen with a client of its own (a share link's) answers from the page too.
  answerFromPage(exchange);
  return {
    exchange,
    /** Takes the page over; resolves once the first screen is the app's own (then the drawing's mark goes). */
    takeOver: async (container: HTMLElement, app: ReactNode, router: TakeOverRouter): Promise<void> => {
      const hydrating = hydrates(container);
      const rendered = new Promise<void>((resolve) => {
        const stop = router.subscribe('onRendered', () => {
          stop();
          resolve();
        });
      });
      await router.load().catch(() => undefined);
      render(container, app, router, hydrating);
      await rendered;
      if (hydrating) {
        // The route's content is hydrated after the root (lib/screen-shown.ts); then the server's very elements are the
        // app's, and their fields and buttons wake up (inertControls made them inert).
        await screenShown(SCREEN_FALLBACK_MS);
        for (const control of container.querySelectorAll('[inert]')) control.removeAttribute('inert');
      }
      // The markup is the app's own now (the server or the worker marked theirs as drawn).
      container.removeAttribute('data-drawn');
      shown();
    },
  };
}

/**
 * Whether the app adopts the markup: the server's, drawn in the language the app shows (a device whose language no
 * cookie has told the server yet gets a page in the browser's), and not on a kiosk tablet, whose screens differ from
 * what the server draws for no one (the idle watch, no "Remember me"). Otherwise the app draws the screen anew.
 */
const hydrates = (container: HTMLElement) =>
  container.dataset['drawn'] === 'server' && isLocale(i18n.locale) && document.documentElement.lang === bcp47(i18n.locale) && !isKiosk();

/**
 * React's report of a boundary the server left to the browser (`<!--$!-->`, error 419): a lazy part, whose code the
 * server never loads (entry-server.tsx sends no page with any other such boundary). The browser draws it as planned.
 */
const leftToBrowser = (error: unknown) =>
  error instanceof Error &&
  (/#419\b/.test(error.message) || error.message.startsWith('The server could not finish this Suspense boundary'));

/** How long a hydrated page waits for its screen's signal before it counts as taken over anyway. */
const SCREEN_FALLBACK_MS = 5000;

/**
 * Renders the app over the markup, which stays on screen until the same screen is ready (the caller has resolved its
 * route: code, catalog). The server's markup is hydrated (the app adopts its elements, React's render of the same tree
 * from the same data: docs/decisions.md); anything React finds different is rendered anew in its place and reported as
 * a console error. The worker's drawing of an earlier visit is a copy of the live page, not React's server markup: it
 * is rendered in short slices and replaced in one commit.
 */
function render(container: HTMLElement, app: ReactNode, router: TakeOverRouter, hydrating: boolean): void {
  if (hydrating) {
    // What TanStack Router's own hydration sets: the router then draws the tree around the routes as its server render
    // did (no Suspense boundary above the root route's, which the server never draws).
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        if (!leftToBrowser(error)) console.error('The server-drawn page differed from the app; redrawn:', error);
      },
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
