import { describe, expect, it } from 'vitest';
import type { IntrospectionQuery } from 'graphql';
import schema from './schema.json';
import { embeddedKeys } from './cache.ts';

describe('graphcache keys', () => {
  const keys = embeddedKeys(schema as unknown as IntrospectionQuery);
  it('embeds every object type that has no id', () => {
    for (const name of ['BodyMetric', 'Girth', 'PostureItem', 'Vertebra', 'TrendPoint', 'ReportEdge', 'LoginPayload']) expect(keys).toHaveProperty(name);
  });
  it('normalizes the types that have an id', () => {
    for (const name of ['Report', 'User', 'Comparison', 'TrendSeries', 'Query', 'Mutation']) expect(keys).not.toHaveProperty(name);
  });
});
