// Changes are computed off the serving thread, one at a time per process, in one worker thread started at the first
// and kept (worker.ts); at most MAX_WAITING more wait, and a pair already being computed is not queued twice. A full
// queue refuses at once ('busy'): the app asks again later, as it does for a change still being computed.
import { Worker } from 'node:worker_threads';
import type { Model } from '#shared/precision.ts';
import type { ChangeReply, ChangeRequest } from './worker.ts';
import type { ComputedChange } from './result.ts';

const MAX_WAITING = 8;

export type ChangeJobs = {
  /**
   * Runs `load` then the computation for `key` unless it is running or waiting already; `null` when the queue is full.
   * `load` reads the two meshes; `done` stores what came out (both outside any transaction).
   */
  start(
    key: string,
    load: () => Promise<{ earlier: Uint8Array; later: Uint8Array; model: Model }>,
    done: (computed: ComputedChange | Error) => Promise<void>,
  ): Promise<void> | null;
  /** Whether `key` is running or waiting. */
  pending(key: string): boolean;
  close(): Promise<void>;
};

export function createChangeJobs(): ChangeJobs {
  let worker: Worker | null = null;
  let nextId = 1;
  const replies = new Map<number, (reply: ChangeReply) => void>();
  const running = new Map<string, Promise<void>>();
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;

  const workerOf = () => {
    if (worker) return worker;
    // The server runs its TypeScript through tsx; the worker registers it first (worker-entry.mjs).
    worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: ChangeReply) => {
      replies.get(reply.id)?.(reply);
      replies.delete(reply.id);
    });
    worker.on('error', (err) => {
      for (const answer of replies.values()) answer({ id: 0, ok: false, error: err.message });
      replies.clear();
      worker = null;
    });
    return worker;
  };

  const compute = (request: Omit<ChangeRequest, 'id'>) =>
    new Promise<ComputedChange | Error>((resolve) => {
      const id = nextId++;
      replies.set(id, (reply) =>
        resolve(reply.ok ? { file: reply.file, vertices: reply.vertices, result: reply.result } : new Error(reply.error)),
      );
      workerOf().postMessage({ id, ...request } satisfies ChangeRequest);
    });

  return {
    start(key, load, done) {
      const already = running.get(key);
      if (already) return already;
      if (waiting >= MAX_WAITING) return null;
      waiting += 1;
      const job = chain
        .then(async () => {
          waiting -= 1;
          const input = await load().catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
          await done(input instanceof Error ? input : await compute(input));
        })
        .catch(() => undefined)
        .finally(() => running.delete(key));
      chain = job;
      running.set(key, job);
      return job;
    },
    pending: (key) => running.has(key),
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
