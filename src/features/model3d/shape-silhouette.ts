// Before/after figures of the body-shape prediction from the person's own 3D mesh, as SVG markup: the mesh seen from the
// front, filled into a grid a pixel per cell, kept as each pixel row's runs, and written as a path whose every row is
// widened or narrowed by the predicted girth ratio at its height (girth ∝ width for a cross-section that keeps its
// shape). Markup, not a picture: it paints with the page, and a figure is no late image for the browser to wait on.
// three.js's loader parses the mesh (mesh-silhouette.ts, no WebGL needed) in a worker of its own (silhouette.worker.ts):
// this module, which the page loads, imports no three.js, so the page's main thread never evaluates it for a figure.

import type { Silhouette, Size } from './silhouette-grid.ts';

/** What the worker (silhouette.worker.ts) is asked and answers. */
export type SilhouetteRequest = { glb: ArrayBuffer; size: Size };
export type SilhouetteReply = { silhouette: Silhouette } | { failed: true };

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The silhouette as one SVG path, each row's width scaled by `scale(fraction of the body's height)` about the centre. */
export function silhouettePath(s: Silhouette, scale: (fraction: number) => number = () => 1): string {
  const parts: string[] = [];
  for (const row of s.rows) {
    const f = scale(row.fraction);
    for (let i = 0; i < row.runs.length; i += 2) {
      const x0 = s.centre + (row.runs[i]! - s.centre) * f;
      const x1 = s.centre + (row.runs[i + 1]! - s.centre) * f;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data, not copy
      parts.push(`M${r1(x0)} ${row.y}h${r1(x1 - x0)}v1h${r1(x0 - x1)}z`);
    }
  }
  return parts.join('');
}

/**
 * mesh-silhouette.ts's meshSilhouette in a worker of its own (silhouette.worker.ts), so the page's main thread stays
 * free; on the main thread where workers are missing. The bytes are handed over to the worker (not copied).
 */
export function meshSilhouetteOffThread(glb: ArrayBuffer, size: Size): Promise<Silhouette> {
  if (typeof Worker === 'undefined') return import('./mesh-silhouette.ts').then(({ meshSilhouette }) => meshSilhouette(glb, size));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./silhouette.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<SilhouetteReply>) => {
      done();
      if ('silhouette' in event.data) resolve(event.data.silhouette);
      else reject(new Error('broken mesh'));
    };
    worker.onerror = (event) => {
      done();
      event.preventDefault();
      reject(new Error('silhouette worker failed'));
    };
    worker.postMessage({ glb, size }, [glb]);
  });
}
