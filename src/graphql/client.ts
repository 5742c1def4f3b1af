// The urql client: bearer token and Accept-Language on every call, the spec's 401 rule, offline cache.
import { Client, fetchExchange, mapExchange, type Exchange } from 'urql';
import { i18n } from '@lingui/core';
import { session } from '../lib/session.ts';
import { lazyExchange } from './lazy-exchange.ts';
import { isUnauthorized } from './errors.ts';
import { markSynced } from '../lib/synced.ts';
import { pageAnswersExchange } from './page-answers.ts';
import { readPathExchange } from './read-path.ts';
import { GRAPHQL_PATH } from '#shared/graphql-paths.ts';

const loadCache = () => import('./cache.ts');

/** Starts loading the offline cache's code ahead of the first query that needs it. */
export function preloadCache(): Promise<unknown> {
  return loadCache().catch(() => undefined);
}

type ClientOptions = {
  onUnauthorized: () => void;
  /** Answers queries before the offline cache does (a page the server rendered: graphql/server-data.ts). */
  first?: Exchange | undefined;
};

export function createUrqlClient({ onUnauthorized, first }: ClientOptions): Client {
  // Every offline store of personal data goes at sign-out, whether or not a screen of this session opened it.
  session.onSignOut(() => loadCache().then(({ clearOfflineCache }) => clearOfflineCache()));
  session.onSignOut(() => import('../lib/file-cache.ts').then(({ clearFiles }) => clearFiles()));
  // The pages' last drawings go at sign-out, and at any sign-in too (a sign-in link opened while someone else was signed
  // in): the worker must never answer a page with another session's drawing.
  const clearDrawings = () => import('../lib/page-snapshot.ts').then(({ clearSnapshots }) => clearSnapshots());
  session.onSignOut(clearDrawings);
  session.subscribe(() => void clearDrawings().catch(() => undefined));
  return new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    exchanges: [
      mapExchange({
        onError(error) {
          if (isUnauthorized(error) && session.isSignedIn()) onUnauthorized();
        },
      }),
      pageAnswersExchange,
      ...(first ? [first] : []),
      lazyExchange(() => loadCache().then(({ createCacheExchange }) => createCacheExchange())),
      readPathExchange,
      fetchExchange,
    ],
    // Every answer of the server marks when this device last synced (the offline notice says so).
    fetch: (input, init) =>
      fetch(input, init).then((response) => {
        if (response.ok) markSynced();
        return response;
      }),
    fetchOptions: () => {
      const token = session.token();
      const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'en-US' };
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP auth scheme, not copy
      if (token) headers['Authorization'] = `Bearer ${token}`;
      return { headers };
    },
  });
}
