// Before/after figures of the body-shape prediction from the person's own 3D mesh, as SVG markup: the mesh seen from the
// front, filled into a grid a pixel per cell, kept as each pixel row's runs, and written as a path whose every row is
// widened or narrowed by the predicted girth ratio at its height (girth ∝ width for a cross-section that keeps its
// shape). Markup, not a picture: it paints with the page, and a figure is no late image for the browser to wait on.
// three.js's loader parses the mesh (mesh-silhouette.ts, no WebGL needed) in a worker of its own (silhouette.worker.ts):
// this module, which the page loads, imports no three.js, so the page's main thread never evaluates it for a figure.

export type Size = { width: number; height: number };

/** What the worker (silhouette.worker.ts) is asked and answers. */
export type SilhouetteRequest = { glb: ArrayBuffer; size: Size };
export type SilhouetteReply = { silhouette: Silhouette } | { failed: true };

/** The body's front outline: each pixel row's filled runs [x0, x1) and the row's height as a fraction of the body's. */
export type Silhouette = { size: Size; centre: number; rows: Array<{ y: number; fraction: number; runs: number[] }> };

/**
 * The silhouette of triangles given as front-view points (x, y in the mesh's units, y up) and vertex indices, in a
 * `size` grid that leaves room for a body up to 25 % wider than this one, in the grid's proportions.
 */
export function silhouetteOf(points: Float32Array, indices: ArrayLike<number>, size: Size): Silhouette {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 2) {
    minX = Math.min(minX, points[i]!);
    maxX = Math.max(maxX, points[i]!);
    minY = Math.min(minY, points[i + 1]!);
    maxY = Math.max(maxY, points[i + 1]!);
  }
  const height = Math.max(1e-6, maxY - minY);
  const halfHeight = (height / 2) * 1.04;
  const halfWidth = Math.max(halfHeight * (size.width / size.height), ((maxX - minX) / 2) * 1.25);
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const toX = (x: number) => ((x - (cx - halfWidth)) / (2 * halfWidth)) * size.width;
  const toY = (y: number) => ((cy + halfHeight - y) / (2 * halfHeight)) * size.height;

  const filled = new Uint8Array(size.width * size.height);
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const [a, b, c] = [indices[t]! * 2, indices[t + 1]! * 2, indices[t + 2]! * 2];
    const [ax, ay, bx, by, qx, qy] = [
      toX(points[a]!),
      toY(points[a + 1]!),
      toX(points[b]!),
      toY(points[b + 1]!),
      toX(points[c]!),
      toY(points[c + 1]!),
    ];
    const area = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax);
    if (area === 0) continue;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx, qx)));
    const x1 = Math.min(size.width - 1, Math.ceil(Math.max(ax, bx, qx)));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by, qy)));
    const y1 = Math.min(size.height - 1, Math.ceil(Math.max(ay, by, qy)));
    // A cell is inside when its centre is (edge functions of one sign, whichever way the triangle winds).
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const w0 = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        const w1 = (qx - bx) * (py - by) - (qy - by) * (px - bx);
        const w2 = (ax - qx) * (py - qy) - (ay - qy) * (px - qx);
        if ((w0 >= 0 && w1 >= 0 && w2 >= 0) || (w0 <= 0 && w1 <= 0 && w2 <= 0)) filled[y * size.width + x] = 1;
      }
    }
  }

  const rows: Silhouette['rows'] = [];
  for (let y = 0; y < size.height; y++) {
    const runs: number[] = [];
    for (let x = 0; x < size.width; x++) {
      if (!filled[y * size.width + x]) continue;
      const start = x;
      while (x < size.width && filled[y * size.width + x]) x++;
      runs.push(start, x);
    }
    const worldY = cy + halfHeight - ((y + 0.5) / size.height) * 2 * halfHeight;
    if (runs.length) rows.push({ y, fraction: (worldY - minY) / height, runs });
  }
  return { size, centre: toX(cx), rows };
}

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
