// The change between two scans on the turntable, from the server's file (server/src/domain/body-change/view-file.ts:
// both bodies, meshopt-compressed, the later laid onto the earlier, its change and region per vertex in `_CHANGE_MM`
// and `_REGION`). A heat map on the later body (change-colours.ts; no paint within the noise of the vertex's region,
// hatching where the two were not compared), or the
// earlier body as a translucent ghost around the later one. A tap finds the change at a point and marks it.
/* eslint-disable lingui/no-unlocalized-strings -- GLSL shader code spliced into three's, not copy */
import {
  AmbientLight,
  Box3,
  BufferAttribute,
  Color,
  DirectionalLight,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
  type BufferGeometry,
  type Raycaster,
} from 'three';
import { parseGlb } from './gltf.ts';
import { bandAt, NOT_COMPARED, type ChangeBands } from '#shared/body-change.ts';
import { BODY_RGB, changeRgb, GHOST_OPACITY, GHOST_RGB, HATCH_PX, NOT_COMPARED_RGB } from './change-colours.ts';
import { CHANGE_MODE_ASPECT, type ChangeMode, type PointChange } from './scene-kinds.ts';
import type { TurntableModel } from './turntable-stage.ts';

/** The attributes three's GLTFLoader makes of the file's `_CHANGE_MM` and `_REGION`. */
const CHANGE_ATTRIBUTE = '_change_mm';
const REGION_ATTRIBUTE = '_region';
const MARKER_RADIUS_M = 0.012;

export const linear = (rgb: readonly number[]) => new Color().setRGB(rgb[0]! / 255, rgb[1]! / 255, rgb[2]! / 255, SRGBColorSpace);
const glsl = (c: Color) => `vec3(${c.r.toFixed(4)}, ${c.g.toFixed(4)}, ${c.b.toFixed(4)})`;

/** Each vertex's neutral band: its region's, or the one outside the regions. */
const bandOf = (geometry: BufferGeometry, bands: ChangeBands, v: number) => bandAt(bands, geometry.getAttribute(REGION_ATTRIBUTE).getX(v));

/** The heat map's colours per vertex (none within its region's band), and which vertices are hatched (not compared). */
export function paint(geometry: BufferGeometry, bands: ChangeBands) {
  const change = geometry.getAttribute(CHANGE_ATTRIBUTE);
  const colours = new Float32Array(change.count * 3);
  const hatch = new Float32Array(change.count);
  // By change and band as one number (a band is a few millimetres): no string made per vertex.
  const cache = new Map<number, Color>();
  for (let v = 0; v < change.count; v++) {
    const mm = change.getX(v);
    if (mm === NOT_COMPARED) {
      hatch[v] = 1;
      continue;
    }
    const band = bandOf(geometry, bands, v);
    const key = mm * 1024 + band;
    let colour = cache.get(key);
    if (!colour) cache.set(key, (colour = linear(changeRgb(mm, band))));
    colours.set([colour.r, colour.g, colour.b], v * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colours, 3));
  geometry.setAttribute('hatch', new BufferAttribute(hatch, 1));
}

/** A standard material with vertex colours, hatched in two greys (screen-space stripes) where `hatch` is 1. */
export function heatMaterial(): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ vertexColors: true, roughness: 0.6, metalness: 0.02 });
  const [dark, light] = NOT_COMPARED_RGB.map(linear);
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float hatch;\nvarying float vHatch;')
      .replace('#include <begin_vertex>', '#include <begin_vertex>\nvHatch = hatch;');
    shader.fragmentShader = shader.fragmentShader.replace('#include <common>', '#include <common>\nvarying float vHatch;').replace(
      '#include <color_fragment>',
      `#include <color_fragment>
        if (vHatch > 0.5) diffuseColor.rgb = mod(floor((gl_FragCoord.x + gl_FragCoord.y) / ${(HATCH_PX * 2).toFixed(1)}), 2.0) < 1.0 ? ${glsl(dark!)} : ${glsl(light!)};`,
    );
  };
  return material;
}

/** Between the two bodies side by side, beyond their reach (m). */
const SIDE_GAP_M = 0.04;

/**
 * The pair's two bodies; rejects on a file that is not one. Side by side, the earlier body stands on the left, or on
 * the right where the page reads right to left (`earlierOnRight`): first in the reading order either way.
 */
export async function changeModel(glb: ArrayBuffer, bands: ChangeBands, mode: ChangeMode, earlierOnRight = false): Promise<TurntableModel> {
  const gltf = await parseGlb(glb);
  const [earlier, later] = ['earlier', 'later'].map((name) => gltf.scene.getObjectByName(name));
  if (
    !(earlier instanceof Mesh) ||
    !(later instanceof Mesh) ||
    !later.geometry.getAttribute(CHANGE_ATTRIBUTE) ||
    !later.geometry.getAttribute(REGION_ATTRIBUTE)
  ) {
    throw new Error('not a change file');
  }
  const geometries = [earlier.geometry as BufferGeometry, later.geometry as BufferGeometry];
  for (const geometry of geometries) geometry.computeVertexNormals();
  for (const mesh of [earlier, later]) (mesh.material as MeshStandardMaterial).dispose();
  paint(later.geometry as BufferGeometry, bands);

  const heat = heatMaterial();
  const plain = new MeshStandardMaterial({ color: linear(BODY_RGB), roughness: 0.55, metalness: 0.05 });
  const ghost = new MeshStandardMaterial({
    color: linear(GHOST_RGB),
    opacity: GHOST_OPACITY,
    transparent: true,
    depthWrite: false,
    // Pushed back in depth: where the two surfaces meet, the solid body shows (no flicker between them); the ghost shows
    // where the earlier body was outside the later one.
    polygonOffset: true,
    polygonOffsetFactor: 2,
    polygonOffsetUnits: 8,
    roughness: 0.8,
  });
  earlier.material = ghost;
  // The ghost after the solid body, so the body shows through it.
  earlier.renderOrder = 1;
  const corner = new Vector3();
  const marker = new Mesh(new SphereGeometry(MARKER_RADIUS_M, 16, 12), new MeshBasicMaterial({ color: '#111111' }));
  marker.visible = false;

  // Each body in a stand of its own whose origin is the body's vertical axis: overlaid, both stands are in one place;
  // side by side, apart, each turning about its own axis.
  gltf.scene.updateMatrixWorld(true);
  const box = new Box3().setFromObject(earlier);
  const axis = box.getCenter(new Vector3()).setY(0);
  const stands = [earlier, later].map((body) => {
    const stand = new Group();
    const inner = new Group();
    inner.position.copy(axis).negate();
    inner.add(body);
    stand.add(inner);
    return stand;
  }) as [Group, Group];
  stands[1].children[0]!.add(marker);
  const root = new Group().add(...stands);
  const halfHeight = (box.max.y - box.min.y) / 2;
  const radius = Math.hypot(Math.max(axis.x - box.min.x, box.max.x - axis.x), Math.max(axis.z - box.min.z, box.max.z - axis.z));
  let current = mode;

  const setMode = (to: ChangeMode) => {
    current = to;
    later.material = to === 'heat' ? heat : plain;
    earlier.visible = to !== 'heat';
    earlier.material = to === 'overlay' ? ghost : plain;
    const apart = to === 'side' ? (radius + SIDE_GAP_M / 2) * (earlierOnRight ? -1 : 1) : 0;
    stands[0].position.x = -apart;
    stands[1].position.x = apart;
    model.canvasAspect = CHANGE_MODE_ASPECT[to];
  };

  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(1.5, 2, 2.5);
  const rim = new DirectionalLight(0xffffff, 0.9);
  rim.position.set(-2, 1, -2);
  const model: TurntableModel = {
    object: root,
    lights: [new AmbientLight(0xffffff, 1.2), key, rim],
    canvasAspect: CHANGE_MODE_ASPECT[mode],
    fov: 30,
    axis: 'origin',
    setMode,
    applyPose(turn, tilt) {
      for (const stand of stands) stand.rotation.set(tilt, turn, 0, 'XYZ');
    },
    extent: () => ({ halfHeight, reach: current === 'side' ? 2 * radius + SIDE_GAP_M / 2 : radius }),
    pick(raycaster: Raycaster): PointChange {
      const [hit] = raycaster.intersectObject(later, false);
      if (!hit?.face) {
        marker.visible = false;
        return null;
      }
      // The change at the triangle's corner nearest the point (each corner is one measured vertex).
      const position = later.geometry.getAttribute('position');
      const local = later.worldToLocal(hit.point.clone());
      const corners = [hit.face.a, hit.face.b, hit.face.c];
      const distance = (v: number) => local.distanceToSquared(corner.fromBufferAttribute(position, v));
      const nearest = corners.reduce((a, b) => (distance(b) < distance(a) ? b : a));
      const mm = later.geometry.getAttribute(CHANGE_ATTRIBUTE).getX(nearest);
      marker.position.copy(marker.parent!.worldToLocal(hit.point.clone()));
      marker.visible = true;
      return { mm: mm === NOT_COMPARED ? null : mm, bandMm: bandOf(later.geometry as BufferGeometry, bands, nearest) };
    },
    dispose: () => {
      geometries.forEach((geometry) => geometry.dispose());
      marker.geometry.dispose();
      (marker.material as MeshBasicMaterial).dispose();
      [heat, plain, ghost].forEach((material) => material.dispose());
    },
  };
  setMode(mode);
  return model;
}
