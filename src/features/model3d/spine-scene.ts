// The 3D spine's scene: the vertebrae and discs where the measurement puts them, on the shared turntable.
import { DirectionalLight, HemisphereLight } from 'three';
import { buildSpineModel } from './spine-model.ts';
import { layoutSpine, type VertebraInput } from './spine-layout.ts';
import { mountTurntable, type TurntableController, type TurntableOptions } from './turntable.ts';

export type SpineController = TurntableController;
export type MountSpineOptions = TurntableOptions;

/** Mounts the spine into `host`; returns its controller, or null when WebGL is unavailable. */
export function mountSpine(
  host: HTMLElement,
  vertebrae: readonly VertebraInput[],
  options: MountSpineOptions = {},
): SpineController | null {
  const model = buildSpineModel(layoutSpine(vertebrae));
  const key = new DirectionalLight(0xffffff, 2.1);
  key.position.set(1.2, 1.6, 2.4);
  const fill = new DirectionalLight(0xe6eef6, 0.7);
  fill.position.set(-2, -0.4, 1);
  // The spine turns about its own vertical line (the vertebrae's x = z = 0), not the middle of its curve's box.
  return mountTurntable(
    host,
    {
      object: model.group,
      lights: [new HemisphereLight(0xffffff, 0xcdc6bb, 1.5), key, fill],
      canvasAspect: 0.55,
      fov: 24,
      axis: 'origin',
      dispose: model.dispose,
    },
    options,
  );
}

export type { Pose, SpineView } from './spine-layout.ts';
