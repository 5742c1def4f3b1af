// What a computed change is, as the worker sends it (worker.ts), the queue hands it on (jobs.ts) and the store keeps it
// (store.ts: the distances as a file, the rest in body_changes.result).
import type { RegionChange } from './change.ts';

/** Where a change between two scans stands (the schema's BodyChangeStatus). */
export const CHANGE_STATUSES = ['ready', 'computing', 'busy', 'no_mesh', 'failed'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/**
 * The computation's version: a change kept by an older one is computed again when asked for (raise it whenever the
 * alignment, the distances, the regions or the file for the phone change what they give).
 */
export const CHANGE_VERSION = 4;

/** What body_changes.result holds for a ready change. */
export type BodyChangeResult = {
  version: number;
  /** How much the later scan stood turned (degrees) and shifted (mm) against the earlier. */
  turnDeg: number;
  shiftMm: [number, number, number];
  /** RMS of the fit's kept residuals, mm: how well the two surfaces met where the body did not change. */
  fitMm: number;
  regions: RegionChange[];
};

/** A computed change: the file the app draws (view-file.ts), the later mesh's vertex count, and the figures. */
export type ComputedChange = { file: Uint8Array; vertices: number; result: BodyChangeResult };
