// Where a body changed between two scans of one model: the later surface laid onto the earlier (align.ts), then
// each later vertex's signed distance to the earlier surface: + where the body grew outward, − where it went in.
// Each scan is a fresh reconstruction with its own topology, so nothing relies on matching vertices. The result is one
// Int16 per later vertex in millimetres (docs/decisions.md, "Body change"), NOT_COMPARED where the two can't be told
// apart from a pose or a hole.
import { Vector3 } from 'three';
import { BODY_REGIONS, NO_REGION, NOT_COMPARED, regionLscMm, type BodyRegion } from '#shared/body-change.ts';
import type { Model } from '#shared/precision.ts';
import { align, apply, type Alignment } from './align.ts';
import { regionsOf } from './regions.ts';
import { vertexNormals } from '../../scan/mesh-normals.ts';
import { normalAt, readGlb, surfaceOf, type MeshData } from './surface.ts';

/** Further than this from the earlier surface is a pose or a hole, not a change of the body. */
export const MAX_CHANGE_MM = 60;
/**
 * The closest earlier point must lie along the surface's normal, not off to the side of an edge: beyond this angle
 * (cosine) the later point faces a hole's rim or a limb held elsewhere.
 */
const MIN_FACING = 0.6;

/**
 * An arm held at another angle: its distances spread this much (mm, standard deviation; one side "grows" while the
 * other "shrinks" or can't be compared, which an arm that changed does not do), or this share of it can't be compared.
 */
const HELD_OTHERWISE = { spreadMm: 6, notCompared: 0.3 };
/** The top part of an arm found apart from the torso (m), beside which the torso's side bounds the arm's root. */
const ARM_ROOT_M = 0.05;

export type RegionChange = {
  region: BodyRegion;
  /** Area-weighted mean movement of the region's surface, mm (+ out); null when none of it could be compared. */
  meanMm: number | null;
  /** The volume between the two surfaces over the region, litres (+ more). */
  volumeLitres: number | null;
  /** Share of the region's surface that could be compared. */
  compared: number;
  /** The least significant change of the region's movement (its girth's, spread around it), mm. */
  lscMm: number;
  /** |meanMm| ≥ lscMm: a change, not measurement variation. */
  beyondNoise: boolean;
  /** Arms held at another angle: not compared. */
  heldOtherwise: boolean;
};

export type BodyChange = {
  alignment: Alignment;
  regions: RegionChange[];
  /** Each later vertex's region (an index into BODY_REGIONS, or NO_REGION). */
  vertexRegions: Uint8Array;
  /** Per later vertex, mm, or NOT_COMPARED. */
  distances: Int16Array<ArrayBuffer>;
  /** The later mesh's triangles (for areas and volumes). */
  positions: Float32Array<ArrayBuffer>;
  indices: Uint32Array<ArrayBuffer>;
  /** The earlier mesh's, as read. */
  earlier: MeshData;
};

/** The change from `earlier` to `later`, both GLB files as the scanner sent them, from the model's scanner. */
export async function bodyChange(earlierGlb: Uint8Array, laterGlb: Uint8Array, model: Model | null = null): Promise<BodyChange> {
  const [earlierMesh, later] = await Promise.all([readGlb(earlierGlb), readGlb(laterGlb)]);
  return changeBetween(earlierMesh, later, model);
}

/** The change from `earlierMesh` to `later`, both read already (the time-lapse lays many onto one). */
export function changeBetween(earlierMesh: MeshData, later: MeshData, model: Model | null = null): BodyChange {
  const earlier = surfaceOf(earlierMesh.positions, earlierMesh.indices);
  const alignment = align(earlier, later.positions);
  const laterNormals = vertexNormals(later.positions, later.indices);
  const distances = new Int16Array(later.positions.length / 3);
  const moved = new Vector3();
  const movedNormal = new Vector3();
  const normal = new Vector3();
  const hit = { point: new Vector3(), distance: 0, faceIndex: 0 };
  const turnOnly = { turn: alignment.turn, shift: [0, 0, 0] as [number, number, number] };
  // The later body in the earlier one's place: its regions are found there (left-right is the scanner's x axis).
  const aligned = new Float32Array(later.positions.length);
  for (let v = 0; v < distances.length; v++) {
    const p = later.positions;
    apply(alignment, p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!, moved);
    aligned.set([moved.x, moved.y, moved.z], v * 3);
    const found = earlier.bvh.closestPointToPoint(moved, hit, 0, MAX_CHANGE_MM / 1000);
    if (!found) {
      distances[v] = NOT_COMPARED;
      continue;
    }
    normalAt(earlier, hit.faceIndex, hit.point, normal);
    const [dx, dy, dz] = [moved.x - hit.point.x, moved.y - hit.point.y, moved.z - hit.point.z];
    const signed = dx * normal.x + dy * normal.y + dz * normal.z;
    const length = Math.hypot(dx, dy, dz);
    // The later surface must face the same way as the earlier one there (not an arm's inside against the torso).
    apply(turnOnly, laterNormals[v * 3]!, laterNormals[v * 3 + 1]!, laterNormals[v * 3 + 2]!, movedNormal);
    const facing = movedNormal.dot(normal);
    if (facing < MIN_FACING || (length > 0.002 && Math.abs(signed) / length < MIN_FACING)) {
      distances[v] = NOT_COMPARED;
      continue;
    }
    distances[v] = Math.round(signed * 1000);
  }
  const { regions: vertexRegions, axisX } = regionsOf(aligned, later.indices);
  const heldOtherwise = armsHeldOtherwise(distances, vertexRegions, aligned, axisX);
  const regions = regionChanges(distances, vertexRegions, later.positions, later.indices, model, heldOtherwise);
  return { alignment, regions, vertexRegions, distances, positions: later.positions, indices: later.indices, earlier: earlierMesh };
}

/**
 * Marks an arm held at another angle not compared (each side apart), its root above the armpit with it (moved from the
 * chest's region to the arm's); true when one was.
 */
function armsHeldOtherwise(distances: Int16Array, regions: Uint8Array, aligned: Float32Array, axisX: number): boolean {
  const arm = BODY_REGIONS.indexOf('arms');
  let any = false;
  for (const side of [-1, 1]) {
    const all: number[] = [];
    regions.forEach((r, v) => {
      if (r === arm && Math.sign(aligned[v * 3]! - axisX) === side) all.push(v);
    });
    const members = all.filter((v) => distances[v] !== NOT_COMPARED);
    if (all.length < 10) continue;
    const mean = members.reduce((sum, v) => sum + distances[v]!, 0) / Math.max(1, members.length);
    const spread = Math.sqrt(members.reduce((sum, v) => sum + (distances[v]! - mean) ** 2, 0) / Math.max(1, members.length));
    if (spread > HELD_OTHERWISE.spreadMm || 1 - members.length / all.length > HELD_OTHERWISE.notCompared) {
      for (const v of members) distances[v] = NOT_COMPARED;
      // Its root too, from the armpit up over the shoulder: no gap parts it from the torso there, so it counts as chest
      // (regions.ts), but it moved with the arm. It is what lies, from the arm's top part up, further out than the
      // torso's side beside that part (the neck and head lie further in).
      const height = (v: number) => aligned[v * 3 + 1]!;
      const out = (v: number) => Math.abs(aligned[v * 3]! - axisX);
      const onSide = (v: number) => Math.sign(aligned[v * 3]! - axisX) === side;
      // A loop, not Math.max(...): a scanner's arm can have more vertices than a call takes arguments.
      const top = all.reduce((highest, v) => Math.max(highest, height(v)), -Infinity);
      const from = top - ARM_ROOT_M;
      let torsoSide = 0;
      for (let v = 0; v < distances.length; v++) {
        if (regions[v] !== arm && onSide(v) && height(v) >= from && height(v) <= top) torsoSide = Math.max(torsoSide, out(v));
      }
      // Counted with the arm from here on: the chest's share compared is the torso's.
      for (let v = 0; v < distances.length; v++) {
        if (!onSide(v) || height(v) < from || out(v) <= torsoSide) continue;
        distances[v] = NOT_COMPARED;
        if (regions[v] !== NO_REGION) regions[v] = arm;
      }
      any = true;
    }
  }
  return any;
}

/** Each region's mean movement and volume, weighted by the area around each vertex (a third of each triangle's). */
function regionChanges(
  distances: Int16Array,
  regions: Uint8Array,
  positions: Float32Array,
  indices: Uint32Array,
  model: Model | null,
  armsHeldOtherwise: boolean,
): RegionChange[] {
  const area = new Float64Array(distances.length);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i]! * 3, indices[i + 1]! * 3, indices[i + 2]! * 3];
    const [ux, uy, uz] = [positions[b]! - positions[a]!, positions[b + 1]! - positions[a + 1]!, positions[b + 2]! - positions[a + 2]!];
    const [vx, vy, vz] = [positions[c]! - positions[a]!, positions[c + 1]! - positions[a + 1]!, positions[c + 2]! - positions[a + 2]!];
    const third = Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 6;
    for (const v of [a, b, c]) area[v / 3] = area[v / 3]! + third;
  }
  return BODY_REGIONS.map((region, r) => {
    let [total, compared, moment] = [0, 0, 0];
    regions.forEach((vr, v) => {
      if (vr !== r) return;
      total += area[v]!;
      if (distances[v] === NOT_COMPARED) return;
      compared += area[v]!;
      moment += area[v]! * distances[v]!;
    });
    const lscMm = regionLscMm(region, model);
    const meanMm = compared > 0 ? moment / compared : null;
    return {
      region,
      meanMm,
      // mm × m² = 1e-3 m³ = 1 litre.
      volumeLitres: compared > 0 ? moment : null,
      compared: total > 0 ? compared / total : 0,
      lscMm,
      beyondNoise: meanMm !== null && Math.abs(meanMm) >= lscMm,
      heldOtherwise: region === 'arms' && armsHeldOtherwise,
    };
  });
}
