// Mounts a turntable's scene (the 3D spine, the avatar): drawn by a worker of its own (turntable.worker.ts) on a
// canvas handed over to it, so the page's main thread never waits for WebGL or the mesh's parse; on the page itself
// (turntable.ts) where a worker cannot draw (no OffscreenCanvas, or no WebGL in a worker). Either way the controller is
// the same, and three.js loads only where the scene is drawn. No three.js here.
import type { Pose, SpineView } from './spine-layout.ts';
import { CANVAS_ASPECT, CHANGE_MODE_ASPECT, type ChangeMode, type PointChange, type TurntableScene } from './scene-kinds.ts';
import type { TurntableController, TurntableOptions } from './turntable.ts';
import type { StageCanvas } from './turntable-stage.ts';
import { followHost } from './follow-host.ts';

export type { TurntableController } from './turntable.ts';
export type { TurntableScene } from './scene-kinds.ts';

export type SceneOptions = TurntableOptions & {
  /** The mesh could not be read (a broken file). */
  onFailed?: () => void;
};

/** Each command carries the page's count of commands, echoed by frames (the page's pose is the newest one). */
type Command = { seq: number; reduced: boolean };
/** What the page tells the turntable's worker. */
export type SceneRequest =
  | {
      type: 'start';
      canvas: StageCanvas;
      scene: TurntableScene;
      host: { width: number; height: number; devicePixelRatio: number };
      reduced: boolean;
    }
  | { type: 'resize'; width: number; height: number }
  | ({ type: 'down' | 'move'; x: number; y: number; time: number; id: number } & Command)
  | ({ type: 'up'; time: number; id: number; cancelled: boolean } & Command)
  | ({ type: 'view'; view: SpineView } & Command)
  | ({ type: 'pose'; pose: Pose } & Command)
  | ({ type: 'mode'; mode: ChangeMode } & Command)
  | ({ type: 'pick'; x: number; y: number } & Command)
  | ({ type: 'scrub'; at: number } & Command);
/** What the worker answers. */
export type SceneReply =
  | { type: 'frame'; renderMs: number; pose: Pose; seen: number }
  | { type: 'view'; view: SpineView }
  | { type: 'picked'; found: PointChange }
  | { type: 'lost' }
  | { type: 'no-webgl' }
  | { type: 'failed' };

/** A worker can draw where it can be handed a canvas (it may still lack WebGL: it says so, and the page draws). */
const workerCanDraw = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;

const newWorker = () => new Worker(new URL('./turntable.worker.ts', import.meta.url), { type: 'module' });
let spare: Worker | null = null;
const SPARE_MS = 20_000;

/**
 * Starts a turntable worker before its scene is ready to mount (called as a viewer's code loads): the worker's
 * three.js arrives and is evaluated while the screen renders, as the page's own chunk would have. The next mount takes
 * it.
 */
export function warmTurntable(): void {
  if (spare || !workerCanDraw()) return;
  let worker: Worker;
  try {
    worker = spare = newWorker();
  } catch {
    return;
  }
  const drop = () => {
    if (spare !== worker) return;
    spare = null;
    worker.terminate();
  };
  // One that could not load (offline, never cached) is not handed to a scene; one not taken (the mesh missing, the
  // screen left) goes too. A mount sets its own error handler on the one it takes.
  worker.onerror = (event) => {
    event.preventDefault();
    drop();
  };
  setTimeout(drop, SPARE_MS);
}

/**
 * On the page: three.js, the scene and the turntable load now. Null when it cannot draw, said through the options (code
 * that cannot load, offline, is a scene that cannot be shown: `onFailed` where the viewer has it); null, saying
 * nothing, once `gone()`.
 */
async function mountOnPage(host: HTMLElement, scene: TurntableScene, options: SceneOptions, gone: () => boolean) {
  const failed = () => (options.onFailed ?? options.onContextLost)?.();
  let parts;
  try {
    parts = await Promise.all([import('./scenes.ts'), import('./turntable.ts')]);
  } catch {
    if (!gone()) failed();
    return null;
  }
  const [{ modelOf }, { mountTurntable }] = parts;
  let model;
  try {
    model = await modelOf(scene);
  } catch {
    if (!gone()) failed();
    return null;
  }
  if (gone()) {
    model.dispose();
    return null;
  }
  const controller = mountTurntable(host, model, options);
  if (!controller) {
    model.dispose();
    options.onContextLost?.();
  }
  return controller;
}

/**
 * Mounts `scene` into `host`. No WebGL anywhere is told through `options.onContextLost`, as a lost context is; a mesh
 * that cannot be read through `options.onFailed`.
 */
export function mountScene(host: HTMLElement, scene: TurntableScene, options: SceneOptions = {}): TurntableController {
  let onPage: TurntableController | null = null;
  let disposed = false;
  const fallBack = () =>
    void mountOnPage(host, scene, options, () => disposed).then((controller) => {
      if (disposed) controller?.dispose();
      else onPage = controller;
    });
  const reduced = () => options.reducedMotion?.() ?? false;
  let pose: Pose = { turnDeg: 0, tiltDeg: 0 };
  let seq = 0;
  const command = () => ({ seq: ++seq, reduced: reduced() });
  let worker: Worker | null = null;
  let close = () => undefined as void;
  const send = (request: SceneRequest, transfer: Transferable[] = []) => worker?.postMessage(request, transfer);

  // The worker first (the spare if one is ready), then the canvas: a canvas is handed over only to a worker that is there.
  let drawer: Worker | null = null;
  // The canvas's shape for another way of showing the change (side by side is wider).
  let reshape: ((mode: ChangeMode) => void) | null = null;
  if (workerCanDraw()) {
    drawer = spare;
    spare = null;
    try {
      drawer ??= newWorker();
    } catch {
      drawer = null;
    }
  }
  if (!drawer) fallBack();
  else {
    const canvas = document.createElement('canvas');
    // The canvas's shape, as the stage sizes its picture (its own size is the worker's once handed over).
    canvas.style.aspectRatio = String(scene.kind === 'change' ? CHANGE_MODE_ASPECT[scene.mode] : CANVAS_ASPECT[scene.kind]);
    reshape = (mode) => (canvas.style.aspectRatio = String(CHANGE_MODE_ASPECT[mode]));
    host.append(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    worker = drawer;
    const unfollow = followHost(host, {
      resize: (width, height) => send({ type: 'resize', width, height }),
      pointerDown: (x, y, time, id) => send({ type: 'down', x, y, time, id, ...command() }),
      pointerMove: (x, y, time, id) => send({ type: 'move', x, y, time, id, ...command() }),
      pointerUp: (time, id, cancelled) => send({ type: 'up', time, id, cancelled, ...command() }),
    });
    close = () => {
      worker = null;
      drawer.terminate();
      unfollow();
      canvas.remove();
    };
    drawer.onmessage = ({ data }: MessageEvent<SceneReply>) => {
      if (disposed) return;
      if (data.type === 'frame') {
        if (data.seen === seq) pose = data.pose;
        options.onFrame?.(data.renderMs);
      } else if (data.type === 'view') options.onViewChange?.(data.view);
      else if (data.type === 'picked') options.onPick?.(data.found);
      else if (data.type === 'lost') options.onContextLost?.();
      else if (data.type === 'failed') {
        close();
        options.onFailed?.();
      } else {
        // No WebGL in a worker here: the page draws.
        close();
        fallBack();
      }
    };
    drawer.onerror = (event) => {
      event.preventDefault();
      if (disposed) return;
      close();
      fallBack();
    };
    // The mesh is copied, not handed over: the page may still need it, should the worker not draw.
    const start: SceneRequest = {
      type: 'start',
      canvas: offscreen,
      scene,
      host: { width: host.clientWidth, height: host.clientHeight, devicePixelRatio: window.devicePixelRatio },
      reduced: reduced(),
    };
    send(start, [offscreen]);
  }

  return {
    showView: (view) => (onPage ? onPage.showView(view) : send({ type: 'view', view, ...command() })),
    setPose(to) {
      if (onPage) return onPage.setPose(to);
      pose = to;
      send({ type: 'pose', pose: to, ...command() });
    },
    pose: () => (onPage ? onPage.pose() : pose),
    setMode(mode) {
      if (onPage) return onPage.setMode(mode);
      reshape?.(mode);
      send({ type: 'mode', mode, ...command() });
    },
    pick: (x, y) => (onPage ? onPage.pick(x, y) : send({ type: 'pick', x, y, ...command() })),
    setFrame: (at) => (onPage ? onPage.setFrame(at) : send({ type: 'scrub', at, ...command() })),
    dispose() {
      disposed = true;
      close();
      onPage?.dispose();
    },
  };
}
