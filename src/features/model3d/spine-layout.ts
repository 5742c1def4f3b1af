// The 3D spine's numbers without three.js: where each vertebra goes in the scene, the four views, keyboard and
// drag steps, colours by level. The scanner's vertebrae are centres in metres in the body frame (x to the
// person's right, y up from the floor, z forward); rotationDeg is the axial turn of the vertebra about the
// spine's long axis, positive turning its front toward the person's right (the generator turns a vertebra
// toward the side it has moved to, as in scoliosis).
import type { EnumOf } from '#src/graphql/graphql.ts';

export type SpineLevel = EnumOf<'SpineLevel'>;
export type SpineRegion = EnumOf<'SpineRegion'>;
export type VertebraInput = {
  name: string;
  region: SpineRegion;
  x: number;
  y: number;
  z: number;
  rotationDeg: number;
  level: SpineLevel;
};

export type SpineView = 'FRONT' | 'RIGHT' | 'BACK' | 'LEFT';
export const VIEW_ORDER: readonly SpineView[] = ['FRONT', 'RIGHT', 'BACK', 'LEFT'];

/**
 * The turn of the spine about the vertical axis (degrees) that shows each view; the camera stays in front.
 * Turning by +90° brings the person's right side to the camera, so they face to the viewer's right.
 */
export const VIEW_TURN = { FRONT: 0, RIGHT: 90, BACK: 180, LEFT: 270 } as const satisfies Record<SpineView, number>;

/** One arrow-key press turns the spine this far. */
export const KEY_STEP_DEG = 15;
/** Dragging up or down tilts the spine at most this far toward or away from the viewer. */
export const MAX_TILT_DEG = 20;
/** Dragging across the whole canvas turns the spine this far. */
const TURN_PER_WIDTH_DEG = 270;
const TILT_PER_HEIGHT_DEG = 60;

/**
 * Colour per level: blue for normal, slate for mild, orange for moderate, red for severe. The same hue families
 * as the report's rating chips (blue / slate / orange / red), made lighter so shading keeps them apart, each
 * at least 3:1 against the viewer's background; the level is also always written next to the figure.
 */
export const LEVEL_COLOURS = {
  NORMAL: '#2f73b4',
  MILD: '#7488a3',
  MODERATE: '#d0700f',
  SEVERE: '#a51d1d',
} as const satisfies Record<SpineLevel, string>;
/** The viewer's background (a cool light grey: lit bone colours stand out on it). */
export const VIEWER_BACKGROUND = '#eef0f2';
/** Discs, the sacrum and guides: not measured, so neutral. */
export const NEUTRAL_COLOUR = '#c4bdb2';

export const normalizeDeg = (deg: number) => ((deg % 360) + 360) % 360;

/** The view the spine is closest to at this turn. */
export function nearestView(turnDeg: number): SpineView {
  return VIEW_ORDER[Math.round(normalizeDeg(turnDeg) / 90) % 4]!;
}

/** The turn that shows `view`, reached the short way round from `currentDeg` (so no animation spins 270°). */
export function turnTowards(currentDeg: number, view: SpineView): number {
  const delta = normalizeDeg(VIEW_TURN[view] - currentDeg + 180) - 180;
  return currentDeg + delta;
}

export type Pose = { turnDeg: number; tiltDeg: number };

/** The pose after a key press, or null when the key does not turn the spine. */
export function poseAfterKey(key: string, pose: Pose): Pose | null {
  switch (key) {
    case 'ArrowRight':
      return { ...pose, turnDeg: pose.turnDeg + KEY_STEP_DEG };
    case 'ArrowLeft':
      return { ...pose, turnDeg: pose.turnDeg - KEY_STEP_DEG };
    case 'Home':
      return { turnDeg: turnTowards(pose.turnDeg, 'FRONT'), tiltDeg: 0 };
    default:
      return null;
  }
}

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** The pose while dragging: `dx`, `dy` pixels from where the drag started, on a canvas of this size. */
export function poseAfterDrag(start: Pose, dx: number, dy: number, width: number, height: number): Pose {
  return {
    turnDeg: start.turnDeg + (dx / Math.max(1, width)) * TURN_PER_WIDTH_DEG,
    tiltDeg: clamp(start.tiltDeg + (dy / Math.max(1, height)) * TILT_PER_HEIGHT_DEG, -MAX_TILT_DEG, MAX_TILT_DEG),
  };
}

/** Ease in and out over t in 0..1 (the view buttons' turn). */
export const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Each region's vertebra as a fraction of the spine's length (C1 to L5, about 0.32 × body height): the
 * body's lateral radius, height and depth (front to back, as a share of the radius), and its processes.
 */
export const REGION_SHAPE = {
  CERVICAL: { radius: 0.021, height: 0.021, depth: 0.78, spine: { length: 1.2, downDeg: 25 }, transverse: 1.1 },
  THORACIC: { radius: 0.027, height: 0.035, depth: 0.95, spine: { length: 1.9, downDeg: 55 }, transverse: 1.2 },
  LUMBAR: { radius: 0.038, height: 0.036, depth: 0.74, spine: { length: 1.25, downDeg: 12 }, transverse: 1.15 },
} as const satisfies Record<
  SpineRegion,
  { radius: number; height: number; depth: number; spine: { length: number; downDeg: number }; transverse: number }
>;

/** Bodies grow down the spine: the scale of the first and last vertebra of each region around its shape. */
const GROWTH: Record<SpineRegion, [number, number]> = { CERVICAL: [0.85, 1.08], THORACIC: [0.85, 1.12], LUMBAR: [0.94, 1.06] };

export type Vec3 = [number, number, number];
export type PlacedVertebra = {
  name: string;
  region: SpineRegion;
  level: SpineLevel;
  /** Centre in scene units (the spine's length is 1), right-handed: x to the viewer's right in the front view. */
  position: Vec3;
  /** Euler angles (radians, order 'XZY'): forward/back lean, sideways lean, then the axial turn. */
  rotation: Vec3;
  /** Size relative to the region's shape. */
  scale: number;
};
export type PlacedDisc = { position: Vec3; rotation: Vec3; radius: number; thickness: number; depth: number };
export type SpineLayout = {
  vertebrae: PlacedVertebra[];
  discs: PlacedDisc[];
  /** A vertical guide through the first and last vertebra (x 0 and their mean depth): the ideal spine touches it. */
  plumb: { x: number; z: number };
  /** Metres per scene unit. */
  metresPerUnit: number;
};

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** Lean angles (radians) that turn the vertical axis along `tangent` (pointing upward). */
function leanOf(tangent: Vec3): { x: number; z: number } {
  const up = Math.max(1e-9, tangent[1]);
  return { x: Math.atan2(tangent[2], up), z: Math.atan2(-tangent[0], up) };
}

/**
 * Places the vertebrae: centred between the first and last vertebra in height and on their mean depth, kept
 * on the body's midline sideways (so a sideways shift shows against the plumb line), scaled so the spine is
 * 1 unit long. The body frame's x is the person's right; the scene mirrors it (x → −x) so that the person faces
 * the camera at turn 0 with their right on the viewer's left, as when facing someone.
 */
export function layoutSpine(input: readonly VertebraInput[]): SpineLayout {
  if (input.length === 0) return { vertebrae: [], discs: [], plumb: { x: 0, z: 0 }, metresPerUnit: 1 };
  const top = input[0]!;
  const bottom = input[input.length - 1]!;
  const length = Math.abs(top.y - bottom.y) || 1;
  const midY = (top.y + bottom.y) / 2;
  const meanZ = input.reduce((sum, v) => sum + v.z, 0) / input.length;
  const points: Vec3[] = input.map((v) => [-v.x / length, (v.y - midY) / length, (v.z - meanZ) / length]);
  const index: Record<SpineRegion, { first: number; count: number }> = {
    CERVICAL: { first: -1, count: 0 },
    THORACIC: { first: -1, count: 0 },
    LUMBAR: { first: -1, count: 0 },
  };
  input.forEach((v, i) => {
    const entry = index[v.region];
    if (entry.first < 0) entry.first = i;
    entry.count += 1;
  });

  const vertebrae = input.map((v, i): PlacedVertebra => {
    const above = points[Math.max(0, i - 1)]!;
    const below = points[Math.min(points.length - 1, i + 1)]!;
    const lean = leanOf(sub(above, below));
    const { first, count } = index[v.region];
    const t = count > 1 ? (i - first) / (count - 1) : 0.5;
    const [small, large] = GROWTH[v.region];
    return {
      name: v.name,
      region: v.region,
      level: v.level,
      position: points[i]!,
      rotation: [lean.x, (-v.rotationDeg * Math.PI) / 180, lean.z],
      scale: small + (large - small) * t,
    };
  });

  const discs: PlacedDisc[] = [];
  for (let i = 0; i + 1 < vertebrae.length; i++) {
    const a = vertebrae[i]!;
    const b = vertebrae[i + 1]!;
    const shapeA = REGION_SHAPE[a.region];
    const shapeB = REGION_SHAPE[b.region];
    const between = sub(a.position, b.position);
    const gap = Math.hypot(...between) - (shapeA.height * a.scale) / 2 - (shapeB.height * b.scale) / 2;
    if (gap <= 0.002) continue;
    const lean = leanOf(between);
    discs.push({
      position: [(a.position[0] + b.position[0]) / 2, (a.position[1] + b.position[1]) / 2, (a.position[2] + b.position[2]) / 2],
      rotation: [lean.x, 0, lean.z],
      radius: ((shapeA.radius * a.scale + shapeB.radius * b.scale) / 2) * 0.94,
      depth: (shapeA.depth + shapeB.depth) / 2,
      thickness: gap * 0.92,
    });
  }

  const first = points[0]!;
  const last = points[points.length - 1]!;
  return { vertebrae, discs, plumb: { x: 0, z: (first[2] + last[2]) / 2 }, metresPerUnit: length };
}

/** The vertebrae of each level as runs in spine order, e.g. { SEVERE: ['T3–T8'], NORMAL: ['C1–C2', 'L5'] }. */
export function vertebraRuns(vertebrae: ReadonlyArray<{ name: string; level: SpineLevel }>): Record<SpineLevel, string[]> {
  const runs: Record<SpineLevel, string[]> = { NORMAL: [], MILD: [], MODERATE: [], SEVERE: [] };
  for (let start = 0; start < vertebrae.length;) {
    let end = start;
    while (end + 1 < vertebrae.length && vertebrae[end + 1]!.level === vertebrae[start]!.level) end += 1;
    const first = vertebrae[start]!;
    runs[first.level].push(end === start ? first.name : `${first.name}–${vertebrae[end]!.name}`);
    start = end + 1;
  }
  return runs;
}

/** WCAG relative luminance of a #rrggbb colour, and the contrast ratio of two colours. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
