// The 3D files derived from scans (changes between two, bodies for the phone) are made off the serving thread, one at
// a time per process, in one worker thread started at the first and kept (worker.ts); at most MAX_WAITING more wait,
// and a job already under way is not queued twice. A full queue refuses at once ('busy'): the app asks again later,
// as it does for a change still being computed.
import { Worker } from 'node:worker_threads';
import type { Model } from '#shared/precision.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';
import type { ComputedChange } from './result.ts';

/** What a job loads (outside any transaction), and what it hands on to be stored (outside any transaction too). */
export type Job =
  | {
      kind: 'change';
      load: () => Promise<{ earlier: Uint8Array; later: Uint8Array; model: Model }>;
      done: (computed: ComputedChange | Error) => Promise<void>;
    }
  | { kind: 'view'; load: () => Promise<Uint8Array>; done: (file: Uint8Array | Error) => Promise<void> }
  | {
      kind: 'timelapse';
      load: () => Promise<{ body: Uint8Array; earlier: Uint8Array[]; model: Model }>;
      done: (file: Uint8Array | Error) => Promise<void>;
    };

const MAX_WAITING = 8;

export type MeshJobs = {
  /** Runs `job` under `key` unless one is running or waiting under it already; `null` when the queue is full. */
  start(key: string, job: Job): Promise<void> | null;
  /** Whether `key` is running or waiting. */
  pending(key: string): boolean;
  close(): Promise<void>;
};

export function createMeshJobs(): MeshJobs {
  let worker: Worker | null = null;
  let nextId = 1;
  const replies = new Map<number, (reply: WorkerReply) => void>();
  const running = new Map<string, Promise<void>>();
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;

  const workerOf = () => {
    if (worker) return worker;
    // The server runs its TypeScript through tsx; the worker registers it first (worker-entry.mjs).
    worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
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

  const make = (request: WorkerRequest) =>
    new Promise<WorkerReply>((resolve) => {
      replies.set(request.id, resolve);
      workerOf().postMessage(request);
    });
  const failure = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

  /** Loads, makes and hands on one job; whatever fails reaches `done` as an Error. */
  async function run(job: Job): Promise<void> {
    const id = nextId++;
    if (job.kind === 'view') {
      const mesh = await job.load().catch(failure);
      if (mesh instanceof Error) return job.done(mesh);
      const reply = await make({ id, kind: 'view', mesh });
      return job.done(reply.ok ? reply.file : new Error(reply.error));
    }
    if (job.kind === 'timelapse') {
      const input = await job.load().catch(failure);
      if (input instanceof Error) return job.done(input);
      const reply = await make({ id, kind: 'timelapse', ...input });
      return job.done(reply.ok ? reply.file : new Error(reply.error));
    }
    const input = await job.load().catch(failure);
    if (input instanceof Error) return job.done(input);
    const reply = await make({ id, kind: 'change', ...input });
    if (!reply.ok || !reply.change) return job.done(new Error(reply.ok ? 'no change in the reply' : reply.error));
    await job.done({ file: reply.file, ...reply.change } satisfies ComputedChange);
  }

  return {
    start(key, job) {
      const already = running.get(key);
      if (already) return already;
      if (waiting >= MAX_WAITING) return null;
      waiting += 1;
      const queued = chain
        .then(() => {
          waiting -= 1;
          return run(job);
        })
        .catch(() => undefined)
        .finally(() => running.delete(key));
      chain = queued;
      running.set(key, queued);
      return queued;
    },
    pending: (key) => running.has(key),
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
