// autocannon runs with per-request rotation, our own sub-millisecond latency record and error counting.
import autocannon from 'autocannon';

export type LoadStats = {
  name: string;
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** HTTP status → count. */
  statuses: Record<number, number>;
  /** 200 answers whose body holds GraphQL errors. */
  graphqlErrors: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  firstError: string | null;
};

export type LoadOptions = {
  name: string;
  url: string;
  path: string;
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  /** Called per request: the body and extra headers (token rotation). */
  next: () => { body: string; headers?: Record<string, string> };
  /** GraphQL: a body containing "errors" counts as an error. */
  graphql: boolean;
  /**
   * Open loop: requests a second over all connections (autocannon's `overallRate`, `-R`), each sent on schedule while
   * a connection is free; with enough connections a slow answer does not slow the senders down.
   */
  overallRate?: number;
};

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function runLoad(o: LoadOptions): Promise<LoadStats> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let graphqlErrors = 0;
  let firstError: string | null = null;
  const note = (msg: string) => {
    firstError ??= msg.slice(0, 600);
  };
  const started = performance.now();
  let finish: (err: unknown, result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (err, result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result));
  });
  const instance = autocannon(
    {
      url: o.url,
      connections: o.connections,
      ...(o.overallRate ? { overallRate: o.overallRate } : {}),
      ...(o.amount ? { amount: o.amount } : { duration: o.duration ?? 10 }),
      timeout: 30,
      headers: { 'content-type': 'application/json', ...o.headers },
      requests: [
        {
          method: 'POST',
          path: o.path,
          setupRequest: (req) => {
            const n = o.next();
            return { ...req, body: n.body, headers: { ...req.headers, ...n.headers } };
          },
          onResponse: (status, body) => {
            if (status !== 200 && status !== 201) note(`HTTP ${status}: ${body}`);
            else if (o.graphql && body.includes('"errors"')) {
              graphqlErrors++;
              note(body);
            }
          },
        },
      ],
    },
    (err: unknown, result) => finish(err, result),
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    latencies.push(ms);
  });
  instance.on('reqError', (err: Error) => note(`socket: ${err.message}`));
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const requests = latencies.length;
  return {
    name: o.name,
    requests,
    seconds,
    reqPerSec: requests / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses,
    graphqlErrors,
    socketErrors: result.errors,
    firstError,
  };
}

export type GqlAnswer = { status: number; json: { data?: unknown; errors?: Array<{ message: string }> }; ms: number };

/** A plain POST of a GraphQL document, for probes and sequential timing; `ms` ends when the body is in, before parsing. */
export async function gql(url: string, token: string, body: string): Promise<GqlAnswer> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const text = await res.text();
  const ms = performance.now() - start;
  try {
    return { status: res.status, json: JSON.parse(text) as GqlAnswer['json'], ms };
  } catch {
    return { status: res.status, json: { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] }, ms };
  }
}
