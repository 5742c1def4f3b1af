// What can stand on the turntable, for the page that mounts it (mount-scene.ts) and the code that builds it
// (scenes.ts, in the worker or on the page). No three.js here.
import type { VertebraInput } from './spine-layout.ts';

/** What is on the turntable. */
export type TurntableScene = { kind: 'spine'; vertebrae: VertebraInput[] } | { kind: 'avatar'; glb: ArrayBuffer };

/** Canvas width per height: room for the model turned any way and tilted. */
export const CANVAS_ASPECT = { spine: 0.55, avatar: 0.62 } as const satisfies Record<TurntableScene['kind'], number>;
