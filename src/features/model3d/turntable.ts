// A model on a turntable: renderer, camera, drag with inertia, key turns and view turns, on-demand rendering (a
// drag, a turn, a resize; never a loop), fewer pixels while it moves, and every GPU resource given back when
// disposed. The 3D spine and the avatar both stand on it; three.js loads only with them.
import { Box3, Group, PerspectiveCamera, Scene, WebGLRenderer, type Object3D } from 'three';
import { easeInOut, nearestView, poseAfterDrag, turnTowards, type Pose, type SpineView } from './spine-layout.ts';

export type TurntableController = {
  /** Turns to a view (animated unless reduced motion is asked for). */
  showView(view: SpineView): void;
  /** Moves to a pose, e.g. after a key press. */
  setPose(pose: Pose): void;
  pose(): Pose;
  dispose(): void;
};

export type TurntableOptions = {
  /** Called when the view the model is closest to changes. */
  onViewChange?: (view: SpineView) => void;
  /** Called after each rendered frame (the first one means the model is on screen), with the time it took (ms). */
  onFrame?: (renderMs: number) => void;
  /** Called when the browser takes the WebGL context away. */
  onContextLost?: () => void;
  reducedMotion?: () => boolean;
};

export type TurntableModel = {
  /** The model, any size, anywhere: the turntable centres it. */
  object: Object3D;
  /** Lights that stay with the camera, so every view is lit from the front. */
  lights: Object3D[];
  /** Canvas width per height: room for the model turned any way and tilted. */
  canvasAspect: number;
  /** Vertical field of view (degrees). */
  fov: number;
  /** The vertical line it turns about: the model's own x = z = 0 (the spine's line), or the middle of its box. */
  axis: 'origin' | 'middle';
  /** Gives back the model's geometries, materials and textures. */
  dispose: () => void;
};

const VIEW_TURN_MS = 450;
const KEY_TURN_MS = 160;
/** Inertia after a flick: how fast the turn slows down (ms for the speed to fall to 1/e), and when it stops. */
const INERTIA_MS = 260;
const INERTIA_STOP_DEG_PER_MS = 0.01;
const DEG = Math.PI / 180;

/** Puts the model on a turntable in `host`; returns its controller, or null when WebGL is unavailable. */
export function mountTurntable(host: HTMLElement, model: TurntableModel, options: TurntableOptions = {}): TurntableController | null {
  let renderer: WebGLRenderer;
  try {
    // Multisampling costs most on phones, whose screens have 2 or more device pixels per CSS pixel and need it least.
    renderer = new WebGLRenderer({ antialias: window.devicePixelRatio < 2, alpha: true, powerPreference: 'low-power' });
  } catch {
    return null;
  }
  // Still pictures at up to 2 device pixels per CSS pixel; while the spine turns, one (a moving picture hides the
  // difference, and it is a quarter of the pixels to fill: bench:3d's spine went from 30 to 46 fps with it).
  const stillRatio = Math.min(window.devicePixelRatio || 1, 2);
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
  const halfHeight = (box.max.y - box.min.y) / 2;
  const reach = Math.hypot(Math.max(-box.min.x, box.max.x), Math.max(-box.min.z, box.max.z));

  const pivot = new Group();
  pivot.add(model.object);
  const scene = new Scene();
  scene.add(pivot, ...model.lights);

  const camera = new PerspectiveCamera(model.fov, 1, 0.05, 50);
  // The canvas is only as wide as the turning model needs (centred in the host, which takes the drags): fewer
  // pixels to fill each frame.
  const fit = () => {
    const height = host.clientHeight;
    const width = Math.min(host.clientWidth, Math.ceil(height * model.canvasAspect));
    if (width === 0 || height === 0) return;
    camera.aspect = width / height;
    const tan = Math.tan((camera.fov * DEG) / 2);
    const distance = Math.max((halfHeight * 1.08) / tan, (reach * 1.15) / (tan * camera.aspect)) + reach;
    camera.position.set(0, 0, distance);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    renderer.setSize(width, height, false);
  };
  host.append(renderer.domElement);
  fit();

  let pose: Pose = { turnDeg: 0, tiltDeg: 0 };
  let view: SpineView = 'FRONT';
  let animation: { from: Pose; to: Pose; start: number; duration: number } | null = null;
  let inertia: { speed: number; last: number } | null = null;
  let drag: { x: number; y: number; start: Pose; samples: Array<{ t: number; turn: number }>; id: number } | null = null;
  let frame = 0;

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
    pivot.rotation.set(pose.tiltDeg * DEG, pose.turnDeg * DEG, 0, 'XYZ');
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
    if (!frame) frame = requestAnimationFrame(render);
  };
  const moveTo = (to: Pose, duration: number) => {
    inertia = null;
    animation = reduced() ? null : { from: pose, to, start: performance.now(), duration };
    if (!animation) pose = to;
    requestRender();
  };

  const onDown = (event: PointerEvent) => {
    if (event.button !== 0 || drag) return;
    animation = null;
    inertia = null;
    drag = { x: event.clientX, y: event.clientY, start: pose, samples: [{ t: event.timeStamp, turn: pose.turnDeg }], id: event.pointerId };
    try {
      host.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows moves over the canvas.
    }
  };
  const onMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    pose = poseAfterDrag(drag.start, event.clientX - drag.x, event.clientY - drag.y, host.clientWidth, host.clientHeight);
    drag.samples.push({ t: event.timeStamp, turn: pose.turnDeg });
    if (drag.samples.length > 6) drag.samples.shift();
    requestRender();
  };
  const onUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const first = drag.samples[0]!;
    const last = drag.samples.at(-1)!;
    drag = null;
    const elapsed = event.timeStamp - first.t;
    requestRender();
    // A flick keeps turning for a moment; a drag that stopped before the release does not.
    if (!reduced() && elapsed > 0 && elapsed < 120 && event.type === 'pointerup') {
      const speed = (last.turn - first.turn) / elapsed;
      if (Math.abs(speed) > 0.05) {
        inertia = { speed, last: performance.now() };
        requestRender();
      }
    }
  };
  const onLost = (event: Event) => {
    event.preventDefault();
    options.onContextLost?.();
  };
  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onUp);
  renderer.domElement.addEventListener('webglcontextlost', onLost);
  const observer = new ResizeObserver(() => {
    fit();
    requestRender();
  });
  observer.observe(host);
  requestRender();

  return {
    showView: (target) => moveTo({ turnDeg: turnTowards(pose.turnDeg, target), tiltDeg: 0 }, VIEW_TURN_MS),
    setPose: (to) => moveTo(to, KEY_TURN_MS),
    pose: () => (animation ? animation.to : pose),
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      observer.disconnect();
      host.removeEventListener('pointerdown', onDown);
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerup', onUp);
      host.removeEventListener('pointercancel', onUp);
      renderer.domElement.removeEventListener('webglcontextlost', onLost);
      model.dispose();
      scene.clear();
      renderer.dispose();
      renderer.forceContextLoss();
      renderer.domElement.remove();
    },
  };
}
