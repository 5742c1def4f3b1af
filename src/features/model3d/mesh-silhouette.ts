// The mesh's silhouette (shape-silhouette.ts): three.js's loader parses the GLB, and the triangles seen from the front
// fill the grid. Loaded by the silhouette's worker (silhouette.worker.ts), never by the page where workers exist: three.js
// evaluated on the page's main thread was a long task just after the prediction tab was drawn (docs/performance.md,
// "Figures behind the code").
import { Mesh, Vector3, type BufferGeometry } from 'three';
import { parseGlb } from './gltf.ts';
import { silhouetteOf, type Silhouette, type Size } from './silhouette-grid.ts';

/** Parses the mesh (a GLB) and makes its silhouette in `size`; rejects on a broken mesh. */
export async function meshSilhouette(glb: ArrayBuffer, size: Size): Promise<Silhouette> {
  const gltf = await parseGlb(glb);
  gltf.scene.updateMatrixWorld(true);
  const points: number[] = [];
  const indices: number[] = [];
  const v = new Vector3();
  gltf.scene.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    const geometry = node.geometry as BufferGeometry;
    const position = geometry.getAttribute('position');
    const base = points.length / 2;
    for (let i = 0; i < position.count; i++) {
      v.fromBufferAttribute(position, i).applyMatrix4(node.matrixWorld);
      points.push(v.x, v.y);
    }
    const index = geometry.getIndex();
    const count = index ? index.count : position.count;
    for (let i = 0; i < count; i++) indices.push(base + (index ? index.getX(i) : i));
  });
  if (!indices.length) throw new Error('empty mesh');
  return silhouetteOf(Float32Array.from(points), indices, size);
}
