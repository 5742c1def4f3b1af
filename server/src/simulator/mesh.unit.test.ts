import { describe, expect, it } from 'vitest';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { Mesh } from 'three';
import { looksLikeGlb } from '../scan/glb.ts';
import { buildBodyGlb } from './mesh.ts';

const glb = buildBodyGlb(
  { sex: 'male', heightCm: 178, age: 34 },
  { chest: 100, waist: 84, hip: 98, thigh: 56, calf: 37, upperArm: 31, neck: 38 },
);

type GltfJson = {
  asset: { version: string };
  accessors: Array<{ count: number; componentType: number; type: string; min?: number[]; max?: number[] }>;
  bufferViews: Array<{ byteOffset: number; byteLength: number }>;
  buffers: Array<{ byteLength: number }>;
  meshes: Array<{ primitives: Array<{ attributes: Record<string, number>; indices: number }> }>;
};

describe('body mesh GLB', () => {
  it('has a valid header, JSON chunk and BIN chunk with consistent accessors', () => {
    expect(looksLikeGlb(glb)).toBe(true);
    expect(glb.subarray(0, 4).toString()).toBe('glTF');
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    const jsonLength = glb.readUInt32LE(12);
    expect(glb.readUInt32LE(16)).toBe(0x4e4f534a);
    expect(jsonLength % 4).toBe(0);
    const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8')) as GltfJson;
    const binStart = 20 + jsonLength;
    const binLength = glb.readUInt32LE(binStart);
    expect(glb.readUInt32LE(binStart + 4)).toBe(0x004e4942);
    expect(binStart + 8 + binLength).toBe(glb.length);
    expect(json.asset.version).toBe('2.0');
    expect(json.buffers[0]!.byteLength).toBe(binLength);
    const prim = json.meshes[0]!.primitives[0]!;
    const pos = json.accessors[prim.attributes['POSITION']!]!;
    const nor = json.accessors[prim.attributes['NORMAL']!]!;
    const idx = json.accessors[prim.indices]!;
    expect(nor.count).toBe(pos.count);
    expect(idx.count % 3).toBe(0);
    const triangles = idx.count / 3;
    expect(triangles).toBeGreaterThanOrEqual(2000);
    expect(triangles).toBeLessThanOrEqual(6000);
    // Height of the figure matches the person’s height; width is human: shoulders ~0.4–0.6 m, the hands a little out (the
    // stance a scanner asks for).
    expect(pos.max![1]! - pos.min![1]!).toBeCloseTo(1.78, 1);
    expect(pos.max![0]! - pos.min![0]!).toBeGreaterThan(0.35);
    expect(pos.max![0]! - pos.min![0]!).toBeLessThan(0.9);
    for (const view of json.bufferViews) expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(binLength);
    expect(looksLikeGlb(Buffer.from('glTF....'))).toBe(false);
  });

  it("loads with three's GLTFLoader in Node", async () => {
    const ab = new Uint8Array(glb).buffer; // a copy: GLTFLoader wants a plain ArrayBuffer
    const gltf = await new GLTFLoader().parseAsync(ab, '');
    const meshes: Mesh[] = [];
    gltf.scene.traverse((o) => {
      if ((o as Mesh).isMesh) meshes.push(o as Mesh);
    });
    expect(meshes).toHaveLength(1);
    const geometry = meshes[0]!.geometry;
    expect(geometry.getAttribute('position').count).toBeGreaterThan(1000);
    expect(geometry.getAttribute('normal').count).toBe(geometry.getAttribute('position').count);
    geometry.computeBoundingBox();
    expect(geometry.boundingBox!.max.y).toBeCloseTo(1.78, 1);
  });
});
