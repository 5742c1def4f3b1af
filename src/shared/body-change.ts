// The change between two scans of one body, as both the server (server/src/domain/body-change) and the app read it:
// the regions, which girth's precision tells each region's change from noise, and the band no colour paints.
import { leastSignificantChange, type Model } from './precision.ts';
import type { GirthKey } from './shape-prediction.ts';

/** A vertex of the later body the earlier surface can't be compared at (the change's Int16 per vertex). */
export const NOT_COMPARED = -32768;

export const BODY_REGIONS = ['arms', 'chest', 'waist', 'hips', 'thighs', 'calves'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** The girth measured in each region: its least significant change, spread around the girth, is the region's. */
export const REGION_GIRTH: Record<BodyRegion, GirthKey> = {
  arms: 'leftUpperArmGirth',
  chest: 'bustGirth',
  waist: 'waistGirth',
  hips: 'hipGirth',
  thighs: 'leftThighGirth',
  calves: 'leftCalfGirth',
};

/** A girth's least significant change (cm) as the surface's movement (mm): around a circle, Δr = Δg / 2π. */
export const radialMm = (girthCm: number) => (girthCm * 10) / (2 * Math.PI);

/** The smallest mean movement of a region's surface that is more than measurement variation, mm. */
export function regionLscMm(region: BodyRegion, model: Model | null): number {
  return radialMm(leastSignificantChange(REGION_GIRTH[region], model));
}

/**
 * The heat map's neutral band, mm: a point that moved less is not painted. The hip girth's (the scanner's most precise
 * girth) least significant change as the surface's movement: about 4.4 mm.
 */
export const CHANGE_NEUTRAL_MM = radialMm(leastSignificantChange('hipGirth', null));
