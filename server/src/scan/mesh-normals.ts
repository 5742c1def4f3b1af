// A mesh's smooth vertex normals: the area-weighted sum of the adjacent faces' normals (their cross products), unit
// length. The simulator writes them into its GLB files; the change between two scans signs its distances with them.

/** Unit normals, three per vertex, of the triangles `indices` over `positions` (x, y, z per vertex). */
export function vertexNormals(positions: ArrayLike<number>, indices: ArrayLike<number>): Float32Array {
  const n = new Float32Array(positions.length);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i]! * 3, indices[i + 1]! * 3, indices[i + 2]! * 3];
    const [ux, uy, uz] = [positions[b]! - positions[a]!, positions[b + 1]! - positions[a + 1]!, positions[b + 2]! - positions[a + 2]!];
    const [vx, vy, vz] = [positions[c]! - positions[a]!, positions[c + 1]! - positions[a + 1]!, positions[c + 2]! - positions[a + 2]!];
    const [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    for (const v of [a, b, c]) {
      n[v] = n[v]! + nx;
      n[v + 1] = n[v + 1]! + ny;
      n[v + 2] = n[v + 2]! + nz;
    }
  }
  for (let v = 0; v < n.length; v += 3) {
    const len = Math.hypot(n[v]!, n[v + 1]!, n[v + 2]!) || 1;
    n[v] = n[v]! / len;
    n[v + 1] = n[v + 1]! / len;
    n[v + 2] = n[v + 2]! / len;
  }
  return n;
}
