// The 3D spine's scene: the vertebrae and discs where the measurement puts them, lit for the turntable. Built where it
// is drawn: in the spine's worker (spine.worker.ts), or on the page where a worker cannot draw (spine-mount.ts).
import { DirectionalLight, HemisphereLight } from 'three';
import { buildSpineModel } from './spine-model.ts';
import { layoutSpine, SPINE_CANVAS_ASPECT, type VertebraInput } from './spine-layout.ts';
import type { TurntableModel } from './turntable-stage.ts';

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
    canvasAspect: SPINE_CANVAS_ASPECT,
    fov: 24,
    axis: 'origin',
    dispose: model.dispose,
  };
}
