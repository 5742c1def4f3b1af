// The turntable's two scenes, built where they are drawn: in the turntable's worker (turntable.worker.ts), or on the
// page where a worker cannot draw (mount-scene.ts). The spine: the vertebrae and discs where the measurement puts
// them. The avatar: the scanner's mesh (glTF) in one soft material. The change between two scans: change-scene.ts.
import { AmbientLight, Color, DirectionalLight, HemisphereLight, Mesh, MeshStandardMaterial, type BufferGeometry } from 'three';
import { parseGlb } from './gltf.ts';
import { buildSpineModel } from './spine-model.ts';
import { layoutSpine, type VertebraInput } from './spine-layout.ts';
import type { TurntableModel } from './turntable-stage.ts';
import { CANVAS_ASPECT, type TurntableScene } from './scene-kinds.ts';
import { changeModel } from './change-scene.ts';
import { timeLapseModel } from './timelapse-scene.ts';

export function spineModel(vertebrae: readonly VertebraInput[]): TurntableModel {
  const model = buildSpineModel(layoutSpine(vertebrae));
  const key = new DirectionalLight(0xffffff, 2.1);
  key.position.set(1.2, 1.6, 2.4);
  const fill = new DirectionalLight(0xe6eef6, 0.7);
  fill.position.set(-2, -0.4, 1);
  // The spine turns about its own vertical line (the vertebrae's x = z = 0), not the middle of its curve's box.
  return {
    object: model.group,
    lights: [new HemisphereLight(0xffffff, 0xcdc6bb, 1.5), key, fill],
    canvasAspect: CANVAS_ASPECT.spine,
    fov: 24,
    axis: 'origin',
    dispose: model.dispose,
  };
}

/** The avatar from the scanner's mesh, or the body made from it for the phone; rejects on a broken mesh. */
export async function avatarModel(glb: ArrayBuffer): Promise<TurntableModel> {
  const gltf = await parseGlb(glb);
  const material = new MeshStandardMaterial({ color: new Color('#c9d6d1'), roughness: 0.55, metalness: 0.05 });
  const geometries: BufferGeometry[] = [];
  gltf.scene.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    const previous = node.material as MeshStandardMaterial | MeshStandardMaterial[];
    for (const old of Array.isArray(previous) ? previous : [previous]) old.dispose();
    node.material = material;
    const geometry = node.geometry as BufferGeometry;
    // The body for the phone comes without normals (the server leaves them out): worked out here.
    if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
    geometries.push(geometry);
  });
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1.5, 2, 2.5);
  const rim = new DirectionalLight(0xbfe8df, 1.2);
  rim.position.set(-2, 1, -2);
  return {
    object: gltf.scene,
    lights: [new AmbientLight(0xffffff, 1.1), key, rim],
    canvasAspect: CANVAS_ASPECT.avatar,
    fov: 30,
    axis: 'middle',
    dispose: () => {
      geometries.forEach((geometry) => geometry.dispose());
      material.dispose();
    },
  };
}

export function modelOf(scene: TurntableScene): Promise<TurntableModel> {
  switch (scene.kind) {
    case 'spine':
      return Promise.resolve(spineModel(scene.vertebrae));
    case 'avatar':
      return avatarModel(scene.glb);
    case 'change':
      return changeModel(scene.glb, scene.bands, scene.mode, scene.earlierOnRight);
    case 'timelapse':
      return timeLapseModel(scene.glb, scene.at);
  }
}
