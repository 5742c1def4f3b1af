import { describe, expect, it } from 'vitest';
import { Mesh, type BufferGeometry, type Material } from 'three';
import {
  contrast,
  KEY_STEP_DEG,
  layoutSpine,
  LEVEL_COLOURS,
  MAX_TILT_DEG,
  nearestView,
  poseAfterDrag,
  poseAfterKey,
  turnTowards,
  VIEW_TURN,
  VIEWER_BACKGROUND,
  vertebraRuns,
  type SpineLevel,
  type SpineRegion,
  type VertebraInput,
} from './spine-layout.ts';
import { buildSpineModel } from './spine-model.ts';

const REGIONS: Array<[SpineRegion, number, number, number, number]> = [
  // region, count, top and bottom (share of height), curve (m): the server generator's ideal spine
  ['CERVICAL', 7, 0.875, 0.815, 0.012],
  ['THORACIC', 12, 0.805, 0.63, -0.03],
  ['LUMBAR', 5, 0.615, 0.555, 0.022],
];

/** The generator's healthy spine of a 1.78 m person, optionally shifted sideways and with some levels. */
function spineOf(options: { heightCm?: number; lateralM?: number; levels?: Partial<Record<string, SpineLevel>> } = {}): VertebraInput[] {
  const H = (options.heightCm ?? 178) / 100;
  const list: VertebraInput[] = [];
  for (const [region, count, top, bottom, curve] of REGIONS) {
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const name = `${region[0]}${i + 1}`;
      const u = list.length / 23;
      const x = (options.lateralM ?? 0) * Math.sin(Math.PI * u);
      list.push({
        name,
        region,
        x,
        y: (top + (bottom - top) * t) * H,
        z: -0.08 * H + curve * Math.sin(Math.PI * t),
        rotationDeg: x * 800,
        level: options.levels?.[name] ?? 'NORMAL',
      });
    }
  }
  return list;
}

describe('views and turning', () => {
  it('names the view the spine is closest to, all the way round', () => {
    expect([0, 44, 46, 90, 135, 181, 269, 316, -30, -60, 720].map(nearestView)).toEqual([
      'FRONT',
      'FRONT',
      'RIGHT',
      'RIGHT',
      'BACK',
      'BACK',
      'LEFT',
      'FRONT',
      'FRONT',
      'LEFT',
      'FRONT',
    ]);
  });

  it('turns to a view the short way round, from wherever the spine is', () => {
    expect(turnTowards(0, 'RIGHT')).toBe(90);
    expect(turnTowards(0, 'LEFT')).toBe(-90);
    expect(turnTowards(350, 'FRONT')).toBe(360);
    expect(turnTowards(-200, 'BACK')).toBe(-180);
    expect(turnTowards(720 + 30, 'FRONT')).toBe(720);
    for (const view of ['FRONT', 'RIGHT', 'BACK', 'LEFT'] as const) expect(nearestView(turnTowards(123, view))).toBe(view);
    expect(VIEW_TURN).toEqual({ FRONT: 0, RIGHT: 90, BACK: 180, LEFT: 270 });
  });

  it('arrow keys turn by 15°, Home goes back to the front and levels the tilt, other keys do nothing', () => {
    const pose = { turnDeg: 100, tiltDeg: 8 };
    expect(KEY_STEP_DEG).toBe(15);
    expect(poseAfterKey('ArrowRight', pose)).toEqual({ turnDeg: 115, tiltDeg: 8 });
    expect(poseAfterKey('ArrowLeft', pose)).toEqual({ turnDeg: 85, tiltDeg: 8 });
    expect(poseAfterKey('Home', pose)).toEqual({ turnDeg: 0, tiltDeg: 0 });
    expect(poseAfterKey('Home', { turnDeg: 350, tiltDeg: 0 })).toEqual({ turnDeg: 360, tiltDeg: 0 });
    expect(poseAfterKey('ArrowUp', pose)).toBeNull();
    expect(poseAfterKey('a', pose)).toBeNull();
  });

  it('a drag across the canvas turns it 270°, and a vertical drag tilts it a little at most', () => {
    expect(poseAfterDrag({ turnDeg: 10, tiltDeg: 0 }, 300, 0, 300, 400)).toEqual({ turnDeg: 280, tiltDeg: 0 });
    expect(poseAfterDrag({ turnDeg: 0, tiltDeg: 0 }, -150, 0, 300, 400).turnDeg).toBe(-135);
    expect(poseAfterDrag({ turnDeg: 0, tiltDeg: 0 }, 0, 100, 300, 400).tiltDeg).toBe(15);
    expect(poseAfterDrag({ turnDeg: 0, tiltDeg: 0 }, 0, 2000, 300, 400).tiltDeg).toBe(MAX_TILT_DEG);
    expect(poseAfterDrag({ turnDeg: 0, tiltDeg: 0 }, 0, -2000, 300, 400).tiltDeg).toBe(-MAX_TILT_DEG);
    expect(poseAfterDrag({ turnDeg: 5, tiltDeg: 1 }, 40, 0, 0, 0).turnDeg).toBeGreaterThan(5);
  });
});

describe('colours by level', () => {
  it('stand out against the viewer background (at least 3:1) and differ from each other in lightness', () => {
    const levels = Object.keys(LEVEL_COLOURS) as SpineLevel[];
    for (const level of levels) expect(contrast(LEVEL_COLOURS[level], VIEWER_BACKGROUND), level).toBeGreaterThanOrEqual(3);
    const colours = levels.map((level) => LEVEL_COLOURS[level]);
    expect(new Set(colours).size).toBe(4);
    // Normal and mild share a hue family (blue): lightness must keep them apart for colour-blind readers.
    expect(contrast(LEVEL_COLOURS.NORMAL, LEVEL_COLOURS.MILD)).toBeGreaterThan(1.3);
    expect(contrast(LEVEL_COLOURS.MODERATE, LEVEL_COLOURS.SEVERE)).toBeGreaterThan(1.5);
  });
});

describe('layoutSpine', () => {
  it('scales the spine to 1 unit from C1 to L5 and centres it in height and depth', () => {
    for (const heightCm of [150, 178, 200]) {
      const layout = layoutSpine(spineOf({ heightCm }));
      const ys = layout.vertebrae.map((v) => v.position[1]);
      expect(ys[0]).toBeCloseTo(0.5, 9);
      expect(ys.at(-1)).toBeCloseTo(-0.5, 9);
      expect(ys.every((y, i) => i === 0 || y < ys[i - 1]!)).toBe(true);
      expect(layout.vertebrae.reduce((sum, v) => sum + v.position[2], 0)).toBeCloseTo(0, 9);
      expect(layout.metresPerUnit).toBeCloseTo(0.32 * (heightCm / 100), 9);
    }
  });

  it('keeps the natural S-curve: the neck and lower back bow forward, the thoracic spine bows back', () => {
    const layout = layoutSpine(spineOf());
    const z = (name: string) => layout.vertebrae.find((v) => v.name === name)!.position[2];
    expect(z('C4')).toBeGreaterThan(z('C1'));
    expect(z('T6')).toBeLessThan(z('T1'));
    expect(z('L3')).toBeGreaterThan(z('L5'));
    // Leaning with the curve: in the lumbar lordosis the spine runs forward going up toward L3, back above it.
    const lean = (name: string) => layout.vertebrae.find((v) => v.name === name)!.rotation[0];
    expect(lean('L2')).toBeLessThan(0);
    expect(lean('L4')).toBeGreaterThan(0);
    expect(layout.plumb.z).toBeCloseTo((layout.vertebrae[0]!.position[2] + layout.vertebrae.at(-1)!.position[2]) / 2, 9);
  });

  it("mirrors the person's right (+x) to the viewer's left and turns each vertebra by its rotation", () => {
    const input = spineOf({ lateralM: 0.006 });
    const layout = layoutSpine(input);
    const t6 = layout.vertebrae.find((v) => v.name === 'T6')!;
    const source = input.find((v) => v.name === 'T6')!;
    expect(source.x).toBeGreaterThan(0);
    expect(t6.position[0]).toBeCloseTo(-source.x / layout.metresPerUnit, 9);
    expect(t6.rotation[1]).toBeCloseTo((-source.rotationDeg * Math.PI) / 180, 9);
    // A straight spine has no lean at all.
    const straight = layoutSpine(spineOf().map((v) => ({ ...v, z: -0.14 })));
    expect(straight.vertebrae.every((v) => Math.abs(v.rotation[0]) < 1e-9 && Math.abs(v.rotation[2]) < 1e-9)).toBe(true);
  });

  it('sizes vertebrae growing down each region, with a disc in every gap', () => {
    const layout = layoutSpine(spineOf());
    const scales = layout.vertebrae.filter((v) => v.region === 'THORACIC').map((v) => v.scale);
    expect(scales.every((s, i) => i === 0 || s > scales[i - 1]!)).toBe(true);
    expect(layout.discs).toHaveLength(23);
    expect(layout.discs.every((d) => d.thickness > 0 && d.radius > 0)).toBe(true);
    expect(layoutSpine([]).vertebrae).toEqual([]);
  });
});

describe('vertebraRuns', () => {
  it('groups neighbouring vertebrae of a level into runs, in spine order', () => {
    const levels: Partial<Record<string, SpineLevel>> = { C4: 'MILD', C5: 'MILD', T6: 'SEVERE', L2: 'MILD' };
    expect(vertebraRuns(spineOf({ levels }))).toEqual({
      NORMAL: ['C1–C3', 'C6–T5', 'T7–L1', 'L3–L5'],
      MILD: ['C4–C5', 'L2'],
      MODERATE: [],
      SEVERE: ['T6'],
    });
    expect(vertebraRuns([])).toEqual({ NORMAL: [], MILD: [], MODERATE: [], SEVERE: [] });
  });
});

describe('buildSpineModel', () => {
  it('shares one geometry per region and one material per level, and disposes everything it made', () => {
    const model = buildSpineModel(layoutSpine(spineOf({ levels: { T4: 'MILD', T5: 'MODERATE', T6: 'SEVERE', T7: 'MILD' } })));
    const vertebrae = model.group.children.filter((child): child is Mesh => child instanceof Mesh && /^[CTL]\d+$/.test(child.name));
    expect(vertebrae).toHaveLength(24);
    expect(new Set(vertebrae.map((m) => m.geometry)).size).toBe(3);
    expect(new Set(vertebrae.map((m) => m.material)).size).toBe(4);

    const resources = new Set<BufferGeometry | Material>();
    model.group.traverse((node) => {
      const object = node as Partial<Mesh>;
      if (object.geometry) resources.add(object.geometry);
      if (object.material) resources.add(object.material as Material);
    });
    const disposed = new Set<unknown>();
    for (const resource of resources) resource.addEventListener('dispose', () => disposed.add(resource));
    model.dispose();
    expect(disposed.size).toBe(resources.size);
    expect(model.group.children).toHaveLength(0);
  });
});
