// bench:3d's server part: the change between two scans (server/src/domain/body-change) on pairs as a real scanner makes
// them: 50,000 and 150,000 vertices, a fresh topology each, the person turned 3° and shifted 2 cm, arms 2° further out,
// the waist grown 20 mm. Alignment and distance per pair, median of RUNS, on this process's one core.
import { bodyChange, NOT_COMPARED } from '#server/domain/body-change/change.ts';
import { buildBodyGlb } from '#server/simulator/mesh.ts';
import { seededRng } from '#server/simulator/random.ts';

const subject = { sex: 'male' as const, heightCm: 178, age: 34 };
const girths = { chest: 100, waist: 86, hip: 99, thigh: 57, calf: 38, upperArm: 32, neck: 39 };
export const CHANGE_PAIR_BUDGET_MS = 1500;

export type ChangePairFigure = { vertices: number; medianMs: number; runs: number[]; bytes: number; notCompared: number };

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
    const sorted = [...times].sort((a, b) => a - b);
    figures.push({
      vertices,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      runs: times,
      bytes: earlier.length + later.length,
      notCompared,
    });
  }
  return figures;
}
