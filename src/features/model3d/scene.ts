// The avatar's scene: the scanner's mesh (glTF) on the shared turntable, in one soft material.
import { AmbientLight, Color, DirectionalLight, Mesh, MeshStandardMaterial, type BufferGeometry } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { mountTurntable, type TurntableController, type TurntableOptions } from './turntable.ts';

export type AvatarController = TurntableController;

/** Mounts the avatar into `host`; its controller, or null when WebGL is unavailable. Rejects on a broken mesh. */
export async function mountAvatar(host: HTMLElement, glb: ArrayBuffer, options: TurntableOptions = {}): Promise<AvatarController | null> {
  const gltf = await new GLTFLoader().parseAsync(glb, '');
  const material = new MeshStandardMaterial({ color: new Color('#c9d6d1'), roughness: 0.55, metalness: 0.05 });
  const geometries: BufferGeometry[] = [];
  gltf.scene.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    const previous = node.material as MeshStandardMaterial | MeshStandardMaterial[];
    for (const old of Array.isArray(previous) ? previous : [previous]) old.dispose();
    node.material = material;
    geometries.push(node.geometry as BufferGeometry);
  });
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1.5, 2, 2.5);
  const rim = new DirectionalLight(0xbfe8df, 1.2);
  rim.position.set(-2, 1, -2);
  return mountTurntable(
    host,
    {
      object: gltf.scene,
      lights: [new AmbientLight(0xffffff, 1.1), key, rim],
      canvasAspect: 0.62,
      fov: 30,
      axis: 'middle',
      dispose: () => {
        geometries.forEach((geometry) => geometry.dispose());
        material.dispose();
      },
    },
    options,
  );
}
