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
  // Each pressed pointer's host corner at the press: points are told from the host's top left corner (a tap reads the
  // model there), and a drag's moves from the same corner.
  const pressed = new Map<number, { left: number; top: number }>();
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const { left, top } = host.getBoundingClientRect();
    pressed.set(event.pointerId, { left, top });
    stage.pointerDown(event.clientX - left, event.clientY - top, event.timeStamp, event.pointerId);
    try {
      host.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows moves over the canvas.
    }
  };
  const onMove = (event: PointerEvent) => {
    const corner = pressed.get(event.pointerId);
    if (corner) stage.pointerMove(event.clientX - corner.left, event.clientY - corner.top, event.timeStamp, event.pointerId);
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
