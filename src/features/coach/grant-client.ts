// The client that reads what others share with the signed-in person: someone else's reports must never land in this
// device's offline cache (the app's graphcache persists every result to IndexedDB), so a withdrawn grant leaves
// nothing behind here.
import { Client, fetchExchange } from 'urql';
import { i18n } from '@lingui/core';
import { session } from '#src/lib/session.ts';
import { readPathExchange } from '#src/graphql/read-path.ts';
import { GRAPHQL_PATH } from '#shared/graphql-paths.ts';

let client: Client | undefined;

/** No cache exchange at all, network-only, with the person's own session (a grant is read as its invitee). */
export function grantClient(): Client {
  client ??= new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [readPathExchange, fetchExchange],
    fetchOptions: () => {
      const token = session.token();
      const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'en-US' };
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP auth scheme, not copy
      if (token) headers['Authorization'] = `Bearer ${token}`;
      return { headers };
    },
  });
  return client;
}
