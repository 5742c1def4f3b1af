// The data of a page the server rendered (src/ssr/entry-server.tsx): the answers to the queries that render used,
// by urql operation key, in a JSON block of the HTML. The app's first render reads them from here, so it draws the
// same screen as the server's markup it replaces, without waiting for graphcache or the network.
import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { makeOperation, makeResult, type Exchange, type Operation } from 'urql';
import { filter, makeSubject, map, merge, pipe, share } from 'wonka';
import { sessionMark } from '../features/auth/session-mark.ts';

/** Each query's `data` by operation key. */
export type ServerData = Record<number, Record<string, unknown> | null | undefined>;

/** The element's id: the server writes it (server/src/http/ssr.ts), the app reads it once. */
export const SERVER_DATA_ID = 'server-data';

/**
 * Reads the page's data block once (and removes it). Only data rendered for this tab's own session is used: a page
 * drawn for another session (a cookie left from another sign-in) is replaced by the app's own render from scratch.
 */
export async function readServerData(token: string | null): Promise<ServerData | null> {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  if (!token || (await sessionMark(token)) !== element.dataset['session']) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as ServerData) : null;
  } catch {
    return null;
  }
}

/**
 * Answers each query the server rendered with the server's data, at once. The first time, the query also goes on, as
 * network-only, when `later` runs it (after the first screen is up): graphcache stores the answer for offline use.
 * Until that answer is in, the same query is answered from the server's data again (a screen that subscribes twice);
 * the answer itself is passed up only if it differs from what the screen already shows, or is an error other than a
 * lost connection (after which it is sent again once the browser is back online).
 */
export function serverDataExchange(initial: ServerData, later: (run: () => void) => void): Exchange {
  const known = new Map<number, { data: ServerData[number]; json: string; refreshing: boolean }>();
  for (const [key, data] of Object.entries(initial)) known.set(Number(key), { data, json: JSON.stringify(data), refreshing: false });

  return ({ forward }) =>
    (operations$) => {
      const refresh = makeSubject<Operation>();
      const decided$ = pipe(
        operations$,
        map((operation) => ({ operation, entry: operation.kind === 'query' ? known.get(operation.key) : undefined })),
        share,
      );
      const served$ = pipe(
        decided$,
        filter(({ entry }) => entry !== undefined),
        map(({ operation, entry }) => {
          if (!entry!.refreshing) {
            entry!.refreshing = true;
            later(() => refresh.next(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' })));
          }
          return makeResult(operation, { data: entry!.data });
        }),
      );
      const forwarded$ = pipe(
        merge([
          pipe(
            decided$,
            filter(({ entry }) => entry === undefined),
            map(({ operation }) => operation),
          ),
          refresh.source,
        ]),
        forward,
        filter((result) => {
          const { operation, error } = result;
          const entry = known.get(operation.key);
          if (!entry || operation.kind !== 'query') return true;
          // No network: the screen keeps the server's data, and the refresh waits for the connection.
          if (error?.networkError) {
            window.addEventListener('online', () => later(() => refresh.next(operation)), { once: true });
            return false;
          }
          known.delete(operation.key);
          // Any other error goes up (a session that has ended signs the app out); an equal answer does not.
          return error !== undefined || JSON.stringify(result.data) !== entry.json;
        }),
      );
      return merge([served$, forwarded$]);
    };
}

/**
 * Renders the app over the server's markup, which stays on screen until the same screen is ready: its route resolved
 * (code, catalog), then rendered in a transition, in short slices, and put in place in one commit.
 */
export async function takeOver(root: Root, app: ReactNode, router: { load(): Promise<void> }): Promise<void> {
  await router.load().catch(() => undefined);
  startTransition(() => root.render(app));
}
