import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client, CombinedError, createRequest, gql, makeErrorResult, makeOperation, type Exchange, type OperationResult } from 'urql';
import { session } from '../lib/session.ts';
import { filter, map, pipe, subscribe } from 'wonka';
import { readServerData, sameData, serverDataExchange } from './server-data.ts';
import type { ServerData } from '#shared/server-render.ts';
import { SERVER_DATA_ID } from '#shared/document-cookies.ts';

const Query = gql(`query ServerDataProbe($id: ID!) { report(id: $id) { id score } }`);

const HOLD = Symbol('no answer yet');
const OFFLINE_CACHE = Symbol('offline, from the store only');
/** Offline, from the store, which a change made offline has written to. */
const OFFLINE_CHANGED = { report: { id: 'r1', score: 80 } };
const OFFLINE_CHANGE = Symbol('offline, from the store, changed');

/** A terminating exchange standing for the network: answers with `answers[id]` and counts what reached it. */
function network(answers: Record<string, unknown>, reached: string[]): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      filter((operation) => {
        const id = String(operation.variables?.id);
        reached.push(`${id}:${operation.context.requestPolicy}`);
        // No answer at all (a request still under way).
        return answers[id] !== HOLD;
      }),
      map((operation): OperationResult => {
        const answer = answers[String(operation.variables?.id)];
        // What graphcache's offline exchange gives offline: the same query again, from the (empty) store only.
        if (answer === OFFLINE_CACHE || answer === OFFLINE_CHANGE)
          return {
            operation: makeOperation('query', operation, { ...operation.context, requestPolicy: 'cache-only' }),
            data: answer === OFFLINE_CHANGE ? OFFLINE_CHANGED : null,
            stale: false,
            hasNext: false,
          };
        if (answer instanceof CombinedError) {
          return answer.networkError
            ? makeErrorResult(operation, answer.networkError)
            : { operation, data: null, error: answer, stale: false, hasNext: false };
        }
        return { operation, data: answer ?? null, stale: false, hasNext: false };
      }),
    );
}

function setup(initial: ServerData, answers: Record<string, unknown>) {
  const reached: string[] = [];
  const later: Array<() => void> = [];
  const client = new Client({
    url: 'http://x.invalid',
    requestPolicy: 'cache-and-network',
    exchanges: [serverDataExchange(initial, (run) => later.push(run)), network(answers, reached)],
  });
  return { client, reached, later };
}

/** The operation key urql gives the probe query: what the server's render records its data under. */
const keyOf = (id: string) => createRequest(Query, { id }).key;

/** What a screen asking for r1 sees, the page's data being `server` and the refresh's answer `answer`. */
function seenAfterRefresh(server: ServerData[number], answer: unknown): unknown[] {
  const { client, later } = setup({ [keyOf('r1')]: server }, { r1: answer });
  const seen: unknown[] = [];
  const subscription = pipe(
    client.query(Query, { id: 'r1' }),
    subscribe((result) => seen.push(result.data)),
  );
  later.splice(0).forEach((run) => run());
  subscription.unsubscribe();
  return seen;
}

describe('serverDataExchange', () => {
  it('passes up an answer from the offline store that has data: a change made offline, which the screen must show', () => {
    const report = { report: { id: 'r1', score: 76 } };
    expect(seenAfterRefresh(report, OFFLINE_CHANGE)).toEqual([report, OFFLINE_CHANGED]);
  });

  it('answers a query the server rendered at once, without the network, until the refresh has run', () => {
    const report = { report: { id: 'r1', score: 76 } };
    const { client, reached, later } = setup({ [keyOf('r1')]: report }, { r1: report });
    // Synchronous, as the first render needs it (urql's snapshot of a cache-first result).
    expect(client.readQuery(Query, { id: 'r1' })?.data).toEqual(report);
    // Asked again before the refresh (a screen that subscribes twice): still the server's data.
    expect(client.readQuery(Query, { id: 'r1' })?.data).toEqual(report);
    expect(reached).toEqual([]);
    expect(later).toHaveLength(1);
  });

  it('sends the query on as network-only when `later` runs, and keeps an identical answer from the screen', () => {
    const report = { report: { id: 'r1', score: 76 } };
    const { client, reached, later } = setup({ [keyOf('r1')]: report }, { r1: { report: { id: 'r1', score: 76 } } });
    const seen: unknown[] = [];
    const subscription = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.data)),
    );
    expect(seen).toEqual([report]);
    later.forEach((run) => run());
    expect(reached).toEqual(['r1:network-only']);
    expect(seen).toEqual([report]);
    subscription.unsubscribe();
    // From now on the query goes its usual way.
    pipe(
      client.query(Query, { id: 'r1' }),
      subscribe(() => undefined),
    ).unsubscribe();
    expect(reached).toEqual(['r1:network-only', 'r1:cache-and-network']);
  });

  it("passes a refreshed answer that differs from the server's on to the screen", () => {
    expect(seenAfterRefresh({ report: { id: 'r1', score: 76 } }, { report: { id: 'r1', score: 80 } })).toEqual([
      { report: { id: 'r1', score: 76 } },
      { report: { id: 'r1', score: 80 } },
    ]);
  });

  it("keeps from the screen a refreshed answer that is the server's in graphcache's shape (another key order, no embedded __typename)", () => {
    const server = { report: { id: 'r1', score: 76, metric: { key: 'WT', value: 80.2, __typename: 'BodyMetric' }, __typename: 'Report' } };
    const graphcache = { report: { __typename: 'Report', metric: { value: 80.2, key: 'WT' }, score: 76, id: 'r1' } };
    // Passed on, it would draw the whole screen again for nothing.
    expect(seenAfterRefresh(server, graphcache)).toEqual([server]);
  });

  it("passes up a refreshed answer in graphcache's shape that differs in a nested value or in a list of embedded objects", () => {
    const server = {
      report: { id: 'r1', metrics: [{ key: 'WT', value: 80.2, __typename: 'BodyMetric' }], __typename: 'Report' },
    };
    const changes = [
      { report: { __typename: 'Report', metrics: [{ value: 80.5, key: 'WT' }], id: 'r1' } },
      {
        report: {
          __typename: 'Report',
          metrics: [
            { value: 80.2, key: 'WT' },
            { value: 20.1, key: 'PBF' },
          ],
          id: 'r1',
        },
      },
    ];
    for (const changed of changes) expect(seenAfterRefresh(server, changed)).toEqual([server, changed]);
  });

  it("keeps the server's data on screen when the refresh gets no answer, and sends it again for the next screen that asks", () => {
    const report = { report: { id: 'r1', score: 76 } };
    const answers: Record<string, unknown> = { r1: new CombinedError({ networkError: new Error('unreachable') }) };
    const { client, reached, later } = setup({ [keyOf('r1')]: report }, answers);
    const seen: unknown[] = [];
    const first = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.error ? 'error' : result.data)),
    );
    later.splice(0).forEach((run) => run());
    expect(reached).toEqual(['r1:network-only']);
    expect(seen).toEqual([report]);
    first.unsubscribe();
    // Offline: graphcache's answer from its empty store is not the screen's either.
    answers['r1'] = OFFLINE_CACHE;
    const second = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.error ? 'error' : result.data)),
    );
    later.splice(0).forEach((run) => run());
    expect(seen).toEqual([report, report]);
    second.unsubscribe();
    // The screen left while its refresh was under way (cancelled with it): the next one sends it again, and its
    // equal answer is kept from the screen.
    answers['r1'] = HOLD;
    const third = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.error ? 'error' : result.data)),
    );
    later.splice(0).forEach((run) => run());
    third.unsubscribe();
    answers['r1'] = { report: { id: 'r1', score: 76 } };
    const fourth = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.error ? 'error' : result.data)),
    );
    expect(later).toHaveLength(1);
    later.splice(0).forEach((run) => run());
    expect(reached.filter((entry) => entry === 'r1:network-only')).toHaveLength(4);
    expect(seen).toEqual([report, report, report, report]);
    fourth.unsubscribe();
    // Answered: from now on the query goes its usual way.
    pipe(
      client.query(Query, { id: 'r1' }),
      subscribe(() => undefined),
    ).unsubscribe();
    expect(reached.at(-1)).toBe('r1:cache-and-network');
  });

  it("answers nobody from the page's data once someone signs in or out", () => {
    const { client, reached } = setup({ [keyOf('r1')]: { report: { id: 'r1', score: 76 } } }, { r1: { report: { id: 'r1', score: 99 } } });
    session.signIn('a-token-of-someone-signing-in-0123456789', false);
    expect(client.readQuery(Query, { id: 'r1' })?.data).toEqual({ report: { id: 'r1', score: 99 } });
    expect(reached).toEqual(['r1:cache-and-network']);
    void session.signOut();
  });

  it('passes any other error of the refresh up (a session that ended signs the app out)', () => {
    const unauthorized = new CombinedError({ graphQLErrors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    const { client, later } = setup({ [keyOf('r1')]: { report: { id: 'r1', score: 76 } } }, { r1: unauthorized });
    const seen: unknown[] = [];
    const subscription = pipe(
      client.query(Query, { id: 'r1' }),
      subscribe((result) => seen.push(result.error?.graphQLErrors[0]?.extensions['code'] ?? 'data')),
    );
    later.forEach((run) => run());
    expect(seen).toEqual(['data', 'UNAUTHORIZED']);
    subscription.unsubscribe();
  });

  it('leaves queries the server did not render to the exchanges after it', () => {
    const { client, reached } = setup({ [keyOf('r1')]: { report: { id: 'r1', score: 76 } } }, { r2: { report: { id: 'r2', score: 60 } } });
    expect(client.readQuery(Query, { id: 'r2' })?.data).toEqual({ report: { id: 'r2', score: 60 } });
    expect(reached).toEqual(['r2:cache-and-network']);
  });
});

describe('sameData', () => {
  const metric = { __typename: 'BodyMetric', key: 'WT', value: 80.2, range: { low: 60, high: 85 } };
  const page = { report: { __typename: 'Report', id: 'r1', metrics: [metric], note: null } };

  it('holds for the same data in another key order, without __typename, or with a field set to undefined', () => {
    const cached = { report: { note: null, metrics: [{ range: { high: 85, low: 60 }, value: 80.2, key: 'WT' }], id: 'r1' } };
    expect(sameData(page, cached)).toBe(true);
    expect(sameData(cached, page)).toBe(true);
    expect(sameData(page, { report: { ...page.report, extra: undefined } })).toBe(true);
  });

  it('fails for a nested value, a list of another length or order, null against a value, a missing or an extra field, or an array against an object', () => {
    const withMetrics = (metrics: unknown[]) => ({ report: { ...page.report, metrics } });
    expect(sameData(page, withMetrics([{ ...metric, range: { low: 60, high: 86 } }]))).toBe(false);
    expect(sameData(page, withMetrics([metric, metric]))).toBe(false);
    expect(sameData(withMetrics([metric, { ...metric, key: 'FAT' }]), withMetrics([{ ...metric, key: 'FAT' }, metric]))).toBe(false);
    expect(sameData(page, { report: { ...page.report, note: 'Felt unwell' } })).toBe(false);
    expect(sameData(page, { report: { id: 'r1', metrics: [metric] } })).toBe(false);
    expect(sameData(page, { report: { ...page.report, extra: 1 } })).toBe(false);
    expect(sameData({ list: [] }, { list: {} })).toBe(false);
    expect(sameData({ value: 0 }, { value: '0' })).toBe(false);
  });
});

describe('readServerData', () => {
  const token = 'a-session-token-of-this-tab-0123456789';
  // The first 16 hex digits of the token's SHA-256, as the server writes them (server/src/http/ssr.ts).
  const mark = createHash('sha256').update(token).digest('hex').slice(0, 16);
  const block = (text: string, session = mark) => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_DATA_ID}" data-session="${session}">${text}</script>`;
  };

  it("reads the data drawn for this tab's session once, and removes the block", async () => {
    block('{"12":{"report":{"id":"r1"}}}');
    expect(await readServerData(token)).toEqual({ 12: { report: { id: 'r1' } } });
    expect(document.getElementById(SERVER_DATA_ID)).toBeNull();
    expect(await readServerData(token)).toBeNull();
  });

  it('takes the data of a public page, drawn for no one (an empty mark), in any tab', async () => {
    block('{"12":{"sharedReport":{"status":"VALID"}}}', '');
    expect(await readServerData(token)).toEqual({ 12: { sharedReport: { status: 'VALID' } } });
    block('{"12":{"sharedReport":{"status":"VALID"}}}', '');
    expect(await readServerData(null)).toEqual({ 12: { sharedReport: { status: 'VALID' } } });
  });

  it('takes no data drawn for another session, for a tab without a token, or that is not a JSON object', async () => {
    block('{"12":{"report":{"id":"r1"}}}', createHash('sha256').update('someone-else').digest('hex').slice(0, 16));
    expect(await readServerData(token)).toBeNull();
    block('{"12":{"report":{"id":"r1"}}}');
    expect(await readServerData(null)).toBeNull();
    block('{not json');
    expect(await readServerData(token)).toBeNull();
  });
});
