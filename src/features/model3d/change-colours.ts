// The heat map's colours, one list for the body (change-scene.ts, in the turntable's worker) and its legend
// (ChangeLegend.tsx): ColorBrewer's PuOr, a diverging scale that people with any common colour-vision deficiency
// tell apart (purple in, orange out), with no paint at all within the measurement noise. No three.js here.

/** The body's own colour: no change beyond measurement variation. */
export const BODY_RGB = [0xc9, 0xd6, 0xd1] as const;
/**
 * Where the two scans were not compared (arms held otherwise, a hole): hatched in these two greys, a pattern no change
 * takes whatever colours a person sees (HATCH_PX wide stripes on the screen).
 */
export const NOT_COMPARED_RGB = [[0x5c, 0x62, 0x68] as const, [0xee, 0xee, 0xee] as const] as const;
export const HATCH_PX = 4;
/** The overlay's earlier body: a blue no heat map uses, see-through at this opacity. */
export const GHOST_RGB = [0x2f, 0x6f, 0xb0] as const;
export const GHOST_OPACITY = 0.32;
/** At and beyond this the colour is full. */
export const FULL_CHANGE_MM = 30;

type Rgb = readonly [number, number, number];
/** From just beyond the noise to FULL_CHANGE_MM, each side: PuOr's 3 outer classes. */
export const IN_RAMP: readonly Rgb[] = [
  [0xd8, 0xda, 0xeb],
  [0x99, 0x8e, 0xc3],
  [0x54, 0x27, 0x88],
];
export const OUT_RAMP: readonly Rgb[] = [
  [0xfe, 0xe0, 0xb6],
  [0xf1, 0xa3, 0x40],
  [0xb3, 0x58, 0x06],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** The colour for a change of `mm` with `neutralMm` of noise. */
export function changeRgb(mm: number, neutralMm: number): Rgb {
  const size = Math.abs(mm);
  if (size < neutralMm) return BODY_RGB;
  const ramp = mm > 0 ? OUT_RAMP : IN_RAMP;
  const t = Math.min(1, (size - neutralMm) / Math.max(1, FULL_CHANGE_MM - neutralMm)) * (ramp.length - 1);
  const i = Math.min(ramp.length - 2, Math.floor(t));
  return mix(ramp[i]!, ramp[i + 1]!, t - i);
}

export const cssRgb = (rgb: Rgb) => `rgb(${rgb.join(' ')})`;
