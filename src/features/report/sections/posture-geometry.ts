// Geometry of the posture figure: a body outline built around the measured landmarks (so the outline and the
// dots always agree), the measured lines and their level or plumb references. Figure units: viewBox 0 0 100 160;
// the landmarks come from a square image, so one scale for x and y keeps the angles true.
import type { View } from './posture-text.ts';

export type Point = { x: number; y: number };
export type Landmark = { name: string; x: number; y: number };
/** A stroked path of `width`; `fill` closes it into an area (head, torso). */
export type Shape = { d: string; width: number; fill?: boolean };
export type FigureGeometry = { body: Shape[]; arms: Shape[]; measured: string[]; reference: string[]; dots: Point[] };

export const FIGURE_WIDTH = 100;
export const FIGURE_HEIGHT = 160;

const toFigure = (l: Landmark): Point => ({ x: FIGURE_WIDTH / 2 + (l.x - 0.5) * FIGURE_HEIGHT, y: l.y * FIGURE_HEIGHT });
const f = (n: number) => Math.round(n * 100) / 100;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const add = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy });

/** An open path through the points, or '' when one is missing. */
function path(...points: Array<Point | undefined>): string {
  const known = points.filter((p): p is Point => p !== undefined);
  if (known.length < points.length) return '';
  return known.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join(' ');
}

/** An ellipse turned by `angle` radians, as path data (an arc pair). */
function ellipse(c: Point, rx: number, ry: number, angle: number): string {
  const dx = Math.cos(angle) * rx;
  const dy = Math.sin(angle) * rx;
  const deg = f((angle * 180) / Math.PI);
  const arc = (to: Point) => ['A', f(rx), f(ry), deg, 1, 0, f(to.x), f(to.y)].join(' ');
  return [['M', f(c.x - dx), f(c.y - dy)].join(' '), arc({ x: c.x + dx, y: c.y + dy }), arc({ x: c.x - dx, y: c.y - dy }), 'Z'].join(' ');
}

const circle = (c: Point, r: number): string => ellipse(c, r, r, 0);

function frontal(p: Record<string, Point | undefined>, u: number): FigureGeometry {
  const { head_top: top, chin } = p;
  const ears = [p.left_ear, p.right_ear];
  const shoulders = [p.left_shoulder, p.right_shoulder];
  const hips = [p.left_hip, p.right_hip];
  const body: Shape[] = [];
  const arms: Shape[] = [];
  const earMid = ears[0] && ears[1] ? mid(ears[0], ears[1]) : undefined;
  if (earMid && ears[0] && ears[1]) {
    // The head turns with the line through the ears.
    const tilt = Math.atan2(ears[1].y - ears[0].y, ears[1].x - ears[0].x);
    const angle = Math.abs(tilt) > Math.PI / 2 ? tilt - Math.PI : tilt;
    body.push({
      d: ellipse(add(earMid, Math.sin(angle) * 0.6 * u, -Math.cos(angle) * 0.6 * u), 4.6 * u, 6.4 * u, angle),
      width: 0,
      fill: true,
    });
  }
  const shoulderMid = shoulders[0] && shoulders[1] ? mid(shoulders[0], shoulders[1]) : undefined;
  body.push({ d: path(chin, shoulderMid), width: 4.6 * u });
  body.push({ d: `${path(shoulders[0], shoulders[1], hips[1], hips[0])} Z`, width: 4 * u, fill: true });
  for (const side of ['left', 'right'] as const) {
    const [hip, knee, ankle] = [p[`${side}_hip`], p[`${side}_knee`], p[`${side}_ankle`]];
    body.push({ d: path(hip, knee), width: 8.6 * u }, { d: path(knee, ankle), width: 5.6 * u });
    if (ankle) body.push({ d: path(ankle, add(ankle, 0, 3 * u)), width: 3.6 * u });
    const [shoulder, elbow, wrist] = [p[`${side}_shoulder`], p[`${side}_elbow`], p[`${side}_wrist`]];
    arms.push({ d: path(shoulder, elbow), width: 4.2 * u }, { d: path(elbow, wrist), width: 3.4 * u });
    if (wrist) arms.push({ d: path(wrist, add(wrist, 0, 3.5 * u)), width: 3.4 * u });
  }
  const ankleMid = p.left_ankle && p.right_ankle ? mid(p.left_ankle, p.right_ankle) : undefined;
  const level = (a: Point | undefined, b: Point | undefined) => {
    if (!a || !b) return '';
    const m = mid(a, b);
    const half = Math.abs(a.x - b.x) / 2 + 5 * u;
    return path({ x: m.x - half, y: m.y }, { x: m.x + half, y: m.y });
  };
  const measured = [path(ears[0], ears[1]), path(shoulders[0], shoulders[1]), path(hips[0], hips[1])];
  for (const side of ['left', 'right'] as const) measured.push(path(p[`${side}_hip`], p[`${side}_knee`], p[`${side}_ankle`]));
  const plumb = ankleMid ?? (top ? { x: top.x, y: 0 } : undefined);
  const reference = [
    level(shoulders[0], shoulders[1]),
    level(hips[0], hips[1]),
    plumb ? path({ x: plumb.x, y: 4 }, { x: plumb.x, y: FIGURE_HEIGHT - 4 }) : '',
  ];
  const dotNames = [
    'left_ear',
    'right_ear',
    'left_shoulder',
    'right_shoulder',
    'left_hip',
    'right_hip',
    'left_knee',
    'right_knee',
    'left_ankle',
    'right_ankle',
  ];
  return { body, arms, measured, reference, dots: dotNames.flatMap((name) => p[name] ?? []) };
}

function sagittal(p: Record<string, Point | undefined>, u: number, facing: 1 | -1): FigureGeometry {
  const { ear, shoulder, elbow, wrist, hip, knee, ankle } = p;
  const body: Shape[] = [];
  const arms: Shape[] = [];
  if (ear) {
    const head = add(ear, facing * 1.2 * u, -0.6 * u);
    body.push({ d: ellipse(head, 5.6 * u, 6.4 * u, 0), width: 0, fill: true });
    body.push({ d: path(add(head, facing * 5.2 * u, 0.4 * u), add(head, facing * 6.4 * u, 1.8 * u)), width: 1.6 * u });
    body.push({ d: path(add(ear, facing * 0.6 * u, 3 * u), shoulder), width: 5 * u });
  }
  body.push({ d: path(shoulder && add(shoulder, facing * 0.8 * u, 1.5 * u), hip), width: 11.5 * u });
  if (hip) body.push({ d: circle(add(hip, -facing * 2.4 * u, 1.2 * u), 5.4 * u), width: 0, fill: true });
  body.push({ d: path(hip, knee), width: 8.4 * u }, { d: path(knee, ankle), width: 5.4 * u });
  if (ankle) body.push({ d: path(add(ankle, -facing * 1.2 * u, 1.6 * u), add(ankle, facing * 8.5 * u, 2.8 * u)), width: 3.2 * u });
  arms.push({ d: path(shoulder, elbow), width: 4.2 * u }, { d: path(elbow, wrist), width: 3.4 * u });
  if (wrist) arms.push({ d: path(wrist, add(wrist, facing * 0.6 * u, 3.5 * u)), width: 3.2 * u });
  const plumb = ankle ? path({ x: ankle.x, y: 4 }, { x: ankle.x, y: FIGURE_HEIGHT - 4 }) : '';
  return {
    body,
    arms,
    measured: [path(ear, shoulder, hip, knee, ankle)],
    reference: [plumb],
    dots: [ear, shoulder, hip, knee, ankle].flatMap((point) => point ?? []),
  };
}

/** The outline, lines and dots of one view. */
export function figureGeometry(view: View, landmarks: readonly Landmark[]): FigureGeometry {
  const p: Record<string, Point | undefined> = Object.fromEntries(landmarks.map((l) => [l.name, toFigure(l)]));
  const feet = view === 'FRONT' || view === 'BACK' ? p.left_ankle : p.ankle;
  // One unit is a hundredth of the person's height: the head top stands at 100 %, the ankles at about 4 %.
  const u = p.head_top && feet ? Math.max(0.5, (feet.y - p.head_top.y) / 96) : 1.4;
  const geometry = view === 'FRONT' || view === 'BACK' ? frontal(p, u) : sagittal(p, u, view === 'LEFT' ? -1 : 1);
  const keep = (shapes: Shape[]) => shapes.filter((shape) => shape.d !== '' && shape.d !== ' Z');
  return {
    ...geometry,
    body: keep(geometry.body),
    arms: keep(geometry.arms),
    measured: geometry.measured.filter(Boolean),
    reference: geometry.reference.filter(Boolean),
  };
}
