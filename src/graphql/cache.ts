// The normalized cache, persisted to IndexedDB so history, trends and reports open offline.
import { offlineExchange } from '@urql/exchange-graphcache';
import { makeDefaultStorage, type DefaultStorage } from '@urql/exchange-graphcache/default-storage';
import type { IntrospectionQuery } from 'graphql';
import schema from './schema.json';
import type { LoadedExchange } from './lazy-exchange.ts';
import { OFFLINE_MAX_AGE_DAYS } from '../lib/offline-max-age.ts';
import { DATABASES } from '#src/lib/store-names.ts';

/** The longest the first queries wait for the stored cache (a broken IndexedDB must not stall the app). */
const HYDRATION_TIMEOUT_MS = 3000;

let storage: DefaultStorage | undefined;
let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
  setTimeout(resolve, HYDRATION_TIMEOUT_MS);
});
const offlineStorage = () =>
  (storage ??= makeDefaultStorage({ idbName: DATABASES.graphcache, maxAge: OFFLINE_MAX_AGE_DAYS, onCacheHydrated: () => markHydrated() }));

/** Wipes the persisted cache (sign-out). */
export async function clearOfflineCache(): Promise<void> {
  await offlineStorage().clear();
}

/** The fields of SessionUserFields, which the optimistic profile result must all give. */
const USER_FIELDS = ['email', 'phone', 'name', 'sex', 'heightCm', 'age', 'unitSystem', 'language', 'profileComplete', 'passwordSet'];

// eslint-disable-next-line lingui/no-unlocalized-strings -- GraphQL type names, not copy
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Object types without an `id` are embedded in their parent, never normalized on their own. */
export function embeddedKeys(introspection: IntrospectionQuery): Record<string, () => null> {
  const embedded = introspection.__schema.types.filter(
    (type) =>
      type.kind === 'OBJECT' &&
      !ROOT_TYPES.has(type.name) &&
      !type.name.startsWith('__') &&
      !('fields' in type && type.fields.some((field) => field.name === 'id')),
  );
  return Object.fromEntries(embedded.map((type) => [type.name, () => null]));
}

/** The offline cache exchange, and a promise that settles once it has read what this device stored. */
export function createCacheExchange(): LoadedExchange {
  const exchange = offlineExchange({
    schema: schema as unknown as IntrospectionQuery, // the minified introspection is a subset of this type
    storage: offlineStorage(),
    keys: embeddedKeys(schema as unknown as IntrospectionQuery),
    resolvers: {
      Query: {
        report: (_parent, args) => ({ __typename: 'Report', id: String(args['id']) }),
      },
    },
    // A profile, unit or language change made offline shows at once and waits in the stored queue; graphcache
    // sends it when the device is back online (also after a reload). Only mutations with an optimistic result queue.
    optimistic: {
      updateProfile: (args, cache) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- GraphQL type and field names, not copy
        const me = cache.resolve('Query', 'me');
        const key = typeof me === 'string' ? me : null;
        const input = (args['input'] ?? {}) as Record<string, unknown>;
        const field = (name: string) => (name in input ? input[name] : key ? cache.resolve(key, name) : null);
        return {
          __typename: 'User',
          id: key ? cache.resolve(key, 'id') : null,
          ...Object.fromEntries(USER_FIELDS.map((name) => [name, field(name)])),
        };
      },
    },
  });
  return { exchange, ready: hydrated };
}
