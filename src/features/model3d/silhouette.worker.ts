// Makes a mesh's silhouette (shape-silhouette.ts) off the page's main thread: three.js's evaluation, the GLB's parse
// and the grid's fill would otherwise hold the page for a few hundred milliseconds on a phone, just after the
// body-shape prediction tab is drawn.
import { meshSilhouette } from './mesh-silhouette.ts';
import type { SilhouetteReply, SilhouetteRequest } from './shape-silhouette.ts';

// The worker's own scope, as this file uses it (the project's types are the page's, where `self` is the window).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SilhouetteRequest>) => void) | null;
  postMessage(reply: SilhouetteReply): void;
};

scope.onmessage = (event) => {
  meshSilhouette(event.data.glb, event.data.size).then(
    (silhouette) => scope.postMessage({ silhouette }),
    () => scope.postMessage({ failed: true }),
  );
};
