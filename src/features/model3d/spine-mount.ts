// Mounts the 3D spine: drawn by a worker of its own (spine.worker.ts) on a canvas handed over to it, so the page's main
// thread never waits for WebGL; on the page itself (turntable.ts) where a worker cannot draw (no OffscreenCanvas, or
// no WebGL in a worker). Either way the controller is the same, and three.js loads only where the spine is drawn.
import type { Pose, SpineView, VertebraInput } from './spine-layout.ts';
import type { TurntableController, TurntableOptions } from './turntable.ts';
import type { StageCanvas } from './turntable-stage.ts';
import { followHost } from './follow-host.ts';
import { SPINE_CANVAS_ASPECT } from './spine-layout.ts';

export type SpineController = TurntableController;

/** Each command carries the page's count of commands, echoed by frames (the page's pose is the newest one). */
type Command = { seq: number; reduced: boolean };
/** What the page tells the spine's worker. */
export type SpineRequest =
  | {
      type: 'start';
      canvas: StageCanvas;
      vertebrae: VertebraInput[];
      host: { width: number; height: number; devicePixelRatio: number };
      reduced: boolean;
    }
  | { type: 'resize'; width: number; height: number }
  | ({ type: 'down' | 'move'; x: number; y: number; time: number; id: number } & Command)
  | ({ type: 'up'; time: number; id: number; cancelled: boolean } & Command)
  | ({ type: 'view'; view: SpineView } & Command)
  | ({ type: 'pose'; pose: Pose } & Command);
/** What the worker answers. */
export type SpineReply =
  | { type: 'frame'; renderMs: number; pose: Pose; seen: number }
  | { type: 'view'; view: SpineView }
  | { type: 'lost' }
  | { type: 'no-webgl' };

/** A worker can draw where it can be handed a canvas (it may still lack WebGL: it says so, and the page draws). */
const workerCanDraw = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** On the page: three.js, the scene and the turntable load now. `onContextLost` also says there is no WebGL at all. */
async function mountOnPage(host: HTMLElement, vertebrae: readonly VertebraInput[], options: TurntableOptions) {
  const [{ spineModel }, { mountTurntable }] = await Promise.all([import('./spine-scene.ts'), import('./turntable.ts')]);
  const controller = mountTurntable(host, spineModel(vertebrae), options);
  if (!controller) options.onContextLost?.();
  return controller;
}

/**
 * Mounts the spine into `host`. No WebGL anywhere is told through `options.onContextLost`, as a lost context is: the
 * viewer shows its 2D figure either way.
 */
export function mountSpine(host: HTMLElement, vertebrae: readonly VertebraInput[], options: TurntableOptions = {}): SpineController {
  let onPage: TurntableController | null = null;
  let disposed = false;
  const fallBack = () =>
    void mountOnPage(host, vertebrae, options).then((controller) => {
      if (disposed) controller?.dispose();
      else onPage = controller;
    });
  if (!workerCanDraw()) {
    fallBack();
    return {
      showView: (view) => onPage?.showView(view),
      setPose: (pose) => onPage?.setPose(pose),
      pose: () => onPage?.pose() ?? { turnDeg: 0, tiltDeg: 0 },
      dispose() {
        disposed = true;
        onPage?.dispose();
      },
    };
  }

  const canvas = document.createElement('canvas');
  // The canvas's shape, as the stage sizes its picture (its own size stays with the worker once handed over).
  canvas.style.aspectRatio = String(SPINE_CANVAS_ASPECT);
  host.append(canvas);
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./spine.worker.ts', import.meta.url), { type: 'module' });
  const send = (request: SpineRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  let seq = 0;
  let pose: Pose = { turnDeg: 0, tiltDeg: 0 };
  const reduced = () => options.reducedMotion?.() ?? false;
  const command = () => ({ seq: ++seq, reduced: reduced() });
  const close = () => {
    worker.terminate();
    canvas.remove();
    unfollow();
  };
  worker.onmessage = ({ data }: MessageEvent<SpineReply>) => {
    if (disposed) return;
    if (data.type === 'frame') {
      if (data.seen === seq) pose = data.pose;
      options.onFrame?.(data.renderMs);
    } else if (data.type === 'view') options.onViewChange?.(data.view);
    else if (data.type === 'lost') options.onContextLost?.();
    else {
      // No WebGL in a worker here: the page draws it.
      close();
      fallBack();
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (disposed) return;
    close();
    fallBack();
  };
  send(
    {
      type: 'start',
      canvas: offscreen,
      vertebrae: [...vertebrae],
      host: { width: host.clientWidth, height: host.clientHeight, devicePixelRatio: window.devicePixelRatio },
      reduced: reduced(),
    },
    [offscreen],
  );
  const unfollow = followHost(host, {
    resize: (width, height) => send({ type: 'resize', width, height }),
    pointerDown: (x, y, time, id) => send({ type: 'down', x, y, time, id, ...command() }),
    pointerMove: (x, y, time, id) => send({ type: 'move', x, y, time, id, ...command() }),
    pointerUp: (time, id, cancelled) => send({ type: 'up', time, id, cancelled, ...command() }),
  });

  return {
    showView: (view) => (onPage ? onPage.showView(view) : send({ type: 'view', view, ...command() })),
    setPose(to) {
      if (onPage) return onPage.setPose(to);
      pose = to;
      send({ type: 'pose', pose: to, ...command() });
    },
    pose: () => (onPage ? onPage.pose() : pose),
    dispose() {
      disposed = true;
      close();
      onPage?.dispose();
    },
  };
}
