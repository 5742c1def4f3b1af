// The one gql.tada wrapper: every document in the app is typed from server/schema.graphql.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

/** The values of one of the schema's enums, e.g. EnumOf<'ScanOutcome'>: derived, never written out again. */
export type EnumOf<Name extends string> = ReturnType<typeof graphql.scalar<Name>>;
export { readFragment } from 'gql.tada';
