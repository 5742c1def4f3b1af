// The normalized cache, persisted to IndexedDB so history, trends and reports open offline.
import { offlineExchange, type Cache } from '@urql/exchange-graphcache';
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

/** The fields of GoalFields but endedAt, which an ended goal's optimistic result copies. */
const GOAL_FIELDS = ['id', 'metric', 'model', 'startValue', 'startAt', 'targetValue', 'targetAt', 'createdAt'];

/** A report's value of a goal metric as the cache holds it (its body composition's metric, or its waist girth). */
function reportValue(cache: Cache, report: string, metric: string): number | null {
  const waist = metric === 'waistGirth';
  const parent = waist ? report : cache.resolve(report, 'bodyComposition');
  const list = typeof parent === 'string' ? cache.resolve(parent, waist ? 'girths' : 'metrics') : null;
  if (!Array.isArray(list)) return null;
  for (const item of list as string[]) {
    if (cache.resolve(item, 'key') === metric) {
      const value = cache.resolve(item, waist ? 'valueCm' : 'value');
      return typeof value === 'number' ? value : null;
    }
  }
  return null;
}

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
    // The goals in progress (Query.goals) follow a goal set or ended here, online or not.
    /* eslint-disable lingui/no-unlocalized-strings -- GraphQL type and field names, not copy */
    updates: {
      Mutation: {
        setGoal: (result, _args, cache) => {
          const goal = result['setGoal'] as { id: string; metric: string } | null;
          const key = goal ? cache.keyOfEntity({ __typename: 'Goal', id: goal.id }) : null;
          const list = cache.resolve('Query', 'goals');
          if (!goal || !key || !Array.isArray(list)) return;
          // The new goal replaces the one in progress for the same value, as on the server.
          const kept = (list as string[]).filter((item) => item !== key && cache.resolve(item, 'metric') !== goal.metric);
          cache.link('Query', 'goals', [...kept, key]);
        },
        // A new grant heads the owner's list of grants (Query.grants, newest first).
        createGrant: (result, _args, cache) => {
          const grant = result['createGrant'] as { id: string } | null;
          const key = grant ? cache.keyOfEntity({ __typename: 'Grant', id: grant.id }) : null;
          const list = cache.resolve('Query', 'grants');
          if (key && Array.isArray(list)) cache.link('Query', 'grants', [key, ...(list as string[]).filter((item) => item !== key)]);
        },
        endGoal: (_result, args, cache) => {
          const list = cache.resolve('Query', 'goals');
          const key = cache.keyOfEntity({ __typename: 'Goal', id: String(args['id']) });
          if (Array.isArray(list))
            cache.link(
              'Query',
              'goals',
              (list as string[]).filter((item) => item !== key),
            );
        },
      },
    },
    /* eslint-enable lingui/no-unlocalized-strings */
    // A profile, unit or language change made offline shows at once and waits in the stored queue; graphcache
    // sends it when the device is back online (also after a reload). Only mutations with an optimistic result queue.
    optimistic: {
      // A goal set offline: its start is the report's value as this device has it (a goal whose report it does not
      // hold gets no optimistic result, and says it could not be saved).
      setGoal: (args, cache) => {
        const input = (args['input'] ?? {}) as { id?: string; metric?: string; reportId?: string; targetValue?: number; targetAt?: string };
        const report = cache.keyOfEntity({ __typename: 'Report', id: String(input.reportId) });
        const start = report ? reportValue(cache, report, String(input.metric)) : null;
        if (!report || start === null) return null;
        return {
          __typename: 'Goal',
          id: input.id,
          metric: input.metric,
          model: cache.resolve(report, 'model'),
          startValue: start,
          startAt: cache.resolve(report, 'measuredAt'),
          targetValue: input.targetValue,
          targetAt: input.targetAt,
          createdAt: new Date().toISOString(),
          endedAt: null,
        };
      },
      endGoal: (args, cache) => {
        const key = cache.keyOfEntity({ __typename: 'Goal', id: String(args['id']) });
        if (!key || cache.resolve(key, 'id') === null) return null;
        const field = (name: string) => cache.resolve(key, name);
        return {
          __typename: 'Goal',
          ...Object.fromEntries(GOAL_FIELDS.map((name) => [name, field(name)])),
          endedAt: new Date().toISOString(),
        };
      },
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
