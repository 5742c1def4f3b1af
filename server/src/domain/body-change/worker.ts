// The worker thread that makes the 3D files derived from scans: the change between two (change.ts, then its file for
// the phone, view-file.ts), and one body's file for the phone's viewers (view-file.ts). A 50k-vertex pair takes most
// of a second of CPU, a body's file a tenth, which the serving thread must not spend. Messages in: WorkerRequest;
// out: WorkerReply (jobs.ts).
import { parentPort } from 'node:worker_threads';
import type { Model } from '#shared/precision.ts';
import { bodyChange } from './change.ts';
import { CHANGE_VERSION, type BodyChangeResult } from './result.ts';
import { readGlb } from './surface.ts';
import { changeViewFile, meshViewFile } from './view-file.ts';

export type WorkerRequest =
  { id: number; kind: 'change'; earlier: Uint8Array; later: Uint8Array; model: Model } | { id: number; kind: 'view'; mesh: Uint8Array };
export type WorkerReply =
  | { id: number; ok: true; file: Uint8Array; change?: { vertices: number; result: BodyChangeResult } }
  | { id: number; ok: false; error: string };

async function made(request: WorkerRequest): Promise<Omit<Extract<WorkerReply, { ok: true }>, 'id' | 'ok'>> {
  if (request.kind === 'view') return { file: await meshViewFile(await readGlb(request.mesh)) };
  const change = await bodyChange(request.earlier, request.later, request.model);
  return {
    file: await changeViewFile(change.earlier, change, change.distances, change.alignment),
    change: {
      vertices: change.distances.length,
      result: {
        version: CHANGE_VERSION,
        turnDeg: (change.alignment.turn * 180) / Math.PI,
        shiftMm: change.alignment.shift.map((m) => Math.round(m * 1000)) as [number, number, number],
        fitMm: change.alignment.rmsMm,
        regions: change.regions,
      },
    },
  };
}

parentPort?.on('message', (request: WorkerRequest) => {
  made(request).then(
    (done) => parentPort!.postMessage({ id: request.id, ok: true, ...done } satisfies WorkerReply, [done.file.buffer as ArrayBuffer]),
    (err: unknown) =>
      parentPort!.postMessage({ id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply),
  );
});
