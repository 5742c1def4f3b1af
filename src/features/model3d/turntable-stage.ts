// A model on a turntable, without the page: renderer, camera, drag with inertia, key turns and view turns, on-demand
// rendering (a drag, a turn, a resize; never a loop), fewer pixels while it moves, and every GPU resource given back
// when disposed. It draws on a canvas of the page (turntable.ts) or on one handed to a worker (turntable.worker.ts), and is
// told of the host's size and the pointer by whichever holds the page. three.js loads only with it.
import { Box3, Group, PerspectiveCamera, Raycaster, Scene, Vector2, WebGLRenderer, type Object3D } from 'three';
import { easeInOut, nearestView, poseAfterDrag, turnTowards, type Pose, type SpineView } from './spine-layout.ts';
import type { ChangeMode, PointChange } from './scene-kinds.ts';

export type TurntableOptions = {
  /** Called when the view the model is closest to changes. */
  onViewChange?: (view: SpineView) => void;
  /** Called after each rendered frame (the first one means the model is on screen), with the time it took (ms). */
  onFrame?: (renderMs: number) => void;
  /** Called when the browser takes the WebGL context away. */
  onContextLost?: () => void;
  reducedMotion?: () => boolean;
  /** Called with what a tap (or `pick`) found, on a model that can be read at a point. */
  onPick?: (found: PointChange) => void;
};

export type TurntableModel = {
  /** The model, any size, anywhere: the turntable centres it. */
  object: Object3D;
  /** Lights that stay with the camera, so every view is lit from the front. */
  lights: Object3D[];
  /** Canvas width per height: room for the model turned any way and tilted (read again after `setMode`). */
  canvasAspect: number;
  /** Vertical field of view (degrees). */
  fov: number;
  /** The vertical line it turns about: the model's own x = z = 0 (the spine's line), or the middle of its box. */
  axis: 'origin' | 'middle';
  /** Gives back the model's geometries, materials and textures. */
  dispose: () => void;
  /** Shows the change another way (the change's model); the stage fits the camera to it again. */
  setMode?: (mode: ChangeMode) => void;
  /**
   * Turns the model itself, when its parts turn each about their own axis (two bodies side by side); without it, the
   * stage turns the whole model. Radians.
   */
  applyPose?: (turn: number, tilt: number) => void;
  /** Half its height and its reach from the turning axis (m), when the box would not tell (parts turning apart). */
  extent?: () => { halfHeight: number; reach: number };
  /** Shows the time-lapse at `at` (its scans' index, a fraction between two blends them). */
  setFrame?: (at: number) => void;
  /** What is under the ray, marked on the model (the change's model). */
  pick?: (raycaster: Raycaster) => PointChange;
};

/** What the page tells the stage: the host's size and the pointer (in CSS pixels, the events' own time stamps). */
export type StageInput = {
  resize(width: number, height: number): void;
  pointerDown(x: number, y: number, time: number, id: number): void;
  pointerMove(x: number, y: number, time: number, id: number): void;
  /** `cancelled`: the browser took the pointer away (no flick after it). */
  pointerUp(time: number, id: number, cancelled: boolean): void;
  /** Turns to a view (animated unless reduced motion is asked for). */
  showView(view: SpineView): void;
  /** Moves to a pose, e.g. after a key press. */
  setPose(pose: Pose): void;
  /** Shows the change another way (the change's model). */
  setMode(mode: ChangeMode): void;
  /** Reads the model at a point of the host (CSS pixels from its top left corner), told through `onPick`. */
  pick(x: number, y: number): void;
  /** Shows the time-lapse at `at`. */
  setFrame(at: number): void;
  dispose(): void;
};

export type Stage = StageInput & {
  /** Where the model is going (the pose a key press starts from). */
  pose(): Pose;
};

export type StageCanvas = HTMLCanvasElement | OffscreenCanvas;

const VIEW_TURN_MS = 450;
const KEY_TURN_MS = 160;
/** Inertia after a flick: how fast the turn slows down (ms for the speed to fall to 1/e), and when it stops. */
const INERTIA_MS = 260;
const INERTIA_STOP_DEG_PER_MS = 0.01;
const DEG = Math.PI / 180;
/** A press that moved less than this (CSS px) and lasted less than TAP_MS is a tap, not a drag. */
const TAP_PX = 8;
const TAP_MS = 500;

/**
 * Puts the model on a turntable drawn on `canvas`, the host being `width` × `height` CSS pixels at `devicePixelRatio`;
 * null when WebGL is unavailable there.
 */
export function createStage(
  canvas: StageCanvas,
  model: TurntableModel,
  host: { width: number; height: number; devicePixelRatio: number },
  options: TurntableOptions = {},
): Stage | null {
  let renderer: WebGLRenderer;
  try {
    // Multisampling costs most on phones, whose screens have 2 or more device pixels per CSS pixel and need it least.
    renderer = new WebGLRenderer({ canvas, antialias: host.devicePixelRatio < 2, alpha: true, powerPreference: 'low-power' });
  } catch {
    return null;
  }
  // Still pictures at up to 2 device pixels per CSS pixel; while the spine turns, one (a moving picture hides the
  // difference, and it is a quarter of the pixels to fill: docs/performance.md, "Figures behind the code").
  const stillRatio = Math.min(host.devicePixelRatio || 1, 2);
  const movingRatio = Math.min(stillRatio, 1);
  let ratio = stillRatio;
  renderer.setPixelRatio(ratio);
  renderer.setClearColor(0x000000, 0);

  // Height centred on the camera; the turning axis where the model asks for it.
  const box = new Box3().setFromObject(model.object);
  model.object.position.y -= (box.min.y + box.max.y) / 2;
  if (model.axis === 'middle') {
    model.object.position.x -= (box.min.x + box.max.x) / 2;
    model.object.position.z -= (box.min.z + box.max.z) / 2;
    box.setFromObject(model.object);
  }
  const boxExtent = {
    halfHeight: (box.max.y - box.min.y) / 2,
    reach: Math.hypot(Math.max(-box.min.x, box.max.x), Math.max(-box.min.z, box.max.z)),
  };
  let { halfHeight, reach } = model.extent?.() ?? boxExtent;

  const pivot = new Group();
  pivot.add(model.object);
  const scene = new Scene();
  scene.add(pivot, ...model.lights);

  const camera = new PerspectiveCamera(model.fov, 1, 0.05, 50);
  let hostWidth = host.width;
  let hostHeight = host.height;
  // The canvas is only as wide as the turning model needs (centred in the host, which takes the drags): fewer
  // pixels to fill each frame.
  const fit = () => {
    const width = Math.min(hostWidth, Math.ceil(hostHeight * model.canvasAspect));
    if (width === 0 || hostHeight === 0) return;
    camera.aspect = width / hostHeight;
    const tan = Math.tan((camera.fov * DEG) / 2);
    const distance = Math.max((halfHeight * 1.08) / tan, (reach * 1.15) / (tan * camera.aspect)) + reach;
    camera.position.set(0, 0, distance);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    renderer.setSize(width, hostHeight, false);
  };
  fit();

  let pose: Pose = { turnDeg: 0, tiltDeg: 0 };
  let view: SpineView = 'FRONT';
  let animation: { from: Pose; to: Pose; start: number; duration: number } | null = null;
  let inertia: { speed: number; last: number } | null = null;
  let drag: {
    x: number;
    y: number;
    start: Pose;
    samples: Array<{ t: number; turn: number }>;
    id: number;
    /** Moved far enough to be a drag, not a tap. */
    far: boolean;
  } | null = null;
  let frame = 0;
  // No frame after dispose.
  let live = true;

  const reduced = () => options.reducedMotion?.() ?? false;
  const render = (now: number) => {
    frame = 0;
    if (animation) {
      const t = Math.min(1, Math.max(0, (now - animation.start) / animation.duration));
      const k = easeInOut(t);
      pose = {
        turnDeg: animation.from.turnDeg + (animation.to.turnDeg - animation.from.turnDeg) * k,
        tiltDeg: animation.from.tiltDeg + (animation.to.tiltDeg - animation.from.tiltDeg) * k,
      };
      if (t >= 1) animation = null;
    } else if (inertia) {
      const dt = Math.min(50, now - inertia.last);
      inertia.last = now;
      pose = { ...pose, turnDeg: pose.turnDeg + inertia.speed * dt };
      inertia.speed *= Math.exp(-dt / INERTIA_MS);
      if (Math.abs(inertia.speed) < INERTIA_STOP_DEG_PER_MS) inertia = null;
    }
    const wanted = drag || animation || inertia ? movingRatio : stillRatio;
    if (wanted !== ratio) {
      ratio = wanted;
      renderer.setPixelRatio(ratio);
      fit();
    }
    applyPose();
    const started = performance.now();
    renderer.render(scene, camera);
    const renderMs = performance.now() - started;
    const nearest = nearestView(pose.turnDeg);
    if (nearest !== view) {
      view = nearest;
      options.onViewChange?.(view);
    }
    options.onFrame?.(renderMs);
    if (animation || inertia) requestRender();
  };
  const requestRender = () => {
    if (live && !frame) frame = requestAnimationFrame(render);
  };
  const moveTo = (to: Pose, duration: number) => {
    inertia = null;
    animation = reduced() ? null : { from: pose, to, start: performance.now(), duration };
    if (!animation) pose = to;
    requestRender();
  };

  const applyPose = () =>
    model.applyPose
      ? model.applyPose(pose.turnDeg * DEG, pose.tiltDeg * DEG)
      : pivot.rotation.set(pose.tiltDeg * DEG, pose.turnDeg * DEG, 0, 'XYZ');
  const raycaster = new Raycaster();
  const pick = (x: number, y: number) => {
    if (!model.pick) return;
    // The canvas is centred in the host and as tall as it (fit).
    const width = Math.min(hostWidth, Math.ceil(hostHeight * model.canvasAspect));
    const ndc = new Vector2(((x - (hostWidth - width) / 2) / width) * 2 - 1, 1 - (y / hostHeight) * 2);
    if (Math.abs(ndc.x) > 1 || Math.abs(ndc.y) > 1) return options.onPick?.(null);
    applyPose();
    pivot.updateMatrixWorld(true);
    raycaster.setFromCamera(ndc, camera);
    options.onPick?.(model.pick(raycaster));
    requestRender();
  };

  const onLost = (event: Event) => {
    event.preventDefault();
    options.onContextLost?.();
  };
  canvas.addEventListener('webglcontextlost', onLost);

  requestRender();

  return {
    resize(width, height) {
      hostWidth = width;
      hostHeight = height;
      fit();
      requestRender();
    },
    pointerDown(x, y, time, id) {
      if (drag) return;
      animation = null;
      inertia = null;
      drag = { x, y, start: pose, samples: [{ t: time, turn: pose.turnDeg }], id, far: false };
    },
    pointerMove(x, y, time, id) {
      if (!drag || id !== drag.id) return;
      drag.far ||= Math.hypot(x - drag.x, y - drag.y) > TAP_PX;
      pose = poseAfterDrag(drag.start, x - drag.x, y - drag.y, hostWidth, hostHeight);
      drag.samples.push({ t: time, turn: pose.turnDeg });
      if (drag.samples.length > 6) drag.samples.shift();
      requestRender();
    },
    pointerUp(time, id, cancelled) {
      if (!drag || id !== drag.id) return;
      const first = drag.samples[0]!;
      const last = drag.samples.at(-1)!;
      const tapped = !drag.far && !cancelled && time - first.t < TAP_MS ? drag : null;
      drag = null;
      if (tapped) {
        // A tap: the turn is where it was; the point under it is read.
        pose = tapped.start;
        pick(tapped.x, tapped.y);
        return;
      }
      const elapsed = time - first.t;
      requestRender();
      // A flick keeps turning for a moment; a drag that stopped before the release does not.
      if (!reduced() && elapsed > 0 && elapsed < 120 && !cancelled) {
        const speed = (last.turn - first.turn) / elapsed;
        if (Math.abs(speed) > 0.05) {
          inertia = { speed, last: performance.now() };
          requestRender();
        }
      }
    },
    showView: (target) => moveTo({ turnDeg: turnTowards(pose.turnDeg, target), tiltDeg: 0 }, VIEW_TURN_MS),
    setPose: (to) => moveTo(to, KEY_TURN_MS),
    pose: () => (animation ? animation.to : pose),
    setMode(mode) {
      model.setMode?.(mode);
      ({ halfHeight, reach } = model.extent?.() ?? boxExtent);
      fit();
      requestRender();
    },
    pick,
    setFrame(at) {
      model.setFrame?.(at);
      requestRender();
    },
    dispose() {
      live = false;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      canvas.removeEventListener('webglcontextlost', onLost);
      model.dispose();
      scene.clear();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
