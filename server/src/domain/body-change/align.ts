// Rigid alignment of a later scan onto an earlier one: the person never stands in the same spot or facing quite the
// same way. A trimmed point-to-plane ICP with four degrees of freedom (a turn about the vertical axis and a shift):
// people stand upright on the platform, so tilt is left out, which keeps the fit stable where the body changed.
import { Vector3 } from 'three';
import { normalAt, type Surface } from './surface.ts';

/** x_earlier = R_y(turn) · x_later + shift (metres; the turn in radians, counter-clockwise seen from above). */
export type RigidTransform = { turn: number; shift: [number, number, number] };

export type Alignment = RigidTransform & { iterations: number; /** RMS of the kept residuals, mm. */ rmsMm: number };

const MAX_POINTS = 4000;
const ITERATIONS = 40;
/** Share of the point pairs kept each iteration (the rest: where the body changed, arms held otherwise, holes). */
const KEEP = 0.7;
/** A pair further apart than this (after the first iterations) is no match. */
const MAX_PAIR_M = 0.08;

export function apply(t: RigidTransform, x: number, y: number, z: number, out: Vector3): Vector3 {
  const [c, s] = [Math.cos(t.turn), Math.sin(t.turn)];
  return out.set(x * c + z * s + t.shift[0], y + t.shift[1], -x * s + z * c + t.shift[2]);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Every k-th vertex, at most MAX_POINTS of them. */
function sample(positions: Float32Array): Float32Array {
  const n = positions.length / 3;
  const step = Math.max(1, Math.floor(n / MAX_POINTS));
  const out = new Float32Array(Math.ceil(n / step) * 3);
  for (let v = 0, o = 0; v < n; v += step, o += 3) out.set(positions.subarray(v * 3, v * 3 + 3), o);
  return out;
}

/** Solves the 4×4 system A·x = b (Gaussian elimination with partial pivoting); null when singular. */
function solve4(A: number[][], b: number[]): number[] | null {
  const m = A.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < 4; col++) {
    let pivot = col;
    for (let r = col + 1; r < 4; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < 4; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let k = col; k < 5; k++) m[r]![k] = m[r]![k]! - f * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[4]! / row[i]!);
}

/** Finds the transform that lays `later` onto `earlier`. */
export function align(earlier: Surface, laterPositions: Float32Array): Alignment {
  const points = sample(laterPositions);
  const n = points.length / 3;
  // Start: feet on the same floor, the same median x and z (arms and stance move a bounding box, not a median).
  const axis = (surface: Float32Array, k: number) => median(Array.from({ length: surface.length / 3 }, (_, v) => surface[v * 3 + k]!));
  const t: RigidTransform = {
    turn: 0,
    shift: [axis(earlier.positions, 0) - axis(points, 0), 0, axis(earlier.positions, 2) - axis(points, 2)],
  };
  // Turns are about the later body's own vertical axis (its median), then carried into the shift.
  const [cx, cz] = [axis(points, 0), axis(points, 2)];
  const moved = new Vector3();
  const normal = new Vector3();
  const hit = { point: new Vector3(), distance: 0, faceIndex: 0 };
  const pairs: Array<{ r: number; j: [number, number, number, number] }> = [];
  let rms = 0;
  let iterations = 0;
  for (; iterations < ITERATIONS; iterations++) {
    pairs.length = 0;
    for (let v = 0; v < n; v++) {
      apply(t, points[v * 3]!, points[v * 3 + 1]!, points[v * 3 + 2]!, moved);
      const found = earlier.bvh.closestPointToPoint(moved, hit, 0, iterations < 3 ? Infinity : MAX_PAIR_M);
      if (!found) continue;
      normalAt(earlier, hit.faceIndex, hit.point, normal);
      const r = (moved.x - hit.point.x) * normal.x + (moved.y - hit.point.y) * normal.y + (moved.z - hit.point.z) * normal.z;
      // d(moved)/d(turn) about (cx, cz): the point's position relative to the axis, turned a quarter.
      const [rx, rz] = [moved.x - cx - t.shift[0], moved.z - cz - t.shift[2]];
      pairs.push({ r, j: [rz * normal.x - rx * normal.z, normal.x, normal.y, normal.z] });
    }
    pairs.sort((a, b) => Math.abs(a.r) - Math.abs(b.r));
    const kept = pairs.slice(0, Math.max(10, Math.floor(pairs.length * KEEP)));
    const A = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    const b = [0, 0, 0, 0];
    let sq = 0;
    for (const { r, j } of kept) {
      sq += r * r;
      for (let i = 0; i < 4; i++) {
        b[i] = b[i]! - j[i]! * r;
        for (let k = 0; k < 4; k++) A[i]![k] = A[i]![k]! + j[i]! * j[k]!;
      }
    }
    rms = Math.sqrt(sq / Math.max(1, kept.length));
    const step = solve4(A, b);
    if (!step) break;
    const [dTurn, dx, dy, dz] = step as [number, number, number, number];
    // Compose: the increment turns about (cx, cz) shifted by the current shift.
    const [c, s] = [Math.cos(dTurn), Math.sin(dTurn)];
    const [ox, oz] = [cx + t.shift[0], cz + t.shift[2]];
    const [sx, sz] = [t.shift[0] - ox, t.shift[2] - oz];
    t.shift = [ox + sx * c + sz * s + dx, t.shift[1] + dy, oz - sx * s + sz * c + dz];
    t.turn += dTurn;
    if (Math.abs(dTurn) < 1e-6 && Math.hypot(dx, dy, dz) < 1e-6) break;
  }
  return { ...t, iterations, rmsMm: rms * 1000 };
}
