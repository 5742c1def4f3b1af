// The worker thread that makes the 3D files derived from scans: the change between two (change.ts, then its file for
// the phone, view-file.ts), one body's file for the phone's viewers, and the time-lapse of a model's scans. Each takes
// CPU the serving thread must not spend (docs/performance.md). Messages in: WorkerRequest; out: WorkerReply (jobs.ts).
import { parentPort } from 'node:worker_threads';
import type { Model } from '#shared/precision.ts';
import { bodyChange, changeBetween } from './change.ts';
import { CHANGE_VERSION, type BodyChangeResult } from './result.ts';
import { readGlb } from './surface.ts';
import { changeViewFile, meshViewFile, simplifiedMesh, timeLapseFile } from './view-file.ts';

export type WorkerRequest =
  | { id: number; kind: 'change'; earlier: Uint8Array; later: Uint8Array; model: Model }
  | { id: number; kind: 'view'; mesh: Uint8Array }
  | { id: number; kind: 'timelapse'; body: Uint8Array; earlier: Uint8Array[]; model: Model };
export type WorkerReply =
  | { id: number; ok: true; file: Uint8Array; change?: { vertices: number; result: BodyChangeResult } }
  | { id: number; ok: false; error: string };

async function made(request: WorkerRequest): Promise<Omit<Extract<WorkerReply, { ok: true }>, 'id' | 'ok'>> {
  if (request.kind === 'view') return { file: await meshViewFile(await readGlb(request.mesh)) };
  if (request.kind === 'timelapse') {
    // The latest body as the phone gets it; each earlier scan laid onto it in turn (one in memory at a time).
    const body = await simplifiedMesh(await readGlb(request.body));
    const since: Array<Int16Array<ArrayBuffer>> = [];
    for (const glb of request.earlier) since.push(changeBetween(await readGlb(glb), body, request.model).distances);
    return { file: await timeLapseFile(body, since) };
  }
  const change = await bodyChange(request.earlier, request.later, request.model);
  return {
    file: await changeViewFile(change.earlier, change, change.distances, change.vertexRegions, change.alignment),
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
