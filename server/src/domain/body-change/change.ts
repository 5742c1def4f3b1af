// Where a body changed between two scans of one model: the later surface laid onto the earlier (align.ts), then
// each later vertex's signed distance to the earlier surface: + where the body grew outward, − where it went in.
// Each scan is a fresh reconstruction with its own topology, so nothing relies on matching vertices. The result is one
// Int16 per later vertex in millimetres (docs/decisions.md, "Body change"), NOT_COMPARED where the two can't be told
// apart from a pose or a hole.
import { Vector3 } from 'three';
import { align, apply, type Alignment } from './align.ts';
import { normalAt, readGlb, surfaceOf, vertexNormals } from './surface.ts';

/** A vertex the earlier surface can't be compared at. */
export const NOT_COMPARED = -32768;
/** Further than this from the earlier surface is a pose or a hole, not a change of the body. */
export const MAX_CHANGE_MM = 60;
/**
 * The closest earlier point must lie along the surface's normal, not off to the side of an edge: beyond this angle
 * (cosine) the later point faces a hole's rim or a limb held elsewhere.
 */
const MIN_FACING = 0.6;

export type BodyChange = {
  alignment: Alignment;
  /** Per later vertex, mm, or NOT_COMPARED. */
  distances: Int16Array;
  /** The later mesh's triangles (for areas and volumes). */
  positions: Float32Array;
  indices: Uint32Array;
};

/** The change from `earlier` to `later`, both GLB files as the scanner sent them. */
export async function bodyChange(earlierGlb: Uint8Array, laterGlb: Uint8Array): Promise<BodyChange> {
  const [earlierMesh, later] = await Promise.all([readGlb(earlierGlb), readGlb(laterGlb)]);
  const earlier = surfaceOf(earlierMesh.positions, earlierMesh.indices);
  const alignment = align(earlier, later.positions);
  const laterNormals = vertexNormals(later.positions, later.indices);
  const distances = new Int16Array(later.positions.length / 3);
  const moved = new Vector3();
  const movedNormal = new Vector3();
  const normal = new Vector3();
  const hit = { point: new Vector3(), distance: 0, faceIndex: 0 };
  const turnOnly = { turn: alignment.turn, shift: [0, 0, 0] as [number, number, number] };
  for (let v = 0; v < distances.length; v++) {
    const p = later.positions;
    apply(alignment, p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!, moved);
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
  return { alignment, distances, positions: later.positions, indices: later.indices };
}
