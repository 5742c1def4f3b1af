// The worker thread that computes a change (change.ts): a 50k-vertex pair takes most of a second of CPU, which the
// serving thread must not spend. Messages in: { id, earlier, later, model }; out: { id, ok, … } (jobs.ts).
import { parentPort } from 'node:worker_threads';
import type { Model } from '#shared/precision.ts';
import { bodyChange } from './change.ts';
import { CHANGE_VERSION, type BodyChangeResult } from './result.ts';
import { changeViewFile } from './view-file.ts';

export type ChangeRequest = { id: number; earlier: Uint8Array; later: Uint8Array; model: Model };
export type ChangeReply =
  { id: number; ok: true; file: Uint8Array; vertices: number; result: BodyChangeResult } | { id: number; ok: false; error: string };

parentPort?.on('message', (request: ChangeRequest) => {
  bodyChange(request.earlier, request.later, request.model)
    .then(async (change) => ({ change, file: await changeViewFile(change.earlier, change, change.distances, change.alignment) }))
    .then(
      ({ change, file }) => {
        const reply: ChangeReply = {
          id: request.id,
          ok: true,
          file,
          vertices: change.distances.length,
          result: {
            version: CHANGE_VERSION,
            turnDeg: (change.alignment.turn * 180) / Math.PI,
            shiftMm: change.alignment.shift.map((m) => Math.round(m * 1000)) as [number, number, number],
            fitMm: change.alignment.rmsMm,
            regions: change.regions,
          },
        };
        parentPort!.postMessage(reply, [file.buffer as ArrayBuffer]);
      },
      (err: unknown) =>
        parentPort!.postMessage({
          id: request.id,
          ok: false,
          error: err instanceof Error ? err.message : String(err),
        } satisfies ChangeReply),
    );
});
