// One stylised, symmetric body outline shared by the girth, waist and pain-risk figures, so every figure
// puts a girth or an area at the same height. Heights are fractions of body height above the floor.

/** The figures' coordinate space: 200 × 400, the centre line at x = 100, the floor at y = 396. */
export const FIGURE = { width: 200, height: 400, centre: 100 } as const;

/** The SVG y of a height given as a fraction of body height (0 floor, 1 top of the head). */
export const yAt = (fraction: number) => 396 - fraction * 392;

// The right half of the outline from the neck down round the arm and leg, as [offset from centre, height].
const HALF: ReadonlyArray<readonly [number, number]> = [
  [7, 0.9],
  [7.5, 0.86],
  [9, 0.845],
  [21, 0.83],
  [33, 0.815],
  [40, 0.78],
  [43, 0.7],
  [45.5, 0.63],
  [47, 0.55],
  [47.5, 0.49],
  [44, 0.445],
  [39.5, 0.47],
  [38.5, 0.5],
  [36.5, 0.6],
  [33, 0.67],
  [29.5, 0.745],
  [28, 0.72],
  [25, 0.665],
  [23.5, 0.63],
  [23.5, 0.6],
  [25, 0.56],
  [30, 0.5],
  [30.5, 0.45],
  [26.5, 0.38],
  [20.5, 0.31],
  [19, 0.27],
  [21, 0.19],
  [16, 0.11],
  [12, 0.05],
  [15, 0.015],
  [5, 0.012],
  [5, 0.05],
  [5, 0.19],
  [4, 0.28],
  [2.5, 0.38],
  [1, 0.44],
  [0, 0.455],
];

type Point = readonly [number, number];

/** A closed Catmull-Rom curve through the points, written as cubic Béziers. */
function smoothClosedPath(points: readonly Point[]): string {
  const n = points.length;
  const p = (i: number) => points[((i % n) + n) % n]!;
  const f = (x: number) => Math.round(x * 10) / 10;
  let d = `M${f(p(0)[0])},${f(p(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0]!)},${f(c1[1]!)} ${f(c2[0]!)},${f(c2[1]!)} ${f(p2[0])},${f(p2[1])}`;
  }
  return `${d}Z`;
}

/**
 * The body outline without the head, each half's width at a height scaled by `widthAt(fraction)` (1 everywhere:
 * the figures' standard body; the shape prediction passes its girth ratios).
 */
export function bodyPath(widthAt: (fraction: number) => number = () => 1): string {
  const right = HALF.map(([dx, h]) => [FIGURE.centre + dx * widthAt(h), yAt(h)] as const);
  // The crotch point sits on the centre line, so the mirrored half leaves it out to avoid a doubled point.
  const left = HALF.slice(0, -1)
    .map(([dx, h]) => [FIGURE.centre - dx * widthAt(h), yAt(h)] as const)
    .reverse();
  return smoothClosedPath([...right, ...left]);
}

/** The body without the head. */
export const BODY_PATH = bodyPath();

/** The head, an ellipse above the neck. */
export const HEAD = { cx: FIGURE.centre, cy: yAt(0.93), rx: 13, ry: 16.5 } as const;
