// Draws a turntable's scene (the 3D spine, the avatar, a change between two scans, a time-lapse) in a worker of its
// own, on the canvas the page hands over (mount-scene.ts): creating the WebGL context, parsing a mesh, compiling the
// shaders and the frames held the page's main thread too long on its own (docs/performance.md, "Drawn by a worker").
// The page tells it the host's size, the pointer, the keys, the view buttons, the mode, a point to read and the
// time-lapse's moment; it answers with each frame, the view, the pose and what it read.
import { createStage, type Stage } from './turntable-stage.ts';
import { modelOf } from './scenes.ts';
import type { SceneReply, SceneRequest } from './mount-scene.ts';

// The worker's own scope, as this file uses it (the project's types are the page's, where `self` is the window).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SceneRequest>) => void) | null;
  postMessage(reply: SceneReply): void;
};

let stage: Stage | null = null;
let reduced = false;
// The page's last command, echoed with each frame: the page takes a pose only from a frame that has seen its commands.
let seen = 0;
// Commands that came while the scene was still being built (a mesh is parsed first).
const waiting: SceneRequest[] = [];

function handle(data: SceneRequest): void {
  if (!stage) return void waiting.push(data);
  if ('seq' in data) seen = data.seq;
  if ('reduced' in data) reduced = data.reduced;
  switch (data.type) {
    case 'resize':
      return stage.resize(data.width, data.height);
    case 'down':
      return stage.pointerDown(data.x, data.y, data.time, data.id);
    case 'move':
      return stage.pointerMove(data.x, data.y, data.time, data.id);
    case 'up':
      return stage.pointerUp(data.time, data.id, data.cancelled);
    case 'view':
      return stage.showView(data.view);
    case 'pose':
      return stage.setPose(data.pose);
    case 'mode':
      return stage.setMode(data.mode);
    case 'pick':
      return stage.pick(data.x, data.y);
    case 'scrub':
      return stage.setFrame(data.at);
  }
}

scope.onmessage = ({ data }) => {
  if (data.type !== 'start') return handle(data);
  reduced = data.reduced;
  modelOf(data.scene).then(
    (model) => {
      stage = createStage(data.canvas, model, data.host, {
        onFrame: (renderMs) => scope.postMessage({ type: 'frame', renderMs, pose: stage!.pose(), seen }),
        onViewChange: (view) => scope.postMessage({ type: 'view', view }),
        onContextLost: () => scope.postMessage({ type: 'lost' }),
        reducedMotion: () => reduced,
        onPick: (found) => scope.postMessage({ type: 'picked', found }),
      });
      if (!stage) {
        model.dispose();
        return scope.postMessage({ type: 'no-webgl' });
      }
      waiting.splice(0).forEach(handle);
    },
    () => scope.postMessage({ type: 'failed' }),
  );
};
