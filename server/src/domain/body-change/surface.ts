// A scanned body's surface for the change between two scans: its vertices and triangles (metres), from the scanner's
// GLB (three's GLTFLoader, every mesh of the scene with its node transforms), and a BVH over the triangles
// (three-mesh-bvh) for closest-point queries.
import { BufferAttribute, BufferGeometry, Mesh, Vector3, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshBVH } from 'three-mesh-bvh';
import { vertexNormals } from '../../scan/mesh-normals.ts';

/** A mesh's vertices (x, y, z in metres) and triangles. */
export type MeshData = { positions: Float32Array<ArrayBuffer>; indices: Uint32Array<ArrayBuffer> };

export type Surface = {
  positions: Float32Array;
  indices: Uint32Array;
  /** Per-vertex normals (unit, area-weighted), for the sign of a distance. */
  normals: Float32Array;
  bvh: MeshBVH;
};

/** The GLB's triangles, in the scene's coordinates (every mesh, its node transforms applied). */
export async function readGlb(bytes: Uint8Array): Promise<MeshData> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const gltf = await new GLTFLoader().parseAsync(buffer, '');
  gltf.scene.updateMatrixWorld(true);
  const parts: Array<{ positions: Float32Array; indices: Uint32Array }> = [];
  gltf.scene.traverse((node: Object3D) => {
    if (!(node instanceof Mesh)) return;
    const geometry = (node.geometry as BufferGeometry).clone().applyMatrix4(node.matrixWorld);
    const position = geometry.getAttribute('position');
    const positions = new Float32Array(position.count * 3);
    for (let v = 0; v < position.count; v++) positions.set([position.getX(v), position.getY(v), position.getZ(v)], v * 3);
    const index = geometry.getIndex();
    const indices = index ? Uint32Array.from(index.array) : Uint32Array.from({ length: position.count }, (_, i) => i);
    parts.push({ positions, indices });
  });
  const vertices = parts.reduce((n, p) => n + p.positions.length / 3, 0);
  const positions = new Float32Array(vertices * 3);
  const indices = new Uint32Array(parts.reduce((n, p) => n + p.indices.length, 0));
  let [v0, i0] = [0, 0];
  for (const part of parts) {
    positions.set(part.positions, v0 * 3);
    for (let i = 0; i < part.indices.length; i++) indices[i0 + i] = part.indices[i]! + v0;
    v0 += part.positions.length / 3;
    i0 += part.indices.length;
  }
  return { positions, indices };
}

export function surfaceOf(positions: Float32Array, indices: Uint32Array): Surface {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setIndex(new BufferAttribute(indices, 1));
  return { positions, indices, normals: vertexNormals(positions, indices), bvh: new MeshBVH(geometry) };
}

export type Closest = { point: Vector3; distance: number; faceIndex: number };

/** The surface's normal at a point of triangle `face`, interpolated from its vertices' normals (barycentric). */
export function normalAt(surface: Surface, face: number, point: Vector3, out: Vector3): Vector3 {
  const { positions: p, indices, normals } = surface;
  const [a, b, c] = [indices[face * 3]! * 3, indices[face * 3 + 1]! * 3, indices[face * 3 + 2]! * 3];
  // Barycentric weights from the sub-triangle areas.
  const [v0x, v0y, v0z] = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
  const [v1x, v1y, v1z] = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
  const [v2x, v2y, v2z] = [point.x - p[a]!, point.y - p[a + 1]!, point.z - p[a + 2]!];
  const d00 = v0x * v0x + v0y * v0y + v0z * v0z;
  const d01 = v0x * v1x + v0y * v1y + v0z * v1z;
  const d11 = v1x * v1x + v1y * v1y + v1z * v1z;
  const d20 = v2x * v0x + v2y * v0y + v2z * v0z;
  const d21 = v2x * v1x + v2y * v1y + v2z * v1z;
  const denom = d00 * d11 - d01 * d01 || 1;
  const wb = (d11 * d20 - d01 * d21) / denom;
  const wc = (d00 * d21 - d01 * d20) / denom;
  const wa = 1 - wb - wc;
  out.set(
    wa * normals[a]! + wb * normals[b]! + wc * normals[c]!,
    wa * normals[a + 1]! + wb * normals[b + 1]! + wc * normals[c + 1]!,
    wa * normals[a + 2]! + wb * normals[b + 2]! + wc * normals[c + 2]!,
  );
  return out.normalize();
}
