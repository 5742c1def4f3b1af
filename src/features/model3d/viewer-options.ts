// What both 3D viewers ask of their scene (mount-scene.ts): `ready` at the first frame, the person's reduced-motion
// setting, and frame times for `npm run bench:3d` where `data-bench` on <html> or `?bench` in the address asks for them
// (nothing is kept otherwise).
import type { SceneOptions } from './mount-scene.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type Recorded = Record<string, number[] | undefined>;

/** `name`: where bench:3d reads the frames (`__<name>Frames`, `__<name>RenderMs` on window). */
export function viewerOptions(name: 'spine' | 'avatar' | 'change' | 'timelapse', ready: () => void): SceneOptions {
  const bench = document.documentElement.hasAttribute('data-bench') || new URLSearchParams(window.location.search).has('bench');
  const recorded = window as unknown as Recorded;
  const frames: number[] | null = bench ? (recorded[`__${name}Frames`] = []) : null;
  const renderTimes: number[] | null = bench ? (recorded[`__${name}RenderMs`] = []) : null;
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let shown = false;
  return {
    onFrame: (renderMs) => {
      frames?.push(performance.now());
      renderTimes?.push(renderMs);
      if (shown) return;
      shown = true;
      ready();
    },
    reducedMotion: () => reducedMotion.matches,
  };
}
