import { describe, expect, it } from 'vitest';
import { BufferAttribute, BufferGeometry } from 'three';
import { BODY_REGIONS, changeBands, NO_REGION, NOT_COMPARED } from '#shared/body-change.ts';
import { linear, paint } from './change-scene.ts';
import { BODY_RGB } from './change-colours.ts';

const BANDS = changeBands('M30');
const at = (region: (typeof BODY_REGIONS)[number]) => BODY_REGIONS.indexOf(region);

describe('the heat map’s paint', () => {
  it('leaves a point unpainted within its own region’s measurement variation, the band the region list judges by', () => {
    // 5 mm out: within the chest's band (its girth's, about 6.6 mm) and outside the regions (the widest band), beyond
    // the calves' (3.5); 7 mm in at the waist, beyond its 6.6.
    const vertices = [
      { mm: 5, region: at('chest') },
      { mm: 5, region: at('calves') },
      { mm: 5, region: NO_REGION },
      { mm: -7, region: at('waist') },
      { mm: NOT_COMPARED, region: at('hips') },
    ];
    expect(BANDS.regions[at('chest')]).toBeGreaterThan(5);
    expect(BANDS.regions[at('calves')]).toBeLessThan(5);
    const geometry = new BufferGeometry();
    geometry.setAttribute('_change_mm', new BufferAttribute(Int16Array.from(vertices.map((v) => v.mm)), 1));
    geometry.setAttribute('_region', new BufferAttribute(Uint8Array.from(vertices.map((v) => v.region)), 1));
    paint(geometry, BANDS);
    const colour = geometry.getAttribute('color');
    const plain = linear(BODY_RGB);
    const body = [plain.r, plain.g, plain.b];
    const painted = vertices.map((_, v) => [colour.getX(v), colour.getY(v), colour.getZ(v)].some((c, i) => Math.abs(c - body[i]!) > 1e-6));
    expect(painted.slice(0, 4)).toEqual([false, true, false, true]);
    expect(Array.from(geometry.getAttribute('hatch').array)).toEqual([0, 0, 0, 0, 1]);
  });
});
