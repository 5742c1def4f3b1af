import type { Subject } from '../scan/sections.ts';
import { SCANNER_VERTICES } from '../scan/glb.ts';
import { seededRng, type Rng } from './random.ts';
import { encodeGlb } from './glb-encode.ts';

/** A horizontal elliptical cross-section: centre (x, y, z) in metres, half-axes rx (left-right) and rz (front-back). */
type Ring = { x: number; y: number; z: number; rx: number; rz: number };

/** The body's parts, one list: a vertex's part is its index here (tests and the change's checks read it). */
export const MESH_PARTS = ['torso', 'neck', 'head', 'leg', 'arm'] as const;
export type MeshPart = (typeof MESH_PARTS)[number];

/** Triangles (metres), with each vertex's part (an index into MESH_PARTS). */
export type Geometry = { positions: number[]; indices: number[]; parts: number[] };

export type Girths = { chest: number; waist: number; hip: number; thigh: number; calf: number; upperArm: number; neck: number };

/** Where and how the person stood on the platform: metres, degrees. */
export type Pose = {
  shiftX: number;
  shiftZ: number;
  /** About the vertical axis. */
  turnDeg: number;
  /** Both arms away from the body (abduction), beyond the usual stance. */
  armDeg: number;
};

/** The torso's surface moved out by `mm` between two heights (fractions of the person's height), with a soft edge. */
export type Grow = { fromY: number; toY: number; mm: number; edgeM?: number };

export type MeshOptions = {
  /** About how many vertices (default: the light mesh, about 2,000). A real scanner's: 50,000–300,000. */
  vertices?: number;
  /**
   * A fresh reconstruction's sampling of the same surface: how many rings and segments, where each ring starts, are
   * drawn from it, so no vertex of one scan matches one of another. Without it: the regular sampling.
   */
  topology?: Rng;
  pose?: Partial<Pose>;
  grow?: Grow[];
};

/**
 * A scan as a real scanner makes it, from `rng`: `vertices` in a fresh reconstruction, the person standing up to 3 cm
 * off the mark either way, turned up to 4°, arms up to 3° further out or in than the stance asks.
 */
export function scannerMesh(rng: Rng, vertices = SCANNER_VERTICES): MeshOptions {
  const spread = (half: number) => (rng() * 2 - 1) * half;
  return { vertices, topology: rng, pose: { shiftX: spread(0.03), shiftZ: spread(0.03), turnDeg: spread(4), armDeg: spread(3) } };
}

/** How far the arms are held from the body in the scanner's stance (degrees, about the shoulder). */
const STANCE_ARM_DEG = 12;

/** The light mesh's vertex count at density 1 (the regular sampling below). */
const BASE_VERTICES = 2022;

// Half-axes of an ellipse with a given circumference (cm → m) and aspect (rx:rz); Ramanujan's approximation inverted loosely.
function axes(girthCm: number, aspect: number): { rx: number; rz: number } {
  const r = girthCm / 100 / (2 * Math.PI);
  const k = Math.sqrt(aspect);
  return { rx: r * k, rz: r / k };
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpRing = (a: Ring, b: Ring, t: number): Ring => ({
  x: lerp(a.x, b.x, t),
  y: lerp(a.y, b.y, t),
  z: lerp(a.z, b.z, t),
  rx: lerp(a.rx, b.rx, t),
  rz: lerp(a.rz, b.rz, t),
});
const smoothstep = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/** How one build samples the surface: density (per axis), the fresh topology's randomness, the torso's offset. */
type Sampling = { scale: number; topology: Rng | undefined; offset: (y: number) => number };

/** A count scaled by the density, drawn ±8 % for a fresh topology. */
function count(base: number, sampling: Sampling, min: number): number {
  const jitter = sampling.topology ? 0.92 + 0.16 * sampling.topology() : 1;
  return Math.max(min, Math.round(base * sampling.scale * jitter));
}

/**
 * Lofts rings into a closed tube; ends are closed by collapsing to the first/last ring centre. Every key ring is
 * sampled as it is (the surface bends there); between two, the rings fall where the topology draws them.
 */
function loft(geo: Geometry, keyRings: Ring[], baseSegments: number, subdivide: number, part: MeshPart, sampling: Sampling): void {
  const { topology } = sampling;
  const segments = count(baseSegments, sampling, 6);
  const rings: Array<Ring & { phase: number }> = [];
  const phase = () => (topology ? (topology() * Math.PI * 2) / segments : 0);
  for (let i = 0; i < keyRings.length - 1; i++) {
    const steps = count(subdivide, sampling, 1);
    for (let s = 0; s < steps; s++) {
      const t = s === 0 ? 0 : (s + (topology ? (topology() - 0.5) * 0.6 : 0)) / steps;
      rings.push({ ...lerpRing(keyRings[i]!, keyRings[i + 1]!, t), phase: phase() });
    }
  }
  rings.push({ ...keyRings[keyRings.length - 1]!, phase: phase() });
  const base = geo.positions.length / 3;
  const partIndex = MESH_PARTS.indexOf(part);
  for (const ring of rings) {
    const out = part === 'torso' ? sampling.offset(ring.y) : 0;
    for (let s = 0; s < segments; s++) {
      const a = ring.phase + (s / segments) * Math.PI * 2;
      const [c, n] = [Math.cos(a), Math.sin(a)];
      // The ring's outward normal in the horizontal plane, for the torso's offset.
      const [nx, nz] = [c / ring.rx, n / ring.rz];
      const len = Math.hypot(nx, nz) || 1;
      geo.positions.push(ring.x + c * ring.rx + (out * nx) / len, ring.y, ring.z + n * ring.rz + (out * nz) / len);
      geo.parts.push(partIndex);
    }
  }
  for (let r = 0; r < rings.length - 1; r++) {
    for (let s = 0; s < segments; s++) {
      const a = base + r * segments + s;
      const b = base + r * segments + ((s + 1) % segments);
      const c = a + segments;
      const d = b + segments;
      // Counter-clockwise seen from outside (rings go upwards, angle runs from +x towards +z).
      geo.indices.push(a, c, b, b, c, d);
    }
  }
  const capBottom = geo.positions.length / 3;
  const first = rings[0]!;
  const last = rings[rings.length - 1]!;
  geo.positions.push(first.x, first.y, first.z, last.x, last.y, last.z);
  geo.parts.push(partIndex, partIndex);
  const topRow = base + (rings.length - 1) * segments;
  for (let s = 0; s < segments; s++) {
    const n = (s + 1) % segments;
    geo.indices.push(capBottom, base + s, base + n);
    geo.indices.push(capBottom + 1, topRow + n, topRow + s);
  }
}

function limbRings(points: Array<[number, number, number, number, number]>): Ring[] {
  return points.map(([x, y, z, rx, rz]) => ({ x, y, z, rx, rz }));
}

/** The torso's outward offset (metres) at height y, from `grow`. */
function offsetOf(grow: Grow[], H: number): (y: number) => number {
  return (y) =>
    grow.reduce((sum, g) => {
      const [lo, hi, edge] = [g.fromY * H, g.toY * H, g.edgeM ?? 0.01];
      const w = y < lo ? smoothstep(1 - (lo - y) / edge) : y > hi ? smoothstep(1 - (y - hi) / edge) : 1;
      return sum + (g.mm / 1000) * w;
    }, 0);
}

/** Rotates the vertices of `part` from `first` on about the z axis through (px, py) by `deg`. */
function rotateZ(geo: Geometry, first: number, last: number, px: number, py: number, deg: number): void {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  for (let v = first; v < last; v++) {
    const [x, y] = [geo.positions[v * 3]! - px, geo.positions[v * 3 + 1]! - py];
    geo.positions[v * 3] = px + x * c - y * s;
    geo.positions[v * 3 + 1] = py + x * s + y * c;
  }
}

/**
 * Builds the body's triangles (metres, y up, feet at y = 0, facing +z, then posed). With `vertices`, a first build
 * at the estimated density is counted and, when it misses by more than 2 %, built again at the corrected one (the
 * ends and the smallest tubes do not scale with it).
 */
export function buildBodyGeometry(subject: Subject, g: Girths, options: MeshOptions = {}): Geometry {
  const seed = options.topology ? Math.floor(options.topology() * 2 ** 31) : null;
  const build = (scale: number) => buildAt(subject, g, options, { scale, topology: seed === null ? undefined : seededRng(seed) });
  const target = options.vertices ?? BASE_VERTICES;
  const first = build(Math.sqrt(target / BASE_VERTICES));
  const made = first.positions.length / 3;
  return Math.abs(made / target - 1) <= 0.02 ? first : build(Math.sqrt(target / BASE_VERTICES) * Math.sqrt(target / made));
}

function buildAt(subject: Subject, g: Girths, options: MeshOptions, drawn: Pick<Sampling, 'scale' | 'topology'>): Geometry {
  const H = subject.heightCm / 100;
  const geo: Geometry = { positions: [], indices: [], parts: [] };
  const sampling: Sampling = { ...drawn, offset: offsetOf(options.grow ?? [], H) };
  const hip = axes(g.hip, 1.35);
  const waist = axes(g.waist, 1.35);
  const chest = axes(g.chest, 1.5);
  const thigh = axes(g.thigh, 1.05);
  const calf = axes(g.calf, 1.0);
  const knee = axes(g.calf * 1.02, 1.0);
  const ankle = axes(g.calf * 0.6, 1.0);
  const arm = axes(g.upperArm, 1.0);
  const neck = axes(g.neck, 1.0);
  const shoulderHalf = Math.max(chest.rx * 1.15, 0.12 * H);
  // Each tube as a solid, to carve away what lies inside another (a scanner sees only the outer surface).
  const solids: Solid[] = [];
  const tube = (keyRings: Ring[], segments: number, subdivide: number, part: MeshPart) => {
    const first = geo.positions.length / 3;
    loft(geo, keyRings, segments, subdivide, part, sampling);
    const solid: Solid = { keyRings, first, last: geo.positions.length / 3, part, turn: null };
    solids.push(solid);
    return solid;
  };

  tube(
    [
      { x: 0, y: 0.45 * H, z: 0, rx: hip.rx * 0.5, rz: hip.rz * 0.5 },
      { x: 0, y: 0.47 * H, z: 0, rx: hip.rx * 0.95, rz: hip.rz * 0.9 },
      { x: 0, y: 0.52 * H, z: 0, rx: hip.rx, rz: hip.rz },
      { x: 0, y: 0.62 * H, z: 0, rx: waist.rx, rz: waist.rz },
      { x: 0, y: 0.72 * H, z: 0, rx: chest.rx, rz: chest.rz },
      { x: 0, y: 0.79 * H, z: 0, rx: shoulderHalf, rz: chest.rz * 0.85 },
      { x: 0, y: 0.815 * H, z: 0, rx: shoulderHalf * 0.75, rz: chest.rz * 0.6 },
      { x: 0, y: 0.83 * H, z: 0, rx: neck.rx * 1.3, rz: neck.rz * 1.3 },
    ],
    28,
    3,
    'torso',
  );
  tube(
    [
      { x: 0, y: 0.81 * H, z: 0, rx: neck.rx * 0.9, rz: neck.rz * 0.9 },
      { x: 0, y: 0.83 * H, z: 0, rx: neck.rx, rz: neck.rz },
      { x: 0, y: 0.87 * H, z: 0.005, rx: neck.rx * 0.95, rz: neck.rz * 0.95 },
      { x: 0, y: 0.885 * H, z: 0.01, rx: neck.rx * 0.7, rz: neck.rz * 0.7 },
    ],
    16,
    1,
    'neck',
  );
  // Head: an ellipsoid lofted from latitude rings.
  const headRings: Ring[] = [];
  const headC = 0.937 * H;
  const [hy, hx, hz] = [0.063 * H, 0.044 * H, 0.055 * H];
  for (let i = 1; i < 14; i++) {
    const phi = Math.PI * (1 - i / 14);
    headRings.push({ x: 0, y: headC + Math.cos(phi) * hy, z: 0.012, rx: Math.sin(phi) * hx, rz: Math.sin(phi) * hz });
  }
  tube(headRings, 24, 1, 'head');
  for (const side of [-1, 1]) {
    const lx = side * hip.rx * 0.48;
    tube(
      limbRings([
        [lx * 1.05, 0.0, 0.03, ankle.rx * 0.9, ankle.rz * 1.9],
        [lx * 1.05, 0.025 * H, 0.02, ankle.rx * 1.1, ankle.rz * 1.6],
        [lx * 1.02, 0.05 * H, 0, ankle.rx, ankle.rz],
        [lx, 0.17 * H, 0, calf.rx, calf.rz],
        [lx, 0.28 * H, 0, knee.rx * 0.95, knee.rz * 0.95],
        [lx, 0.38 * H, 0, thigh.rx * 0.8, thigh.rz * 0.8],
        [lx, 0.47 * H, 0, thigh.rx, thigh.rz],
        [lx * 0.9, 0.5 * H, 0, thigh.rx * 0.8, thigh.rz * 0.8],
      ]),
      20,
      2,
      'leg',
    );
    const ax = side * (shoulderHalf - arm.rx * 0.6);
    const armSolid = tube(
      limbRings([
        [ax + side * 0.035 * H, 0.38 * H, 0.02, arm.rx * 0.35, arm.rz * 0.55],
        [ax + side * 0.035 * H, 0.41 * H, 0.02, arm.rx * 0.5, arm.rz * 0.7],
        [ax + side * 0.032 * H, 0.48 * H, 0.01, arm.rx * 0.5, arm.rz * 0.6],
        [ax + side * 0.02 * H, 0.62 * H, 0, arm.rx * 0.75, arm.rz * 0.8],
        [ax + side * 0.005 * H, 0.72 * H, 0, arm.rx, arm.rz],
        [ax, 0.79 * H, 0, arm.rx * 1.05, arm.rz * 1.1],
        [ax * 0.95, 0.815 * H, 0, arm.rx * 0.6, arm.rz * 0.7],
      ]),
      16,
      2,
      'arm',
    );
    // The stance scanners ask for: arms a little away from the body (an A pose), swung out about the shoulder; a pose's
    // armDeg more (or less).
    armSolid.turn = { px: ax, py: 0.79 * H, deg: side * (STANCE_ARM_DEG + (options.pose?.armDeg ?? 0)) };
    rotateZ(geo, armSolid.first, armSolid.last, ax, 0.79 * H, armSolid.turn.deg);
  }
  const outer = carveInterior(geo, solids, sampling.offset);
  place(outer, options.pose ?? {});
  return outer;
}

/** A lofted tube as a solid: its key rings (before an arm's swing), its vertices, its swing about the shoulder. */
type Solid = { keyRings: Ring[]; first: number; last: number; part: MeshPart; turn: { px: number; py: number; deg: number } | null };

/** Whether (x, y, z) lies inside `solid`, more than 1 mm from its surface (the torso's offset counted). */
function inside(solid: Solid, x: number, y: number, z: number, offset: (y: number) => number): boolean {
  if (solid.turn) {
    const [c, s] = [Math.cos((-solid.turn.deg * Math.PI) / 180), Math.sin((-solid.turn.deg * Math.PI) / 180)];
    const [dx, dy] = [x - solid.turn.px, y - solid.turn.py];
    [x, y] = [solid.turn.px + dx * c - dy * s, solid.turn.py + dx * s + dy * c];
  }
  const rings = solid.keyRings;
  for (let i = 0; i < rings.length - 1; i++) {
    const [a, b] = [rings[i]!, rings[i + 1]!];
    if (y < Math.min(a.y, b.y) || y > Math.max(a.y, b.y) || a.y === b.y) continue;
    const ring = lerpRing(a, b, (y - a.y) / (b.y - a.y));
    const grown = solid.part === 'torso' ? offset(y) : 0;
    const [rx, rz] = [ring.rx + grown - 0.001, ring.rz + grown - 0.001];
    return rx > 0 && rz > 0 && ((x - ring.x) / rx) ** 2 + ((z - ring.z) / rz) ** 2 < 1;
  }
  return false;
}

/**
 * The outer surface only: a triangle wholly inside another tube goes (the tops of the legs in the hips, the shoulders'
 * ends of the arms, the neck's foot), and so do vertices no triangle uses any more. Where tubes meet, the triangles
 * that cross keep the surface closed, as a scanner's reconstruction is.
 */
function carveInterior(geo: Geometry, solids: Solid[], offset: (y: number) => number): Geometry {
  const n = geo.positions.length / 3;
  const hidden = new Uint8Array(n);
  for (const solid of solids) {
    for (let v = solid.first; v < solid.last; v++) {
      const [x, y, z] = [geo.positions[v * 3]!, geo.positions[v * 3 + 1]!, geo.positions[v * 3 + 2]!];
      if (solids.some((other) => other !== solid && inside(other, x, y, z, offset))) hidden[v] = 1;
    }
  }
  const kept = new Int32Array(n).fill(-1);
  const out: Geometry = { positions: [], indices: [], parts: [] };
  const keep = (v: number) => {
    if (kept[v] === -1) {
      kept[v] = out.positions.length / 3;
      out.positions.push(geo.positions[v * 3]!, geo.positions[v * 3 + 1]!, geo.positions[v * 3 + 2]!);
      out.parts.push(geo.parts[v]!);
    }
    return kept[v]!;
  };
  for (let i = 0; i < geo.indices.length; i += 3) {
    const [a, b, c] = [geo.indices[i]!, geo.indices[i + 1]!, geo.indices[i + 2]!];
    // Only a triangle wholly inside goes: one that crosses into another tube keeps the surface closed where they meet.
    if (hidden[a] && hidden[b] && hidden[c]) continue;
    out.indices.push(keep(a), keep(b), keep(c));
  }
  return out;
}

/** Turns the body about the vertical axis and shifts it on the platform. */
function place(geo: Geometry, pose: Partial<Pose>): void {
  const turn = ((pose.turnDeg ?? 0) * Math.PI) / 180;
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  const [dx, dz] = [pose.shiftX ?? 0, pose.shiftZ ?? 0];
  if (!turn && !dx && !dz) return;
  for (let v = 0; v < geo.positions.length; v += 3) {
    const [x, z] = [geo.positions[v]!, geo.positions[v + 2]!];
    // Counter-clockwise seen from above (+y): +x turns towards -z.
    geo.positions[v] = x * c + z * s + dx;
    geo.positions[v + 2] = -x * s + z * c + dz;
  }
}

export function buildBodyGlb(subject: Subject, girths: Girths, options: MeshOptions = {}): Buffer {
  const geo = buildBodyGeometry(subject, girths, options);
  return encodeGlb(geo.positions, geo.indices);
}
