// Before/after pictures of the body-shape prediction from the person's own 3D mesh: the mesh as scanned, and a copy
// whose every height is widened or narrowed by the predicted girth ratio there (girth ∝ width for a cross-section
// that keeps its shape), both drawn from the front in one light. three.js loads only here and on the 3D screens.
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  Mesh,
  MeshStandardMaterial,
  OrthographicCamera,
  Scene,
  WebGLRenderer,
  type BufferGeometry,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

export type ShapeRenderer = {
  /** A PNG (data URL) of the body with each height's width scaled by `scale(fraction of height from the floor)`. */
  draw(scale: (fraction: number) => number): string;
  dispose(): void;
};

/** Parses the mesh once; null when WebGL is unavailable. Rejects on a broken mesh. */
export async function createShapeRenderer(glb: ArrayBuffer, size: { width: number; height: number }): Promise<ShapeRenderer | null> {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  } catch {
    return null;
  }
  renderer.setPixelRatio(1);
  renderer.setSize(size.width, size.height, false);
  const gltf = await new GLTFLoader().parseAsync(glb, '');
  const material = new MeshStandardMaterial({ color: new Color('#0f7b6c'), roughness: 0.6, metalness: 0 });
  const meshes: Array<{ geometry: BufferGeometry; original: Float32Array }> = [];
  gltf.scene.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.material = material;
    const geometry = node.geometry as BufferGeometry;
    meshes.push({ geometry, original: Float32Array.from(geometry.getAttribute('position').array as ArrayLike<number>) });
  });
  gltf.scene.updateMatrixWorld(true);
  const box = new Box3().setFromObject(gltf.scene);
  const [cx, cz] = [(box.min.x + box.max.x) / 2, (box.min.z + box.max.z) / 2];
  const height = Math.max(1e-6, box.max.y - box.min.y);

  const scene = new Scene();
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1, 2, 3);
  scene.add(gltf.scene, new AmbientLight(0xffffff, 1.2), key);
  // Room for a body up to 25 % wider than today's, in the canvas's proportions.
  const halfHeight = (height / 2) * 1.04;
  const halfWidth = Math.max(halfHeight * (size.width / size.height), ((box.max.x - box.min.x) / 2) * 1.25);
  // The frustum is relative to the camera, which looks at the body's middle from the front.
  const camera = new OrthographicCamera(-halfWidth, halfWidth, halfHeight, -halfHeight, 0.01, 100);
  camera.position.set(cx, (box.min.y + box.max.y) / 2, box.max.z + 10);
  camera.lookAt(cx, (box.min.y + box.max.y) / 2, cz);

  return {
    draw(scale) {
      for (const { geometry, original } of meshes) {
        const position = geometry.getAttribute('position');
        const array = position.array as Float32Array;
        for (let i = 0; i < array.length; i += 3) {
          const factor = scale((original[i + 1]! - box.min.y) / height);
          array[i] = cx + (original[i]! - cx) * factor;
          array[i + 1] = original[i + 1]!;
          array[i + 2] = cz + (original[i + 2]! - cz) * factor;
        }
        position.needsUpdate = true;
        geometry.computeVertexNormals();
      }
      renderer.render(scene, camera);
      return renderer.domElement.toDataURL('image/png');
    },
    dispose() {
      for (const { geometry } of meshes) geometry.dispose();
      material.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
