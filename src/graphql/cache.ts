// The normalized cache, persisted to IndexedDB so history, trends and reports open offline.
import { offlineExchange } from '@urql/exchange-graphcache';
import { makeDefaultStorage, type DefaultStorage } from '@urql/exchange-graphcache/default-storage';
import type { IntrospectionQuery } from 'graphql';
import schema from './schema.json';

/** Offline copies expire after this many days (DESIGN.md: offline copies expire). */
export const OFFLINE_MAX_AGE_DAYS = 14;

let storage: DefaultStorage | undefined;
const offlineStorage = () => (storage ??= makeDefaultStorage({ idbName: 'contour-graphcache', maxAge: OFFLINE_MAX_AGE_DAYS }));

/** Wipes the persisted cache (sign-out). */
export async function clearOfflineCache(): Promise<void> {
  await offlineStorage().clear();
}

/** Object types without an `id` are embedded in their parent, never normalized on their own. */
export function embeddedKeys(introspection: IntrospectionQuery): Record<string, () => null> {
  const roots = new Set(['Query', 'Mutation', 'Subscription']);
  const embedded = introspection.__schema.types.filter(
    (type) => type.kind === 'OBJECT' && !roots.has(type.name) && !type.name.startsWith('__') && !('fields' in type && type.fields.some((field) => field.name === 'id')),
  );
  return Object.fromEntries(embedded.map((type) => [type.name, () => null]));
}

export function createCacheExchange() {
  return offlineExchange({
    schema: schema as unknown as IntrospectionQuery, // the minified introspection is a subset of this type
    storage: offlineStorage(),
    keys: embeddedKeys(schema as unknown as IntrospectionQuery),
    resolvers: {
      Query: {
        report: (_parent, args) => ({ __typename: 'Report', id: String(args['id']) }),
      },
    },
  });
}
