// The body's regions on a scan, for the change by region: arms, chest, waist, hips, thighs, calves. A scanner's mesh
// carries no labels, so they are found from its shape: heights as shares of the body's (feet at 0, the top of the
// head at 1), and the arms as what a gap separates from the torso at their side in a horizontal slice (left-right is
// the scanner's x axis: it faces the person along z). Arms held against the torso stay with it (as chest or waist), and
// so does the upper arm near the armpit, where no gap parts it from the chest.
import { BODY_REGIONS, NO_REGION, type BodyRegion } from '#shared/body-change.ts';

/** The trunk's and legs' regions by height (shares of the body's height), bottom up. */
const BANDS: Array<{ region: BodyRegion; from: number; to: number }> = [
  { region: 'calves', from: 0.06, to: 0.27 },
  { region: 'thighs', from: 0.3, to: 0.46 },
  { region: 'hips', from: 0.46, to: 0.57 },
  { region: 'waist', from: 0.57, to: 0.67 },
  { region: 'chest', from: 0.67, to: 0.78 },
];
/** Where arms may hang (shares of height), and the gap that parts an arm from the torso. */
const ARMS = { from: 0.33, to: 0.8 };
/** At least this, and one and a half of the mesh's mean edge: a light mesh's own spacing is no gap. */
const GAP_M = 0.025;
/** Slices at least this thick, and twice a mesh's mean edge: every part that crosses a slice has vertices in it. */
const SLICE_M = 0.03;

function meanEdge(positions: Float32Array, indices: Uint32Array): number {
  let sum = 0;
  const step = Math.max(3, Math.floor(indices.length / 3 / 2000) * 3);
  let count = 0;
  for (let i = 0; i + 2 < indices.length; i += step) {
    const [a, b] = [indices[i]! * 3, indices[i + 1]! * 3];
    sum += Math.hypot(positions[a]! - positions[b]!, positions[a + 1]! - positions[b + 1]!, positions[a + 2]! - positions[b + 2]!);
    count++;
  }
  return count ? sum / count : 0;
}

/** Each vertex's region (an index into BODY_REGIONS, or NO_REGION), and the torso's axis (its x). */
export function regionsOf(positions: Float32Array, indices: Uint32Array): { regions: Uint8Array; axisX: number } {
  const edge = meanEdge(positions, indices);
  const thickness = Math.max(SLICE_M, 2 * edge);
  const gap = Math.max(GAP_M, 1.5 * edge);
  const n = positions.length / 3;
  const regions = new Uint8Array(n).fill(NO_REGION);
  let [minY, maxY] = [Infinity, -Infinity];
  for (let v = 0; v < n; v++) {
    minY = Math.min(minY, positions[v * 3 + 1]!);
    maxY = Math.max(maxY, positions[v * 3 + 1]!);
  }
  const height = maxY - minY || 1;
  const share = (v: number) => (positions[v * 3 + 1]! - minY) / height;
  // The torso's axis: the median x of the waist's slices.
  const waistXs: number[] = [];
  for (let v = 0; v < n; v++) if (share(v) > 0.58 && share(v) < 0.66) waistXs.push(positions[v * 3]!);
  waistXs.sort((a, b) => a - b);
  const axisX = waistXs[Math.floor(waistXs.length / 2)] ?? 0;

  for (let v = 0; v < n; v++) {
    const band = BANDS.find((b) => share(v) >= b.from && share(v) < b.to);
    if (band) regions[v] = BODY_REGIONS.indexOf(band.region);
  }
  // Arms: in each slice, the vertices beyond the first gap out from the torso's cluster on either side.
  const slices = new Map<number, number[]>();
  for (let v = 0; v < n; v++) {
    const s = share(v);
    if (s < ARMS.from || s > ARMS.to) continue;
    const key = Math.floor((positions[v * 3 + 1]! - minY) / thickness);
    const slice = slices.get(key);
    if (slice) slice.push(v);
    else slices.set(key, [v]);
  }
  const arm = BODY_REGIONS.indexOf('arms');
  for (const slice of slices.values()) {
    slice.sort((a, b) => positions[a * 3]! - positions[b * 3]!);
    // The cluster holding the axis, widened while neighbours are closer than the gap.
    const centre = slice.findIndex((v) => positions[v * 3]! >= axisX);
    if (centre < 0) continue;
    let [lo, hi] = [centre, centre];
    while (lo > 0 && positions[slice[lo]! * 3]! - positions[slice[lo - 1]! * 3]! < gap) lo--;
    while (hi < slice.length - 1 && positions[slice[hi + 1]! * 3]! - positions[slice[hi]! * 3]! < gap) hi++;
    // Below the crotch the torso's cluster is one leg: the legs are the two clusters nearest the axis, the arms beyond.
    const clusterOf = (from: number, step: 1 | -1) => {
      let end = from;
      while (
        end + step >= 0 &&
        end + step < slice.length &&
        Math.abs(positions[slice[end + step]! * 3]! - positions[slice[end]! * 3]!) < gap
      )
        end += step;
      return end;
    };
    const outside = (from: number, to: number) => {
      for (let i = from; i <= to; i++) regions[slice[i]!] = arm;
    };
    // Legs held together are one cluster across the axis, like the torso.
    const acrossAxis = positions[slice[lo]! * 3]! < axisX && positions[slice[hi]! * 3]! >= axisX;
    const legsApart = !acrossAxis && share(slice[0]!) < BANDS.find((b) => b.region === 'hips')!.from;
    if (legsApart) {
      // The leg on the other side of the axis, then whatever lies beyond each leg is an arm.
      const left = lo > 0 ? clusterOf(lo - 1, -1) : lo;
      const right = hi < slice.length - 1 ? clusterOf(hi + 1, 1) : hi;
      const [innerLo, innerHi] = positions[slice[hi]! * 3]! < axisX ? [lo, right] : [left, hi];
      if (innerLo > 0) outside(0, innerLo - 1);
      if (innerHi < slice.length - 1) outside(innerHi + 1, slice.length - 1);
    } else {
      if (lo > 0) outside(0, lo - 1);
      if (hi < slice.length - 1) outside(hi + 1, slice.length - 1);
    }
  }
  return { regions, axisX };
}
