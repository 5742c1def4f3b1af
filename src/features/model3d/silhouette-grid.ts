// The body's front outline as a grid (shape-silhouette.ts): triangles seen from the front filled into it a pixel per
// cell, each row's runs kept. Plain arithmetic, apart from the mesh's parse (mesh-silhouette.ts) and the page's use
// (shape-silhouette.ts), which both import it.

export type Size = { width: number; height: number };

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
