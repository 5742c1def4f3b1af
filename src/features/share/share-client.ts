// The client that reads shared reports: someone else's report must never land in this device's offline cache.
import { Client, fetchExchange } from 'urql';
import { i18n } from '@lingui/core';
import { pageAnswerExchanges } from '#src/graphql/server-render-client.ts';
import { readPathExchange } from '#src/graphql/read-path.ts';
import { GRAPHQL_PATH } from '#shared/graphql-paths.ts';

let client: Client | undefined;

/**
 * No cache exchange at all (the app's graphcache persists every result to IndexedDB, whatever the request policy,
 * and would merge the shared Report into the viewer's own entities), and no session token: a link opens the same
 * read-only view for anyone, and an error here can never sign the viewer out.
 */
export function shareClient(): Client {
  client ??= new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    // On a share link the server drew, its data answers the first render (graphql/server-render-client.ts).
    exchanges: [...pageAnswerExchanges(), readPathExchange, fetchExchange],
    fetchOptions: () => ({ headers: { 'Accept-Language': i18n.locale || 'en-US' } }),
  });
  return client;
}
