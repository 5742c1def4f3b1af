// A person's scans of one model as a time-lapse on the turntable, from the server's file (server/src/domain/body-change/
// timelapse.ts): one body, the latest scan's, and per earlier scan how far each point moved since then. The body at
// any moment between two scans is this one moved back along its normals by the blend of their two fields; where a
// scan was not compared the body stays and is hatched, never shown as a change.
import { AmbientLight, BufferAttribute, DirectionalLight, Mesh, type BufferGeometry } from 'three';
import { NOT_COMPARED } from '#shared/body-change.ts';
import { BODY_RGB } from './change-colours.ts';
import { heatMaterial, linear } from './change-scene.ts';
import { parseGlb } from './gltf.ts';
import { CANVAS_ASPECT } from './scene-kinds.ts';
import type { TurntableModel } from './turntable-stage.ts';

/** The field of earlier scan `i`, as three's GLTFLoader names the file's `_SINCE_<i>`. */
const sinceOf = (i: number) => `_since_${i}`;
/** Rounds of averaging each field with its neighbours: the scanner's point noise smoothed, the change kept. */
const SMOOTHING_ROUNDS = 2;

/** Each vertex's neighbours (CSR: `start[v]` … `start[v + 1]` in `list`), from the triangles. */
function neighboursOf(indices: ArrayLike<number>, vertices: number) {
  const sets = Array.from({ length: vertices }, () => new Set<number>());
  for (let f = 0; f < indices.length; f += 3) {
    const [a, b, c] = [indices[f]!, indices[f + 1]!, indices[f + 2]!];
    sets[a]!.add(b).add(c);
    sets[b]!.add(a).add(c);
    sets[c]!.add(a).add(b);
  }
  const start = new Uint32Array(vertices + 1);
  sets.forEach((set, v) => (start[v + 1] = start[v]! + set.size));
  const list = new Uint32Array(start[vertices]!);
  sets.forEach((set, v) => list.set([...set], start[v]!));
  return { start, list };
}

/**
 * A field as the time-lapse moves the body by it: a lone vertex not compared takes its compared neighbours' mean (a
 * scan's point dropouts), an area not compared stays so (NaN: hatched, not moved), and the rest is averaged with its
 * neighbours a few rounds.
 */
function smoothed(field: ArrayLike<number>, { start, list }: ReturnType<typeof neighboursOf>): Float32Array {
  let values = Float32Array.from(field, (mm) => (mm === NOT_COMPARED ? Number.NaN : mm));
  for (let round = 0; round <= SMOOTHING_ROUNDS; round++) {
    const next = new Float32Array(values.length);
    for (let v = 0; v < values.length; v++) {
      let sum = Number.isNaN(values[v]!) ? 0 : values[v]!;
      let count = Number.isNaN(values[v]!) ? 0 : 1;
      for (let k = start[v]!; k < start[v + 1]!; k++) {
        const n = values[list[k]!]!;
        if (Number.isNaN(n)) continue;
        sum += n;
        count += 1;
      }
      const around = start[v + 1]! - start[v]! + 1;
      // Filled (round 0) only where most of the neighbourhood was compared.
      next[v] = Number.isNaN(values[v]!) && (round > 0 || count * 2 < around) ? Number.NaN : count ? sum / count : Number.NaN;
    }
    values = next;
  }
  return values;
}

/** The time-lapse's body; `at` in 0 … frames − 1 (the last frame: the latest scan itself). Rejects on a file that is not one. */
export async function timeLapseModel(glb: ArrayBuffer, at: number): Promise<TurntableModel> {
  const gltf = await parseGlb(glb);
  const body = gltf.scene.getObjectByName('body');
  if (!(body instanceof Mesh) || !body.geometry.getAttribute(sinceOf(0))) throw new Error('not a time-lapse file');
  gltf.scene.updateMatrixWorld(true);
  const geometry = body.geometry as BufferGeometry;
  // Positions in metres, in floats the frames can move (the file's are quantized, scaled by the node).
  const quantized = geometry.getAttribute('position');
  const base = new Float32Array(quantized.count * 3);
  for (let v = 0; v < quantized.count; v++) base.set([quantized.getX(v), quantized.getY(v), quantized.getZ(v)], v * 3);
  geometry.setAttribute('position', new BufferAttribute(base.slice(), 3));
  geometry.applyMatrix4(body.matrixWorld);
  body.position.set(0, 0, 0);
  body.rotation.set(0, 0, 0);
  body.scale.set(1, 1, 1);
  geometry.computeVertexNormals();
  const rest = Float32Array.from(geometry.getAttribute('position').array);
  const normals = Float32Array.from(geometry.getAttribute('normal').array);
  const neighbours = neighboursOf(geometry.getIndex()!.array, quantized.count);
  const fields: Float32Array[] = [];
  for (let i = 0; geometry.getAttribute(sinceOf(i)); i++) fields.push(smoothed(geometry.getAttribute(sinceOf(i)).array, neighbours));
  const frames = fields.length + 1;

  const colour = linear(BODY_RGB);
  const colours = new Float32Array(quantized.count * 3);
  for (let v = 0; v < quantized.count; v++) colours.set([colour.r, colour.g, colour.b], v * 3);
  geometry.setAttribute('color', new BufferAttribute(colours, 3));
  const hatch = new BufferAttribute(new Float32Array(quantized.count), 1);
  geometry.setAttribute('hatch', hatch);
  const material = heatMaterial();
  body.material = material;

  const setFrame = (to: number) => {
    const clamped = Math.min(frames - 1, Math.max(0, to));
    const i = Math.min(frames - 2, Math.floor(clamped));
    const t = clamped - i;
    const from = fields[i]!;
    const next = fields[i + 1];
    const position = geometry.getAttribute('position') as BufferAttribute;
    const moved = position.array as Float32Array;
    const hatched = hatch.array as Float32Array;
    for (let v = 0; v < from.length; v++) {
      const a = from[v]!;
      const b = next ? next[v]! : 0;
      const missing = Number.isNaN(a) || Number.isNaN(b);
      // Moved back from the latest body by the change since the frame's scan (mm → m).
      const mm = missing ? 0 : a + (b - a) * t;
      hatched[v] = missing ? 1 : 0;
      for (let k = 0; k < 3; k++) moved[v * 3 + k] = rest[v * 3 + k]! - (normals[v * 3 + k]! * mm) / 1000;
    }
    position.needsUpdate = true;
    hatch.needsUpdate = true;
  };
  setFrame(at);

  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1.5, 2, 2.5);
  const rim = new DirectionalLight(0xffffff, 0.9);
  rim.position.set(-2, 1, -2);
  return {
    object: gltf.scene,
    lights: [new AmbientLight(0xffffff, 1.2), key, rim],
    canvasAspect: CANVAS_ASPECT.timelapse,
    fov: 30,
    axis: 'middle',
    setFrame,
    dispose: () => {
      geometry.dispose();
      material.dispose();
    },
  };
}
