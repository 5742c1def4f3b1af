// The turntable on the page: a canvas in the host, the host's size and pointer told to the stage (turntable-stage.ts),
// drawn here where a worker cannot draw (mount-scene.ts) or in the turntable's worker.
import type { Pose, SpineView } from './spine-layout.ts';
import type { ChangeMode } from './scene-kinds.ts';
import { createStage, type TurntableModel, type TurntableOptions } from './turntable-stage.ts';
import { followHost } from './follow-host.ts';

export type { TurntableModel, TurntableOptions } from './turntable-stage.ts';

export type TurntableController = {
  /** Turns to a view (animated unless reduced motion is asked for). */
  showView(view: SpineView): void;
  /** Moves to a pose, e.g. after a key press. */
  setPose(pose: Pose): void;
  /** Where the model is going (the pose a key press starts from). */
  pose(): Pose;
  /** Shows the change another way (the change's scene). */
  setMode(mode: ChangeMode): void;
  /** Reads the model at a point of the host (CSS pixels from its top left corner), told through `onPick`. */
  pick(x: number, y: number): void;
  /** Shows the time-lapse at `at` (its scans' index; a fraction blends two). */
  setFrame(at: number): void;
  dispose(): void;
};

/** Puts the model on a turntable drawn on the page in `host`; its controller, or null when WebGL is unavailable. */
export function mountTurntable(host: HTMLElement, model: TurntableModel, options: TurntableOptions = {}): TurntableController | null {
  const canvas = document.createElement('canvas');
  const size = { width: host.clientWidth, height: host.clientHeight, devicePixelRatio: window.devicePixelRatio };
  const stage = createStage(canvas, model, size, options);
  if (!stage) return null;
  host.append(canvas);
  const unfollow = followHost(host, stage);
  return {
    showView: stage.showView,
    setPose: stage.setPose,
    pose: stage.pose,
    setMode: stage.setMode,
    pick: stage.pick,
    setFrame: stage.setFrame,
    dispose() {
      unfollow();
      stage.dispose();
      canvas.remove();
    },
  };
}
