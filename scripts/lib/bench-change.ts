// bench:3d's server part: the change between two scans (server/src/domain/body-change) on pairs as a real scanner makes
// them: 50,000 and 150,000 vertices, a fresh topology each, the person turned 3° and shifted 2 cm, arms 2° further out,
// the waist grown 20 mm. Alignment and distance per pair, median of RUNS, on this process's one core.
import { gzipSync } from 'node:zlib';
import { bodyChange } from '#server/domain/body-change/change.ts';
import { NOT_COMPARED } from '#shared/body-change.ts';
import { readGlb } from '#server/domain/body-change/surface.ts';
import { changeViewFile } from '#server/domain/body-change/view-file.ts';
import { buildBodyGlb } from '#server/simulator/mesh.ts';
import { seededRng } from '#server/simulator/random.ts';

const subject = { sex: 'male' as const, heightCm: 178, age: 34 };
const girths = { chest: 100, waist: 86, hip: 99, thigh: 57, calf: 38, upperArm: 32, neck: 39 };
export const CHANGE_PAIR_BUDGET_MS = 1500;
/** Bytes on the wire per comparison at 50k (both bodies and the change), issue 38. */
export const CHANGE_VIEW_BUDGET_BYTES = 700 * 1024;

export type ChangePairFigure = {
  vertices: number;
  medianMs: number;
  runs: number[];
  bytes: number;
  notCompared: number;
  /** The file the phone gets (view-file.ts): as stored, gzip-compressed as served, and the time to make it. */
  view: { bytes: number; gzip: number; ms: number };
};

export async function benchChangePairs(sizes: number[], runs: number): Promise<ChangePairFigure[]> {
  const figures: ChangePairFigure[] = [];
  for (const vertices of sizes) {
    const earlier = buildBodyGlb(subject, girths, { vertices, topology: seededRng(vertices + 1) });
    const later = buildBodyGlb(subject, girths, {
      vertices,
      topology: seededRng(vertices + 2),
      pose: { turnDeg: 3, shiftX: 0.02, armDeg: 2 },
      grow: [{ fromY: 0.58, toY: 0.66, mm: 20 }],
    });
    const times: number[] = [];
    let notCompared = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const change = await bodyChange(earlier, later);
      times.push(performance.now() - started);
      notCompared = change.distances.filter((d) => d === NOT_COMPARED).length / change.distances.length;
    }
    const change = await bodyChange(earlier, later);
    const started = performance.now();
    const [earlierMesh, laterMesh] = await Promise.all([readGlb(earlier), readGlb(later)]);
    const file = await changeViewFile(earlierMesh, laterMesh, change.distances, change.vertexRegions, change.alignment);
    const view = { bytes: file.length, gzip: gzipSync(file).length, ms: performance.now() - started };
    const sorted = [...times].sort((a, b) => a - b);
    figures.push({
      vertices,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      runs: times,
      bytes: earlier.length + later.length,
      notCompared,
      view,
    });
  }
  return figures;
}
