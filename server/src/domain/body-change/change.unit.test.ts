// The change between two scans on synthetic pairs with a known answer (issue 38's accuracy bars): the second mesh is
// the same body sampled afresh (another topology), turned 3° and shifted 2 cm, with the waist grown 20 mm outward.
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { buildBodyGeometry, MESH_PARTS, type MeshOptions } from '../../simulator/mesh.ts';
import { encodeGlb } from '../../simulator/glb-encode.ts';
import { seededRng } from '../../simulator/random.ts';
import { bandAt, BODY_REGIONS, changeBands, NOT_COMPARED, radialMm } from '#shared/body-change.ts';
import { apply } from './align.ts';
import { bodyChange, type BodyChange } from './change.ts';
import { regionsOf } from './regions.ts';

const subject = { sex: 'female' as const, heightCm: 166, age: 41 };
const H = 1.66;
const girths = { chest: 92, waist: 76, hip: 100, thigh: 56, calf: 36, upperArm: 28, neck: 33 };
const VERTICES = 6000;
const WAIST = { fromY: 0.58, toY: 0.66, mm: 20, edgeM: 0.01 };

function scan(seed: number, options: MeshOptions = {}, g = girths) {
  const geo = buildBodyGeometry(subject, g, { vertices: VERTICES, topology: seededRng(seed), ...options });
  return { geo, glb: encodeGlb(geo.positions, geo.indices) };
}

const share = (xs: ArrayLike<number>, keep: (x: number) => boolean) => Array.from(xs).filter(keep).length / xs.length;
/** The share of the later body the heat map paints: compared, and beyond the band of the vertex's region. */
const paintedShare = (change: BodyChange, bands = changeBands(null)) =>
  share(
    Array.from(change.distances, (d, v) => Number(d !== NOT_COMPARED && Math.abs(d) >= bandAt(bands, change.vertexRegions[v]!))),
    (painted) => painted === 1,
  );
const deg = (rad: number) => (rad * 180) / Math.PI;

describe('the change between two scans', () => {
  it('lays a turned and shifted remeshed scan onto the first and measures a grown waist', async () => {
    const first = scan(1);
    const second = scan(2, { pose: { turnDeg: 3, shiftX: 0.02, shiftZ: -0.01 }, grow: [WAIST] });
    // Another reconstruction: no vertex of the second is a vertex of the first.
    expect(second.geo.positions.length).not.toBe(first.geo.positions.length);

    const change = await bodyChange(first.glb, second.glb);
    // The turn is undone within 0.3°.
    expect(Math.abs(deg(change.alignment.turn) + 3)).toBeLessThan(0.3);
    // The shift within 2 mm: points on the body's axis, posed as the second scan was, land back where they were.
    for (const y of [0.3, 0.5, 0.7]) {
      const [c, s] = [Math.cos((3 * Math.PI) / 180), Math.sin((3 * Math.PI) / 180)];
      const posed = new Vector3(0 * c + 0 * s + 0.02, y * H, 0 * -s + 0 * c - 0.01);
      const back = apply(change.alignment, posed.x, posed.y, posed.z, new Vector3());
      expect(Math.hypot(back.x, back.y - y * H, back.z) * 1000).toBeLessThan(2);
    }

    const torso = MESH_PARTS.indexOf('torso');
    const y = (v: number) => second.geo.positions[v * 3 + 1]! / H;
    const waist: number[] = [];
    const elsewhere: number[] = [];
    change.distances.forEach((d, v) => {
      if (d === NOT_COMPARED) return;
      const inBand = y(v) >= WAIST.fromY && y(v) <= WAIST.toY;
      const nearBand = y(v) >= WAIST.fromY - WAIST.edgeM / H && y(v) <= WAIST.toY + WAIST.edgeM / H;
      if (second.geo.parts[v] === torso && inBand) waist.push(d);
      else if (!nearBand || second.geo.parts[v] !== torso) elsewhere.push(d);
    });
    const mean = waist.reduce((a, b) => a + b, 0) / waist.length;
    expect(waist.length).toBeGreaterThan(100);
    expect(mean).toBeGreaterThan(18);
    expect(mean).toBeLessThan(22);
    expect(share(elsewhere, (d) => Math.abs(d) <= 2)).toBeGreaterThanOrEqual(0.95);
    // Nearly every vertex is compared.
    expect(share(change.distances, (d) => d === NOT_COMPARED)).toBeLessThan(0.03);
  });

  it('paints at most 5 % of an unchanged body outside the neutral band, however the person stood', async () => {
    const first = scan(3);
    const again = scan(4, { pose: { turnDeg: -2, shiftX: -0.01, shiftZ: 0.015 } });
    const change = await bodyChange(first.glb, again.glb);
    expect(paintedShare(change)).toBeLessThanOrEqual(0.05);
  });

  it('finds the arms below the armpits, and nothing else as arms, on a light mesh too', () => {
    for (const [armDeg, vertices] of [
      [0, VERTICES],
      [6, VERTICES],
      [0, 2000],
    ] as const) {
      const { geo } = scan(5, { pose: { armDeg }, vertices });
      const { regions } = regionsOf(Float32Array.from(geo.positions), Uint32Array.from(geo.indices));
      const [arm, arms] = [MESH_PARTS.indexOf('arm'), BODY_REGIONS.indexOf('arms')];
      const below = (v: number) => geo.positions[v * 3 + 1]! / H < 0.62;
      const armVertices = geo.parts.map((p, v) => v).filter((v) => geo.parts[v] === arm && below(v));
      const others = geo.parts.map((p, v) => v).filter((v) => geo.parts[v] !== arm);
      expect(
        share(
          armVertices.map((v) => regions[v]!),
          (r) => r === arms,
        ),
      ).toBeGreaterThanOrEqual(0.95);
      expect(
        share(
          others.map((v) => regions[v]!),
          (r) => r === arms,
        ),
      ).toBeLessThanOrEqual(0.01);
    }
  });

  it('shows arms held at another angle as not compared, never as change', async () => {
    const first = scan(6);
    const armsOut = scan(7, { pose: { armDeg: 8, turnDeg: 1 } });
    const change = await bodyChange(first.glb, armsOut.glb);
    const arms = change.regions.find((r) => r.region === 'arms')!;
    expect(arms.heldOtherwise).toBe(true);
    expect(arms.meanMm).toBeNull();
    // Nor the arm's root above the armpit, which counts as chest (it painted 1.8 % of the body, the shoulders, before).
    expect(paintedShare(change)).toBeLessThanOrEqual(0.005);
    const chest = BODY_REGIONS.indexOf('chest');
    expect(
      paintedShare({ ...change, distances: change.distances.map((d, v) => (change.vertexRegions[v] === chest ? d : NOT_COMPARED)) }),
    ).toBe(0);
    // Counted with the arm: the chest's surface is compared in full, as a torso's.
    expect(change.regions.find((r) => r.region === 'chest')!.compared).toBeGreaterThan(0.95);
    expect(change.regions.filter((r) => r.beyondNoise)).toEqual([]);
  });

  it('agrees with the girths: a trunk 6 cm larger around moves out about 6 / 2π cm, and the legs stay', async () => {
    const first = scan(8);
    const larger = scan(9, { pose: { turnDeg: -1.5, shiftX: 0.01 } }, { ...girths, chest: 98, waist: 82, hip: 106 });
    const change = await bodyChange(first.glb, larger.glb, 'M30');
    const of = (region: string) => change.regions.find((r) => r.region === region)!;
    const expected = radialMm(6);
    // The volume is the mean over the region's area: the waist band (a tenth of the height) about 0.8 m around.
    expect(of('waist').volumeLitres! / of('waist').meanMm!).toBeGreaterThan(0.1);
    expect(of('waist').volumeLitres! / of('waist').meanMm!).toBeLessThan(0.17);
    expect(Math.abs(of('waist').meanMm! - expected)).toBeLessThan(1.5);
    // The hips' band reaches down to where the trunk narrows into the legs (the simulated body's lowest rings grow by
    // half to nine tenths of the hip's growth) and the legs' tops meet it: less than the girth's, never more.
    expect(of('hips').meanMm!).toBeGreaterThan(0.7 * expected);
    expect(of('hips').meanMm!).toBeLessThan(1.1 * expected);
    for (const region of ['waist', 'hips']) {
      expect(of(region).beyondNoise).toBe(true);
      expect(of(region).volumeLitres).toBeGreaterThan(0);
    }
    for (const region of ['thighs', 'calves']) {
      expect(Math.abs(of(region).meanMm!)).toBeLessThan(1);
      expect(of(region).beyondNoise).toBe(false);
    }
  });

  it('tells arms that grew from arms held otherwise', async () => {
    const first = scan(10);
    const stronger = scan(11, { pose: { turnDeg: 2 } }, { ...girths, upperArm: 33 });
    const arms = (await bodyChange(first.glb, stronger.glb)).regions.find((r) => r.region === 'arms')!;
    expect(arms.heldOtherwise).toBe(false);
    // The whole arm scales with the upper arm's girth: 8 mm out at the upper arm, less towards the wrist.
    expect(arms.meanMm).toBeGreaterThan(2);
    expect(arms.meanMm).toBeLessThan(radialMm(5));
    expect(arms.compared).toBeGreaterThan(0.9);
  });
});
