// The change between two scans of one body, as both the server (server/src/domain/body-change) and the app read it:
// the regions, which girth's precision tells each region's change from noise, and the band no colour paints.
import { leastSignificantChange, type Model } from './precision.ts';
import type { GirthKey } from './shape-prediction.ts';

/** A vertex of the later body the earlier surface can't be compared at (the change's Int16 per vertex). */
export const NOT_COMPARED = -32768;

export const BODY_REGIONS = ['arms', 'chest', 'waist', 'hips', 'thighs', 'calves'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];
/** A vertex in none of the regions (head, neck, feet, hands' ends): a region's index is one into BODY_REGIONS or this. */
export const NO_REGION = 255;

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
 * The heat map's neutral band outside the regions (head, neck, shoulders, feet), mm: a point there that moved less is
 * not painted. No girth measures those parts, so it is the widest of the regions' bands (about 6.6 mm): no paint for
 * what may be noise. Inside a region the band is the region's own (regionLscMm), so no point is painted that the
 * region list would call within measurement variation for its region.
 */
export const CHANGE_NEUTRAL_MM = Math.max(...BODY_REGIONS.map((region) => regionLscMm(region, null)));

/**
 * The heat map's neutral bands, mm: each region's (in BODY_REGIONS' order), and the one outside the regions. The app
 * takes the regions' from the change's answer (RegionChange.lscMm), the same figures.
 */
export type ChangeBands = { regions: readonly number[]; elsewhere: number };

/** A model's bands (its regions' least significant changes). */
export const changeBands = (model: Model | null): ChangeBands => ({
  regions: BODY_REGIONS.map((region) => regionLscMm(region, model)),
  elsewhere: CHANGE_NEUTRAL_MM,
});

/** The neutral band at a vertex of `region` (an index into BODY_REGIONS, or NO_REGION). */
export const bandAt = (bands: ChangeBands, region: number): number => bands.regions[region] ?? bands.elsewhere;
