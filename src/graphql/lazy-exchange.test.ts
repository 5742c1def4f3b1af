import { describe, expect, it } from 'vitest';
import { Client, gql, type Exchange, type OperationResult } from 'urql';
import { filter, map, pipe } from 'wonka';
import { lazyExchange } from './lazy-exchange.ts';

/** A terminating exchange that answers every query with the operation's key, as a server would. */
const answer: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((operation) => operation.kind !== 'teardown'),
    map((operation): OperationResult => ({ operation, data: { key: operation.key }, stale: false, hasNext: false })),
  );

const Query = gql(`query LazyProbe($id: ID!) { report(id: $id) { id } }`);

describe('lazyExchange', () => {
  it('holds operations until the exchange loads, then delivers them in order', async () => {
    let release: (exchange: Exchange) => void = () => {};
    const loading = new Promise<Exchange>((resolve) => (release = resolve));
    const seen: string[] = [];
    const marker: Exchange =
      ({ forward }) =>
      (operations$) =>
        forward(
          pipe(
            operations$,
            map((operation) => (operation.kind === 'query' && seen.push(`op:${String(operation.variables?.id)}`), operation)),
          ),
        );
    const client = new Client({
      url: 'http://x.invalid',
      exchanges: [lazyExchange(() => loading.then(() => ({ exchange: marker }))), answer],
    });

    const first = client.query(Query, { id: '1' }).toPromise();
    const second = client.query(Query, { id: '2' }).toPromise();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
    release(marker);
    const results = await Promise.all([first, second]);
    expect(seen).toEqual(['op:1', 'op:2']);
    expect(results.map((r) => r.data)).toEqual([{ key: results[0]!.operation.key }, { key: results[1]!.operation.key }]);
  });

  it('holds operations until the loaded exchange says it is ready (the offline cache hydrating)', async () => {
    let hydrate: () => void = () => {};
    const ready = new Promise<void>((resolve) => (hydrate = resolve));
    const seen: string[] = [];
    const marker: Exchange =
      ({ forward }) =>
      (operations$) =>
        forward(
          pipe(
            operations$,
            map((operation) => (operation.kind === 'query' && seen.push(String(operation.variables?.id)), operation)),
          ),
        );
    const client = new Client({ url: 'http://x.invalid', exchanges: [lazyExchange(async () => ({ exchange: marker, ready })), answer] });
    const pending = client.query(Query, { id: '7' }).toPromise();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
    hydrate();
    await pending;
    expect(seen).toEqual(['7']);
  });

  it('passes operations through when the exchange cannot load', async () => {
    const client = new Client({ url: 'http://x.invalid', exchanges: [lazyExchange(() => Promise.reject(new Error('offline'))), answer] });
    const result = await client.query(Query, { id: '3' }).toPromise();
    expect(result.data).toEqual({ key: result.operation.key });
  });
});
