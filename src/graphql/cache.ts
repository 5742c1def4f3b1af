// The normalized cache, persisted to IndexedDB so history, trends and reports open offline.
import { offlineExchange } from '@urql/exchange-graphcache';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import type { IntrospectionQuery } from 'graphql';
import schema from './schema.json';

/** Offline copies expire after this many days (DESIGN.md: offline copies expire). */
export const OFFLINE_MAX_AGE_DAYS = 14;

const storage = makeDefaultStorage({ idbName: 'contour-graphcache', maxAge: OFFLINE_MAX_AGE_DAYS });

/** Wipes the persisted cache (sign-out). */
export async function clearOfflineCache(): Promise<void> {
  await storage.clear();
}

export function createCacheExchange() {
  return offlineExchange({
    schema: schema as unknown as IntrospectionQuery, // the minified introspection is a subset of this type
    storage,
    keys: {
      BodyComposition: () => null,
      BodyMetric: () => null,
      Range: () => null,
      ReportConnection: () => null,
      ReportEdge: () => null,
      PageInfo: () => null,
      SendCodePayload: () => null,
      LoginPayload: () => null,
      BindScanPayload: () => null,
    },
    resolvers: {
      Query: {
        report: (_parent, args) => ({ __typename: 'Report', id: String(args['id']) }),
      },
    },
  });
}
