// The host's size and the pointer's drags, told to a turntable's stage: on the page (turntable.ts) or in the turntable's
// worker (mount-scene.ts). No three.js here: the page that hands its scene to the worker never loads it.
import type { StageInput } from './turntable-stage.ts';

export type HostInput = Pick<StageInput, 'resize' | 'pointerDown' | 'pointerMove' | 'pointerUp'>;

/**
 * Tells `stage` the host's size (now and on each change) and the pointer's drags over it; undoes it when called. The
 * host takes the drags, so a drag beside the narrow canvas turns the model too.
 */
export function followHost(host: HTMLElement, stage: HostInput): () => void {
  // Only a pressed pointer's moves are told: a mouse passing over is no drag (and no command for a worker to count).
  const pressed = new Set<number>();
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pressed.add(event.pointerId);
    stage.pointerDown(event.clientX, event.clientY, event.timeStamp, event.pointerId);
    try {
      host.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows moves over the canvas.
    }
  };
  const onMove = (event: PointerEvent) => {
    if (pressed.has(event.pointerId)) stage.pointerMove(event.clientX, event.clientY, event.timeStamp, event.pointerId);
  };
  const onUp = (event: PointerEvent) => {
    if (!pressed.delete(event.pointerId)) return;
    stage.pointerUp(event.timeStamp, event.pointerId, event.type !== 'pointerup');
  };
  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onUp);
  const observer = new ResizeObserver(() => stage.resize(host.clientWidth, host.clientHeight));
  observer.observe(host);
  return () => {
    observer.disconnect();
    host.removeEventListener('pointerdown', onDown);
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerup', onUp);
    host.removeEventListener('pointercancel', onUp);
  };
}
