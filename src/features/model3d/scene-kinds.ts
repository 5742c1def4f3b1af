// What can stand on the turntable, for the page that mounts it (mount-scene.ts) and the code that builds it
// (scenes.ts, in the worker or on the page). No three.js here.
import type { ChangeBands } from '#shared/body-change.ts';
import type { VertebraInput } from './spine-layout.ts';

/** How the change between two scans is shown: a heat map on the later body, or the earlier body as a ghost around it. */
export const CHANGE_MODES = ['heat', 'overlay', 'side'] as const;
export type ChangeMode = (typeof CHANGE_MODES)[number];
/** Canvas width per height in each: side by side, room for two bodies turning apart. */
export const CHANGE_MODE_ASPECT = { heat: 0.62, overlay: 0.62, side: 1.3 } as const satisfies Record<ChangeMode, number>;

/** What is on the turntable. */
export type TurntableScene =
  | { kind: 'spine'; vertebrae: VertebraInput[] }
  | { kind: 'avatar'; glb: ArrayBuffer }
  /** The change's file (the server's view-file.ts) and the bands no colour paints (ChangeBands). */
  | { kind: 'change'; glb: ArrayBuffer; bands: ChangeBands; mode: ChangeMode; earlierOnRight: boolean }
  /** The time-lapse's file (the server's body-change/timelapse.ts), shown at `at` (0 … its scans − 1). */
  | { kind: 'timelapse'; glb: ArrayBuffer; at: number };

/**
 * What a tap (or the keyboard's probe) found on the later body: the change there in mm, out (+) or in (−), null where
 * the two scans were not compared, and the neutral band there; no body under the point: null.
 */
export type PointChange = { mm: number | null; bandMm: number } | null;

/** Canvas width per height: room for the model turned any way and tilted. */
export const CANVAS_ASPECT = { spine: 0.55, avatar: 0.62, change: CHANGE_MODE_ASPECT.heat, timelapse: 0.62 } as const satisfies Record<
  TurntableScene['kind'],
  number
>;
