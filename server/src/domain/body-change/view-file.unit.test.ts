// The change's file for the phone (view-file.ts), read back as the app reads it (three's GLTFLoader with the meshopt
// decoder): every change as computed, every vertex where the change was measured (the later body laid onto the
// earlier) within the quantization's 0.1 mm, simplified for the phone, in a fraction of the scanner files' bytes.
import { describe, expect, it } from 'vitest';
import { Mesh, Vector3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { buildBodyGeometry, type MeshOptions } from '../../simulator/mesh.ts';
import { encodeGlb } from '../../simulator/glb-encode.ts';
import { seededRng } from '../../simulator/random.ts';
import { apply } from './align.ts';
import { bodyChange } from './change.ts';
import { BODY_REGIONS, NOT_COMPARED, NO_REGION } from '#shared/body-change.ts';
import { readGlb } from './surface.ts';
import { changeViewFile, VIEW_NODES } from './view-file.ts';

const subject = { sex: 'male' as const, heightCm: 181, age: 29 };
const girths = { chest: 101, waist: 84, hip: 98, thigh: 58, calf: 38, upperArm: 33, neck: 39 };
const bodyGlb = (options: MeshOptions) => {
  const geometry = buildBodyGeometry(subject, girths, options);
  return encodeGlb(geometry.positions, geometry.indices);
};

/** The measured vertex each drawn vertex of `mesh` is (its index in `measured`), failing on one that is none. */
function measuredVertices(mesh: Mesh, measured: Float32Array): number[] {
  // A grid of 1 mm cells over the measured vertices; a drawn vertex is looked for in its cell and those around it.
  const cell = (x: number) => Math.round(x * 1000);
  const grid = new Map<string, number[]>();
  for (let v = 0; v < measured.length / 3; v++) {
    const key = [0, 1, 2].map((k) => cell(measured[v * 3 + k]!)).join();
    grid.set(key, [...(grid.get(key) ?? []), v]);
  }
  const drawn = new Vector3();
  const position = mesh.geometry.getAttribute('position');
  return Array.from({ length: position.count }, (_, i) => {
    drawn.fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld);
    const [cx, cy, cz] = [drawn.x, drawn.y, drawn.z].map(cell) as [number, number, number];
    let best = -1;
    let bestMm = Infinity;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++)
          for (const v of grid.get([cx + dx, cy + dy, cz + dz].join()) ?? []) {
            const mm = Math.hypot(measured[v * 3]! - drawn.x, measured[v * 3 + 1]! - drawn.y, measured[v * 3 + 2]! - drawn.z) * 1000;
            if (mm < bestMm) [best, bestMm] = [v, mm];
          }
    expect(bestMm, `drawn vertex ${i}`).toBeLessThan(0.15);
    return best;
  });
}

describe('the change as the phone gets it', () => {
  it('carries both bodies, simplified, the later laid onto the earlier, and each kept vertex’s own change', async () => {
    const glb = (seed: number, options: MeshOptions = {}) => bodyGlb({ vertices: 8000, topology: seededRng(seed), ...options });
    const earlierGlb = glb(1);
    const laterGlb = glb(2, { pose: { turnDeg: -4, shiftX: 0.03, armDeg: 6 }, grow: [{ fromY: 0.5, toY: 0.6, mm: 15 }] });
    const change = await bodyChange(earlierGlb, laterGlb);
    // Some vertices are not compared (the arms held further out): the file says so too.
    expect(change.distances.includes(NOT_COMPARED)).toBe(true);
    const [earlier, later] = await Promise.all([readGlb(earlierGlb), readGlb(laterGlb)]);
    const file = await changeViewFile(earlier, later, change.distances, change.vertexRegions, change.alignment, 3000);
    expect(file.length).toBeLessThan((earlierGlb.length + laterGlb.length) / 8);

    const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(file.slice().buffer, '');
    gltf.scene.updateMatrixWorld(true);
    const [earlierMesh, laterMesh] = [VIEW_NODES.earlier, VIEW_NODES.later].map((name) => gltf.scene.getObjectByName(name) as Mesh);
    for (const mesh of [earlierMesh!, laterMesh!]) {
      const count = mesh.geometry.getAttribute('position').count;
      expect(count).toBeGreaterThan(2000);
      expect(count).toBeLessThan(4000);
    }

    // Every vertex drawn is one the scanner measured (within the quantization's 0.1 mm), where it was measured (the
    // later body laid onto the earlier), with that vertex's own change.
    const laterAligned = new Float32Array(later.positions.length);
    const at = new Vector3();
    for (let v = 0; v < later.positions.length / 3; v++) {
      apply(change.alignment, later.positions[v * 3]!, later.positions[v * 3 + 1]!, later.positions[v * 3 + 2]!, at);
      laterAligned.set([at.x, at.y, at.z], v * 3);
    }
    const laterFound = measuredVertices(laterMesh!, laterAligned);
    const changed = laterMesh!.geometry.getAttribute('_change_mm');
    expect(laterFound.map((v, i) => changed.getX(i) - change.distances[v]!).filter((d) => d !== 0)).toEqual([]);
    expect(laterFound.some((v) => change.distances[v] === NOT_COMPARED)).toBe(true);
    // And its own region, whose measurement variation is the heat map's neutral band there.
    const region = laterMesh!.geometry.getAttribute('_region');
    expect(laterFound.map((v, i) => region.getX(i) - change.vertexRegions[v]!).filter((d) => d !== 0)).toEqual([]);
    expect(new Set(laterFound.map((v) => change.vertexRegions[v]))).toEqual(new Set([...BODY_REGIONS.keys(), NO_REGION]));
    measuredVertices(earlierMesh!, earlier.positions);
  });

  it('refuses changes or regions that are not one a vertex of the later body', async () => {
    const mesh = await readGlb(bodyGlb({ vertices: 2000 }));
    const count = mesh.positions.length / 3;
    await expect(changeViewFile(mesh, mesh, new Int16Array(3), new Uint8Array(count), { turn: 0, shift: [0, 0, 0] })).rejects.toThrow(
      /one change and region per vertex/,
    );
    await expect(changeViewFile(mesh, mesh, new Int16Array(count), new Uint8Array(3), { turn: 0, shift: [0, 0, 0] })).rejects.toThrow(
      /one change and region per vertex/,
    );
  });
});
