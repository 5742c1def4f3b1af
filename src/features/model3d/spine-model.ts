// The spine's three.js objects: one merged geometry per region and one material per level, shared by every
// vertebra; discs, sacrum and guides in neutral colours. Everything it creates is disposed by `dispose`.
import {
  BufferAttribute,
  BufferGeometry,
  CatmullRomCurve3,
  Color,
  CylinderGeometry,
  Group,
  LatheGeometry,
  Line,
  LineBasicMaterial,
  LineDashedMaterial,
  Mesh,
  MeshLambertMaterial,
  Quaternion,
  TorusGeometry,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { LEVEL_COLOURS, NEUTRAL_COLOUR, REGION_SHAPE, type SpineLayout, type SpineLevel, type SpineRegion } from './spine-layout.ts';

export type SpineModel = { group: Group; dispose: () => void };

/** A vertebral body: a short drum with rounded rims and a slight waist, front to back `depth` × its radius. */
function bodyGeometry(radius: number, height: number, depth: number): BufferGeometry {
  const h = height / 2;
  const profile = [
    [0, -h],
    [radius * 0.86, -h],
    [radius * 0.97, -h * 0.82],
    [radius, -h * 0.55],
    [radius * 0.95, 0],
    [radius, h * 0.55],
    [radius * 0.97, h * 0.82],
    [radius * 0.86, h],
    [0, h],
  ].map(([x, y]) => new Vector2(x, y));
  const body = new LatheGeometry(profile, 20);
  body.scale(1, 1, depth);
  return body;
}

/** Joins indexed geometries into one (positions and normals), so a vertebra is one draw call. */
function merge(parts: readonly BufferGeometry[]): BufferGeometry {
  const count = parts.reduce((sum, part) => sum + part.getAttribute('position').count, 0);
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const indices: number[] = [];
  let offset = 0;
  for (const part of parts) {
    const position = part.getAttribute('position');
    positions.set(position.array, offset * 3);
    normals.set(part.getAttribute('normal').array, offset * 3);
    for (const index of part.getIndex()?.array ?? []) indices.push(index + offset);
    offset += position.count;
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new BufferAttribute(positions, 3));
  merged.setAttribute('normal', new BufferAttribute(normals, 3));
  merged.setIndex(indices);
  return merged;
}

/** A tapered rod from `from` along `direction` (a unit vector), `length` long. */
function rod(from: Vector3, direction: Vector3, length: number, radius: number): BufferGeometry {
  const geometry = new CylinderGeometry(radius * 0.6, radius, length, 8);
  geometry.translate(0, length / 2, 0);
  geometry.applyQuaternion(new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.clone().normalize()));
  geometry.translate(from.x, from.y, from.z);
  return geometry;
}

/** One vertebra of a region: body, neural arch, spinous process pointing back and down, two transverse processes. */
function vertebraGeometry(region: SpineRegion): BufferGeometry {
  const shape = REGION_SHAPE[region];
  const r = shape.radius;
  const back = r * shape.depth;
  const canal = r * (region === 'CERVICAL' ? 0.62 : 0.5);
  const tube = r * 0.17;
  const parts: BufferGeometry[] = [bodyGeometry(r, shape.height, shape.depth)];

  // The arch: half a ring behind the body, around the spinal canal.
  const arch = new TorusGeometry(canal, tube, 8, 14, Math.PI);
  arch.rotateX(Math.PI / 2);
  arch.rotateY(Math.PI);
  arch.translate(0, 0, -back - canal * 0.25);
  parts.push(arch);

  const archBack = new Vector3(0, 0, -back - canal * 1.25);
  const down = (shape.spine.downDeg * Math.PI) / 180;
  parts.push(rod(archBack, new Vector3(0, -Math.sin(down), -Math.cos(down)), r * shape.spine.length, tube * 1.25));
  for (const side of [-1, 1]) {
    const root = new Vector3(side * canal, 0, -back - canal * 0.4);
    const out = region === 'THORACIC' ? new Vector3(side, 0.1, -0.55) : new Vector3(side, 0, -0.2);
    parts.push(rod(root, out.normalize(), r * shape.transverse, tube));
  }
  const merged = merge(parts);
  for (const part of parts) part.dispose();
  return merged;
}

/** Builds the spine of `layout` in scene units (the spine's length is 1). */
export function buildSpineModel(layout: SpineLayout): SpineModel {
  const owned: Array<BufferGeometry | Material> = [];
  const keep = <T extends BufferGeometry | Material>(item: T): T => {
    owned.push(item);
    return item;
  };
  const group = new Group();

  const byRegion = new Map<SpineRegion, BufferGeometry>();
  const byLevel = new Map<SpineLevel, MeshLambertMaterial>();
  const regionGeometry = (region: SpineRegion) => byRegion.get(region) ?? byRegion.set(region, keep(vertebraGeometry(region))).get(region)!;
  const levelMaterial = (level: SpineLevel) =>
    byLevel.get(level) ?? byLevel.set(level, keep(new MeshLambertMaterial({ color: new Color(LEVEL_COLOURS[level]) }))).get(level)!;

  for (const v of layout.vertebrae) {
    const mesh = new Mesh(regionGeometry(v.region), levelMaterial(v.level));
    mesh.position.set(...v.position);
    mesh.rotation.set(v.rotation[0], v.rotation[1], v.rotation[2], 'XZY');
    mesh.scale.setScalar(v.scale);
    mesh.name = v.name;
    group.add(mesh);
  }

  const neutral = keep(new MeshLambertMaterial({ color: new Color(NEUTRAL_COLOUR) }));
  const disc = keep(new CylinderGeometry(1, 1, 1, 20));
  for (const d of layout.discs) {
    const mesh = new Mesh(disc, neutral);
    mesh.position.set(...d.position);
    mesh.rotation.set(d.rotation[0], 0, d.rotation[2], 'XZY');
    mesh.scale.set(d.radius, d.thickness, d.radius * d.depth);
    group.add(mesh);
  }

  const last = layout.vertebrae.at(-1);
  if (last) {
    // The sacrum and coccyx: not measured, neutral. Four fused segments under L5, narrowing and curving back,
    // so the spine ends the way a reader expects.
    const r = REGION_SHAPE.LUMBAR.radius * last.scale;
    let y = last.position[1] - (REGION_SHAPE.LUMBAR.height * last.scale) / 2;
    let z = last.position[2];
    for (let k = 0; k < 4; k++) {
      const height = r * (0.95 - 0.16 * k);
      const lean = 0.35 + 0.3 * k;
      y -= (height / 2 + r * 0.06) * Math.cos(lean);
      z -= (height / 2 + r * 0.06) * Math.sin(lean);
      const mesh = new Mesh(disc, neutral);
      mesh.position.set(last.position[0], y, z);
      mesh.rotation.x = lean;
      mesh.scale.set(r * (1.35 - 0.28 * k), height, r * (0.7 - 0.12 * k));
      group.add(mesh);
      y -= (height / 2) * Math.cos(lean);
      z -= (height / 2) * Math.sin(lean);
    }
  }

  if (layout.vertebrae.length > 1) {
    // The line through the centres, drawn over the bones so the curve reads from every side.
    const curve = new CatmullRomCurve3(layout.vertebrae.map((v) => new Vector3(...v.position)));
    const line = new Line(
      keep(new BufferGeometry().setFromPoints(curve.getPoints(160))),
      keep(new LineBasicMaterial({ color: 0x1d2320, transparent: true, opacity: 0.55, depthTest: false })),
    );
    line.renderOrder = 2;
    group.add(line);

    const top = layout.vertebrae[0]!.position[1] + 0.06;
    const bottom = layout.vertebrae.at(-1)!.position[1] - 0.12;
    const plumb = new Line(
      keep(
        new BufferGeometry().setFromPoints([
          new Vector3(layout.plumb.x, top, layout.plumb.z),
          new Vector3(layout.plumb.x, bottom, layout.plumb.z),
        ]),
      ),
      keep(new LineDashedMaterial({ color: 0x5b635f, dashSize: 0.012, gapSize: 0.012, transparent: true, opacity: 0.7 })),
    );
    plumb.computeLineDistances();
    group.add(plumb);
  }

  return {
    group,
    dispose() {
      for (const item of owned) item.dispose();
      group.clear();
    },
  };
}
