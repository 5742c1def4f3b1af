// autocannon runs with per-request rotation, our own sub-millisecond latency record and error counting.
import { Agent, request } from 'node:http';
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

export type OpenLoopOptions = {
  name: string;
  url: string;
  path: string;
  /** Requests a second, sent on a fixed schedule (every 1/rate s) whatever the answers do. */
  rate: number;
  seconds: number;
  next: LoadOptions['next'];
};

/**
 * An open loop: each request leaves at its scheduled time, however many are still waiting for their answers (as a
 * steady stream of people would send them), and its latency counts from that scheduled time to the end of its answer,
 * so a server that falls behind shows it (no coordinated omission). autocannon's `overallRate` is not this: it spreads
 * the rate over its connections and sends each second's share at once, a burst that queues on the server.
 */
export async function runOpenLoop(o: OpenLoopOptions): Promise<LoadStats> {
  // A socket idle for the server's keep-alive time (Node's 5 s) is closed by the server; one reused at that moment
  // fails ("socket hang up"), which is this client's race, not the server's error. Node's agent shortens its idle
  // time to the server's `Keep-Alive: timeout` hint only when it has a timeout of its own: 4 s, under the server's.
  const agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 4000 });
  const target = new URL(o.path, o.url);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let graphqlErrors = 0;
  let socketErrors = 0;
  let firstError: string | null = null;
  const total = Math.round(o.rate * o.seconds);
  const started = performance.now();
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const n = o.next();
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(n.body), ...n.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            const status = res.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            const body = Buffer.concat(chunks).toString('utf8');
            if (status !== 200) firstError ??= `HTTP ${status}: ${body.slice(0, 600)}`;
            else if (body.includes('"errors"')) {
              graphqlErrors++;
              firstError ??= body.slice(0, 600);
            }
            resolve();
          });
        },
      );
      req.on('error', (err) => {
        socketErrors++;
        firstError ??= `socket: ${err.message}`;
        resolve();
      });
      req.end(n.body);
    });
  const pending: Array<Promise<void>> = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now leaves now (a late timer sends the ones it missed at once, as their clients would).
    while (sent < total && started + (sent * 1000) / o.rate <= now) {
      pending.push(send(started + (sent * 1000) / o.rate));
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: o.name,
    requests: latencies.length,
    seconds,
    reqPerSec: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses,
    graphqlErrors,
    socketErrors,
    firstError,
  };
}
