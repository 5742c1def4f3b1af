// Shape sections of a generated scan: girths, waist analysis, hip shape and segmental fat and muscle, all
// derived from one body (height, weight, body fat, WHR) so they agree with each other and with the mesh.
import type { Girths as MeshGirths } from './mesh.ts';
import type { SectionData } from '../scan/report-sections.ts';
import { between, clamp, round, type Rng } from './random.ts';
import { classifyHip, rateSegment, SEGMENT_SHARES, SEGMENTS, type BodyComposition, type Subject } from '../scan/sections.ts';

type Body = Pick<BodyComposition, 'WT' | 'PBF' | 'WHR'>;

/** Cross-section of a torso girth: an ellipse about 1.35 times as wide as deep encloses ~96 % of the circle's area. */
export const sectionArea = (girthCm: number, fill: number) => ((girthCm * girthCm) / (4 * Math.PI)) * fill;

export function generateGirths(subject: Subject, body: Body, rng: Rng): SectionData<'girths'> {
  const male = subject.sex === 'male';
  // Girths grow with the square root of weight per height (a body of the same shape, scaled).
  const scale = Math.sqrt(body.WT / (male ? 75 : 62)) * Math.sqrt((male ? 178 : 165) / subject.heightCm);
  const fat = 1 + (body.PBF - (male ? 18 : 28)) * 0.004;
  const hip = (male ? 98 : 100) * scale * between(rng, 0.98, 1.02);
  const waist = body.WHR * hip;
  const mid = waist * between(rng, 1.01, 1.04);
  const low = mid + (hip - mid) * between(rng, 0.4, 0.6);
  const arm = (male ? 31 : 28) * scale * fat;
  const thigh = (male ? 55 : 57) * scale;
  const calf = (male ? 37 : 35.5) * scale;
  const side = () => between(rng, 0.985, 1.015);
  const [tl, tr] = [thigh * side(), thigh * side()];
  const [midF, minF] = [between(rng, 0.84, 0.88), between(rng, 0.68, 0.74)];
  return {
    neckGirth: round((male ? 38 : 33) * Math.sqrt(scale)),
    leftUpperArmGirth: round(arm),
    rightUpperArmGirth: round(arm * between(rng, 1, 1.03)), // the dominant arm, usually the right, is a little bigger
    bustGirth: round((male ? 100 : 91) * scale * between(rng, 0.97, 1.03)),
    waistGirth: round(waist),
    midWaistGirth: round(mid),
    hipGirth: round(hip),
    leftThighGirth: round(tl),
    leftMidThighGirth: round(tl * midF),
    leftMinThighGirth: round(tl * minF),
    rightThighGirth: round(tr),
    rightMidThighGirth: round(tr * midF),
    rightMinThighGirth: round(tr * minF),
    leftCalfGirth: round(calf * side()),
    rightCalfGirth: round(calf * side()),
    lowWaistGirth: round(low),
  };
}

/** What the mesh builder needs, from the same girths the report shows. */
export function meshGirths(g: SectionData<'girths'>): MeshGirths {
  return {
    chest: g.bustGirth,
    waist: g.waistGirth,
    hip: g.hipGirth,
    thigh: (g.leftThighGirth + g.rightThighGirth) / 2,
    calf: (g.leftCalfGirth + g.rightCalfGirth) / 2,
    upperArm: (g.leftUpperArmGirth + g.rightUpperArmGirth) / 2,
    neck: g.neckGirth,
  };
}

export function generateWaist(subject: Subject, g: SectionData<'girths'>, body: Body, rng: Rng): SectionData<'waist'> {
  const H = subject.heightCm;
  const male = subject.sex === 'male';
  const fill = between(rng, 0.94, 0.97);
  const lines = (
    [
      ['high', 0.63, g.waistGirth],
      ['mid', 0.6, g.midWaistGirth],
      ['low', 0.56, g.lowWaistGirth],
    ] as const
  ).map(([level, at, girth]) => ({ level, heightCm: round(H * at), girthCm: girth, sectionCm2: round(sectionArea(girth, fill)) }));
  type Line = SectionData<'waist'>['lines'][number];
  const [high, mid, low] = lines as [Line, Line, Line];
  const score = 100 - Math.max(0, body.WHR - (male ? 0.85 : 0.75)) * 400 - Math.max(0, body.PBF - (male ? 18 : 28)) * 0.5;
  return {
    lines,
    waistGirthCm: g.waistGirth,
    // Two trapezoids between the three lines.
    volumeBetweenLinesL: round(
      (((high.sectionCm2 + mid.sectionCm2) / 2) * (high.heightCm - mid.heightCm) +
        ((mid.sectionCm2 + low.sectionCm2) / 2) * (mid.heightCm - low.heightCm)) /
        1000,
    ),
    waistHipRatio: body.WHR,
    backVolumeL: round((mid.sectionCm2 * 0.2 * H * 0.5) / 1000),
    hipRegionVolumeL: round((sectionArea(g.hipGirth, fill) * 0.1 * H) / 1000),
    score: round(clamp(score, 10, 100), 0),
  };
}

export function generateHip(subject: Subject, g: SectionData<'girths'>, body: Body, rng: Rng): SectionData<'hip'> {
  const upperLowerRatio = round(between(rng, 0.88, 1.12), 2);
  const liftIndex = round(
    clamp(85 - (body.PBF - (subject.sex === 'male' ? 18 : 28)) * 1.5 - Math.max(0, subject.age - 25) * 0.3 + between(rng, -10, 10), 5, 98),
    0,
  );
  return {
    type: classifyHip(upperLowerRatio, liftIndex),
    hipGirthCm: g.hipGirth,
    hipWidthCm: round(g.hipGirth * between(rng, 0.35, 0.38)),
    hipDepthCm: round(g.hipGirth * between(rng, 0.26, 0.29)),
    upperLowerRatio,
    liftIndex,
  };
}

/** Segmental fat and muscle: fixed shares of BFM and LM (head and neck excluded), with a little left-right asymmetry. */
export function generateSegments(subject: Subject, bc: BodyComposition, rng: Rng): SectionData<'segments'> {
  return SEGMENTS.map((segment) => {
    const fatKg = round(bc.BFM * SEGMENT_SHARES[segment].fat * between(rng, 0.97, 1.03));
    const muscleKg = round(bc.LM * SEGMENT_SHARES[segment].muscle * between(rng, 0.97, 1.03));
    return {
      segment,
      fatKg,
      fatRating: rateSegment('fat', segment, fatKg, subject.sex, subject.heightCm),
      muscleKg,
      muscleRating: rateSegment('muscle', segment, muscleKg, subject.sex, subject.heightCm),
    };
  });
}
