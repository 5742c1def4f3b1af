// The prediction's body outline from a mesh: the grid it fills, the rows' runs, the width scaling, and a real GLB (the
// simulator's body mesh, as scanners send one) parsed by three.js's loader.
import { describe, expect, it } from 'vitest';
import { buildBodyGlb } from '../../../server/src/simulator/mesh.ts';
import { meshSilhouetteOffThread, silhouettePath } from './shape-silhouette.ts';
import { silhouetteOf } from './silhouette-grid.ts';
import { meshSilhouette } from './mesh-silhouette.ts';

const SIZE = { width: 180, height: 360 };
/** Two triangles: a rectangle x ∈ [x0, x1], y ∈ [y0, y1] (front view, y up). */
const rect = (x0: number, x1: number, y0: number, y1: number, base = 0) => ({
  points: [x0, y0, x1, y0, x1, y1, x0, y1],
  indices: [base, base + 1, base + 2, base, base + 2, base + 3],
});
const runWidths = (runs: number[]) => runs.flatMap((x, i) => (i % 2 ? [] : [runs[i + 1]! - x]));

describe('silhouetteOf', () => {
  it('fills the rows the body covers with its width, in a frame a quarter wider than the body', () => {
    const body = rect(-0.2, 0.2, 0, 1.7);
    const s = silhouetteOf(Float32Array.from(body.points), body.indices, SIZE);
    // The height fills 1/1.04 of the grid: 346 of 360 rows, each one run of 0.4 m in a frame 0.884 m wide (half the
    // height's frame, as the grid is half as wide as high; more than 1.25 × the body's 0.4 m).
    expect(s.rows.length).toBeGreaterThanOrEqual(345);
    expect(s.rows.length).toBeLessThanOrEqual(347);
    for (const row of s.rows) {
      expect(row.runs).toHaveLength(2);
      expect(Math.abs(runWidths(row.runs)[0]! - (0.4 / 0.884) * 180)).toBeLessThanOrEqual(1);
    }
    expect(s.rows[0]!.fraction).toBeGreaterThan(0.99);
    expect(s.rows.at(-1)!.fraction).toBeLessThan(0.01);
    expect(s.centre).toBeCloseTo(90, 5);
  });

  it('keeps gaps as separate runs (legs apart), whichever way a triangle winds', () => {
    const left = rect(-0.3, -0.1, 0, 1);
    const right = rect(0.1, 0.3, 0, 1, 4);
    const reversed = [...right.indices].reverse();
    const s = silhouetteOf(Float32Array.from([...left.points, ...right.points]), [...left.indices, ...reversed], SIZE);
    const middle = s.rows[Math.floor(s.rows.length / 2)]!;
    expect(middle.runs).toHaveLength(4);
  });
});

describe('silhouettePath', () => {
  it('draws each run as a one-pixel row, scaled about the centre by the height’s factor', () => {
    const body = rect(-0.2, 0.2, 0, 1.7);
    const s = silhouetteOf(Float32Array.from(body.points), body.indices, SIZE);
    const today = silhouettePath(s);
    expect(today.match(/M/g)).toHaveLength(s.rows.length);
    // Twice as wide below half height, the same above.
    const wider = silhouettePath(s, (fraction) => (fraction < 0.5 ? 2 : 1));
    const widths = (path: string) => [...path.matchAll(/M[\d.]+ (\d+)h([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const before = new Map(widths(today));
    for (const [y, w] of widths(wider)) {
      const row = s.rows.find((r) => r.y === y)!;
      expect(w).toBeCloseTo(before.get(y)! * (row.fraction < 0.5 ? 2 : 1), 0);
    }
  });
});

describe('meshSilhouette', () => {
  it('outlines a scanner’s body mesh: the head at the top, the feet at the bottom, wider at the hips than the neck', async () => {
    const glb = buildBodyGlb(
      { sex: 'female', heightCm: 166, age: 41 },
      { chest: 92, waist: 74, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 },
    );
    // A fresh ArrayBuffer of this realm (the loader tells binary from JSON with instanceof ArrayBuffer).
    const bytes = Uint8Array.from(glb).buffer;
    const s = await meshSilhouette(bytes, SIZE);
    // It fills nearly all of the 360 px height (the arms, held a little out as a scanner asks, make it fit by its width
    // by a few pixels).
    expect(s.rows.length).toBeGreaterThan(320);
    const widthAt = (fraction: number) => {
      const row = s.rows.reduce((a, b) => (Math.abs(b.fraction - fraction) < Math.abs(a.fraction - fraction) ? b : a));
      return Math.max(...row.runs) - Math.min(...row.runs);
    };
    expect(widthAt(0.52)).toBeGreaterThan(widthAt(0.84));
    expect(await meshSilhouette(new ArrayBuffer(8), SIZE).catch(() => 'rejected')).toBe('rejected');
    // Where there are no workers (as here), the same on the main thread; the worker's way runs in the browser
    // (tests/e2e/prediction.spec.ts).
    expect(typeof Worker).toBe('undefined');
    expect(await meshSilhouetteOffThread(Uint8Array.from(glb).buffer, SIZE)).toEqual(s);
  });
});
