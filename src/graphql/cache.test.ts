import { describe, expect, it } from 'vitest';
import type { IntrospectionQuery } from 'graphql';
import schema from './schema.json';
import { cacheExchange } from '@urql/exchange-graphcache';
import { Client, gql, makeResult, type Exchange } from 'urql';
import { filter, map, pipe } from 'wonka';
import { embeddedKeys } from './cache.ts';

describe('graphcache keys', () => {
  const keys = embeddedKeys(schema as unknown as IntrospectionQuery);
  it('embeds every object type that has no id', () => {
    for (const name of ['BodyMetric', 'Girth', 'PostureItem', 'Vertebra', 'TrendPoint', 'ReportEdge', 'LoginPayload'])
      expect(keys).toHaveProperty(name);
  });
  it('normalizes the types that have an id', () => {
    for (const name of ['Report', 'User', 'Comparison', 'TrendSeries', 'Query', 'Mutation']) expect(keys).not.toHaveProperty(name);
  });
});

describe('offline copies saved by an older build', () => {
  // A report stored before a field existed: graphcache reads a missing nullable field as null (a partial result),
  // while a missing non-null field makes the whole report unreadable, so new report fields must be nullable.
  const id = '00000000-0000-4000-8000-000000000001';
  const saved = { report: { __typename: 'Report', id, hip: { __typename: 'HipShape', type: 'PEAR' } } };
  // The older build's answer, once; after that the device is offline.
  const older: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind === 'query'),
      map((op) => makeResult(op, { data: saved })),
    );
  const client = new Client({
    url: 'http://contour.test/api/graphql',
    exchanges: [
      cacheExchange({ schema: schema as unknown as IntrospectionQuery, keys: embeddedKeys(schema as unknown as IntrospectionQuery) }),
      older,
    ],
  });
  const read = (query: string) => client.query(gql(query), { id }, { requestPolicy: 'cache-only' }).toPromise();

  it('still reads a report without the hip history', async () => {
    await client
      .query(
        gql`
          query ($id: ID!) {
            report(id: $id) {
              id
              hip {
                type
              }
            }
          }
        `,
        { id },
      )
      .toPromise();
    const res = await read('query ($id: ID!) { report(id: $id) { id hip { type } hipHistory(first: 6) { reportId } } }');
    expect(res.data).toMatchObject({ report: { id, hip: { type: 'PEAR' }, hipHistory: null } });
  });

  it('cannot read one without a non-null field', async () => {
    const res = await read('query ($id: ID!) { report(id: $id) { id measuredAt } }');
    expect(res.data?.report ?? null).toBeNull();
  });
});
