// Draws the 3D spine in a worker of its own, on the canvas the page hands over (spine-mount.ts): creating the WebGL
// context, compiling the shaders and the first frames held the page's main thread for 150-300 ms on this project's
// machines (Lighthouse's spine tab: TBT 760-1460 ms at CPU ×4, 2026-11-27). The page tells it the host's size, the
// pointer, the keys and the view buttons; it answers with each frame, the view and the pose.
import { createStage, type Stage } from './turntable-stage.ts';
import { spineModel } from './spine-scene.ts';
import type { SpineReply, SpineRequest } from './spine-mount.ts';

// The worker's own scope, as this file uses it (the project's types are the page's, where `self` is the window).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SpineRequest>) => void) | null;
  postMessage(reply: SpineReply): void;
};

let stage: Stage | null = null;
let reduced = false;
// The page's last command, echoed with each frame: the page takes a pose only from a frame that has seen its commands.
let seen = 0;

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    reduced = data.reduced;
    stage = createStage(data.canvas, spineModel(data.vertebrae), data.host, {
      onFrame: (renderMs) => scope.postMessage({ type: 'frame', renderMs, pose: stage!.pose(), seen }),
      onViewChange: (view) => scope.postMessage({ type: 'view', view }),
      onContextLost: () => scope.postMessage({ type: 'lost' }),
      reducedMotion: () => reduced,
    });
    if (!stage) scope.postMessage({ type: 'no-webgl' });
    return;
  }
  if (!stage) return;
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
  }
};
