// The simulator's GLB files, written by hand (positions, smooth normals, indices, one material): what a scanner uploads.
import { vertexNormals } from '../scan/mesh-normals.ts';

const pad4 = (n: number) => (n + 3) & ~3;

/** Writes a binary glTF 2.0 file by hand: 12-byte header, JSON chunk (space-padded), BIN chunk (zero-padded). */
export function encodeGlb(positions: number[], indices: number[]): Buffer {
  const vertexCount = positions.length / 3;
  const pos = new Float32Array(positions);
  const nor = vertexNormals(positions, indices);
  const idx = vertexCount < 65536 ? new Uint16Array(indices) : new Uint32Array(indices);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pos.length; i++) {
    min[i % 3] = Math.min(min[i % 3]!, pos[i]!);
    max[i % 3] = Math.max(max[i % 3]!, pos[i]!);
  }
  const posOffset = 0;
  const norOffset = pos.byteLength;
  const idxOffset = norOffset + nor.byteLength;
  const binLength = pad4(idxOffset + idx.byteLength);
  const json = {
    asset: { version: '2.0', generator: 'Contour mesh.ts' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'body' }],
    meshes: [{ name: 'body', primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0, mode: 4 }] }],
    materials: [
      { name: 'skin', pbrMetallicRoughness: { baseColorFactor: [0.8, 0.82, 0.86, 1], metallicFactor: 0, roughnessFactor: 0.75 } },
    ],
    buffers: [{ byteLength: binLength }],
    bufferViews: [
      { buffer: 0, byteOffset: posOffset, byteLength: pos.byteLength, target: 34962 },
      { buffer: 0, byteOffset: norOffset, byteLength: nor.byteLength, target: 34962 },
      { buffer: 0, byteOffset: idxOffset, byteLength: idx.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: vertexCount, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count: vertexCount, type: 'VEC3' },
      { bufferView: 2, componentType: idx instanceof Uint16Array ? 5123 : 5125, count: idx.length, type: 'SCALAR' },
    ],
  };
  const jsonBytes = Buffer.from(JSON.stringify(json), 'utf8');
  const jsonChunk = Buffer.alloc(pad4(jsonBytes.length), 0x20);
  jsonBytes.copy(jsonChunk);
  const bin = Buffer.alloc(binLength);
  Buffer.from(pos.buffer, pos.byteOffset, pos.byteLength).copy(bin, posOffset);
  Buffer.from(nor.buffer, nor.byteOffset, nor.byteLength).copy(bin, norOffset);
  Buffer.from(idx.buffer, idx.byteOffset, idx.byteLength).copy(bin, idxOffset);

  const total = 12 + 8 + jsonChunk.length + 8 + bin.length;
  const out = Buffer.alloc(total);
  out.writeUInt32LE(0x46546c67, 0); // 'glTF'
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(total, 8);
  out.writeUInt32LE(jsonChunk.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16); // 'JSON'
  jsonChunk.copy(out, 20);
  const binHeader = 20 + jsonChunk.length;
  out.writeUInt32LE(bin.length, binHeader);
  out.writeUInt32LE(0x004e4942, binHeader + 4); // 'BIN\0'
  bin.copy(out, binHeader + 8);
  return out;
}
