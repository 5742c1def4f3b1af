// Posture-driven sections of a generated scan: posture items and landmarks, pelvis, shoulder function, spine,
// pain risk and the youth spine. One posture severity drives them all, so results follow the values, the
// spine follows the posture and the pain risk follows the spine.
import type { SectionData } from '../scan/report-sections.ts';
import { between, clamp, pick, round, type Rng } from './random.ts';
import {
  classifyLegType,
  classifyPosture,
  developmentRating,
  LANDMARKS,
  painRiskOf,
  POSTURE_ITEMS,
  POSTURE_ITEM_KEYS,
  rateShoulder,
  REGION_WEIGHTS,
  SPINE_REGIONS,
  skeletalBalance,
  spineLevel,
  studyLoad,
  VERTEBRAE,
  vertebraScore,
  VIEWS,
  type Direction,
  type PelvisOutcome,
  type PostureItemKey,
  type SpineRegion,
  type Subject,
} from '../scan/sections.ts';

export type Items = Record<PostureItemKey, SectionData<'posture'>['items'][number]>;

const DIRECTION_OF: Partial<Record<PostureItemKey, readonly Direction[]>> = {
  forward_head: ['forward'],
  round_shoulder_left: ['forward'],
  round_shoulder_right: ['forward'],
  // Anterior pelvic tilt is about twice as common as posterior.
  pelvic_tilt: ['forward', 'forward', 'backward'],
  pelvis_shift: ['forward', 'backward'],
};

/** severity 0 (upright) … 1 (poor posture); each value lands around 1.5 × its abnormal threshold at severity 1. */
export function generatePostureItems(severity: number, rng: Rng): Items {
  const items = {} as Items;
  for (const key of POSTURE_ITEM_KEYS) {
    if (key === 'leg_type') continue;
    const rule = POSTURE_ITEMS[key];
    const value = round(clamp(rule.abnormalAt * 1.5 * severity * between(rng, 0.2, 1.4), 0, rule.max));
    const direction = value < 0.5 ? 'none' : pick<Direction>(rng, DIRECTION_OF[key] ?? ['left', 'right']);
    items[key] = { key, value, unit: rule.unit, direction, result: classifyPosture(key, value) };
  }
  const gap = round(Math.min(POSTURE_ITEMS.leg_type.max, (items.knee_left.value + items.knee_right.value) * 0.3));
  const result = classifyPosture('leg_type', gap);
  items.leg_type = {
    key: 'leg_type',
    value: gap,
    unit: 'cm',
    direction: 'none',
    result,
    legType: classifyLegType(result, items.knee_left.direction, items.knee_right.direction),
  };
  return items;
}

/** Landmarks in a square image: the person stands from y 0.05 (top of the head) to 0.95 (floor), centred. */
function postureViews(subject: Subject, it: Items): SectionData<'posture'>['views'] {
  const H = subject.heightCm;
  const k = 0.9 / H;
  const y = (heightCm: number) => round(clamp(0.95 - heightCm * k, 0, 1), 4);
  const x = (cm: number) => round(clamp(0.5 + cm * k, 0, 1), 4);
  const sign = (d: Direction) => (d === 'left' ? 1 : d === 'right' ? -1 : 0);
  const shoulderRise = Math.tan((it.uneven_shoulders.value * Math.PI) / 180) * 0.12 * H * sign(it.uneven_shoulders.direction);
  const headRise = Math.tan((it.head_tilt.value * Math.PI) / 180) * 0.04 * H * sign(it.head_tilt.direction);
  const frontal = (mirror: 1 | -1) => {
    // Seen from the front the person's left is on the image's right; from the back it is on the left.
    const at = (name: string, side: number, dx: number, h: number) => ({ name, x: x(mirror * side * dx), y: y(h) });
    const pair = (part: string, dx: number, h: number, rise = 0) => [
      at(`left_${part}`, 1, dx, h + rise / 2),
      at(`right_${part}`, -1, dx, h - rise / 2),
    ];
    return [
      at('head_top', 1, 0, H),
      ...pair('ear', 0.04 * H, 0.93 * H, headRise),
      at('chin', 1, 0, 0.87 * H),
      ...pair('shoulder', 0.12 * H, 0.82 * H, shoulderRise),
      ...pair('elbow', 0.14 * H, 0.63 * H),
      ...pair('wrist', 0.15 * H, 0.48 * H),
      ...pair('hip', 0.06 * H, 0.52 * H),
      ...pair('knee', 0.055 * H, 0.28 * H),
      ...pair('ankle', 0.05 * H, 0.04 * H),
    ];
  };
  const sagittal = (facing: 1 | -1) => {
    // Forward head: the ear sits ahead of the shoulder by tan(angle) × the height between them.
    const earAhead = Math.tan((it.forward_head.value * Math.PI) / 180) * 0.11 * H;
    const hipAhead =
      it.pelvis_shift.value * (it.pelvis_shift.direction === 'backward' ? -1 : it.pelvis_shift.direction === 'forward' ? 1 : 0);
    const at = (name: string, ahead: number, h: number) => ({ name, x: x(facing * ahead), y: y(h) });
    return [
      at('head_top', earAhead * 0.8, H),
      at('ear', earAhead, 0.93 * H),
      at('shoulder', 0, 0.82 * H),
      at('elbow', -0.01 * H, 0.63 * H),
      at('wrist', 0.01 * H, 0.48 * H),
      at('hip', hipAhead, 0.52 * H),
      at('knee', 0.01 * H, 0.28 * H),
      at('ankle', 0, 0.04 * H),
    ];
  };
  const byView = { front: frontal(-1), back: frontal(1), left: sagittal(-1), right: sagittal(1) };
  return VIEWS.map((view) => ({ view, landmarks: byView[view].filter((l) => LANDMARKS[view].includes(l.name)) }));
}

export function generatePosture(subject: Subject, items: Items): SectionData<'posture'> {
  return { items: POSTURE_ITEM_KEYS.map((key) => items[key]), views: postureViews(subject, items) };
}

export function pelvisFrom(it: Items): SectionData<'pelvis'> {
  const tilt = it.pelvic_tilt;
  const lld = it.leg_length_difference;
  const outcomes: PelvisOutcome[] = [];
  if (tilt.result !== 'normal') {
    const side = tilt.direction === 'backward' ? 'posterior_tilt' : 'anterior_tilt';
    outcomes.push(tilt.result === 'abnormal' ? side : `${side}_risk`);
  }
  if (lld.result !== 'normal') {
    const side = lld.direction === 'right' ? 'right_leg_longer' : 'left_leg_longer';
    outcomes.push(lld.result === 'abnormal' ? side : `${side}_risk`);
  }
  const results = [tilt.result, lld.result];
  return {
    tiltDeg: round(tilt.value * (tilt.direction === 'backward' ? -1 : 1)),
    legLengthDifferenceMm: round(lld.value * (lld.direction === 'right' ? -1 : 1)),
    outcomes: outcomes.length ? outcomes : ['normal'],
    risk: results.includes('abnormal') ? 'high' : results.includes('suspected') ? 'medium' : 'low',
  };
}

export function generateShoulder(subject: Subject, it: Items, rng: Rng): SectionData<'shoulder'> {
  return {
    sides: (['left', 'right'] as const).map((side) => {
      const rounding = it[`round_shoulder_${side}`].value;
      const rangeDeg = round(clamp(178 - subject.age * 0.25 - rounding * 0.9 + between(rng, -6, 6), 80, 190));
      return { side, rangeDeg, maxActivityAtDeg: round(rangeDeg * between(rng, 0.55, 0.75)), rating: rateShoulder(rangeDeg) };
    }),
  };
}

const REGION_SPAN: Record<SpineRegion, [number, number]> = { cervical: [0.875, 0.815], thoracic: [0.805, 0.63], lumbar: [0.615, 0.555] };
const CURVE_M: Record<SpineRegion, number> = { cervical: 0.012, thoracic: -0.03, lumbar: 0.022 };

/** The healthy spine of a person this tall (metres): lordosis, kyphosis, lordosis, straight seen from the back. */
export function idealSpine(heightCm: number): Array<{ y: number; z: number; t: number }> {
  const H = heightCm / 100;
  return VERTEBRAE.map(({ name, region }) => {
    const inRegion = VERTEBRAE.filter((v) => v.region === region);
    const t = inRegion.length === 1 ? 0.5 : inRegion.findIndex((v) => v.name === name) / (inRegion.length - 1);
    const [top, bottom] = REGION_SPAN[region];
    return { y: (top + (bottom - top) * t) * H, z: -0.08 * H + CURVE_M[region] * Math.sin(Math.PI * t), t };
  });
}

/** How far (mm) a vertebra sits from the ideal curve; scores and levels come from this. */
export const displacementMm = (v: { x: number; z: number }, ideal: { z: number }) => Math.hypot(v.x, v.z - ideal.z) * 1000;

export function generateSpine(subject: Subject, it: Items): SectionData<'spine'> {
  const roundShoulder = (it.round_shoulder_left.value + it.round_shoulder_right.value) / 2;
  const sagittalMm: Record<SpineRegion, number> = {
    cervical: Math.max(0, it.forward_head.value - 3) * 0.5,
    thoracic: -Math.max(0, roundShoulder - 5) * 0.4,
    lumbar: Math.max(0, it.pelvic_tilt.value - 2) * 0.6 * (it.pelvic_tilt.direction === 'backward' ? -1 : 1),
  };
  const lateralMm =
    (it.uneven_shoulders.value * 1.2 + it.leg_length_difference.value * 0.15 + it.head_tilt.value * 0.3) *
    (it.uneven_shoulders.direction === 'right' ? -1 : 1);
  const ideal = idealSpine(subject.heightCm);
  const vertebrae = VERTEBRAE.map(({ name, region }, i) => {
    const base = ideal[i]!;
    const u = i / (VERTEBRAE.length - 1);
    const dx = lateralMm * Math.sin(Math.PI * u);
    const v = {
      x: round(dx / 1000, 4),
      y: round(base.y, 4),
      z: round(base.z + (sagittalMm[region] * Math.sin(Math.PI * base.t)) / 1000, 4),
    };
    const score = vertebraScore(displacementMm(v, base));
    return { name, region, ...v, rotationDeg: round(clamp(dx * 0.8, -30, 30)), level: spineLevel(score), score };
  });
  const regions = SPINE_REGIONS.map((region) => {
    const score = Math.max(...vertebrae.filter((v) => v.region === region).map((v) => v.score));
    return { region, score, level: spineLevel(score) };
  });
  const overallScore = round(regions.reduce((a, r) => a + r.score * REGION_WEIGHTS[r.region], 0));
  return {
    regions,
    overallScore,
    overallLevel: spineLevel(overallScore),
    vertebrae: vertebrae.map(({ name, region, x, y, z, rotationDeg, level }) => ({ name, region, x, y, z, rotationDeg, level })),
  };
}

export function painRiskFrom(spine: SectionData<'spine'>, it: Items): SectionData<'painRisk'> {
  const level = (r: SpineRegion) => spine.regions.find((x) => x.region === r)!.level;
  const abnormal = (...keys: PostureItemKey[]) => keys.some((k) => it[k].result === 'abnormal');
  return {
    neck: painRiskOf(level('cervical'), abnormal('forward_head')),
    back: painRiskOf(level('thoracic'), abnormal('round_shoulder_left', 'round_shoulder_right')),
    lowerBack: painRiskOf(level('lumbar'), abnormal('pelvic_tilt')),
  };
}

/** Scoliosis risk: 6 points per millimetre of the largest sideways deviation. */
export const scoliosisRisk = (spine: SectionData<'spine'>) =>
  round(Math.min(100, Math.max(...spine.vertebrae.map((v) => Math.abs(v.x))) * 1000 * 6));

export function generateYouthSpine(subject: Subject, spine: SectionData<'spine'>, it: Items, rng: Rng): SectionData<'youthSpine'> {
  const developmentScore = round(clamp(100 - spine.overallScore * 0.8 - between(rng, 0, 5), 0, 100));
  const scoliosisRiskScore = scoliosisRisk(spine);
  const legs = (['knee_left', 'knee_right', 'leg_length_difference'] as const).some((k) => it[k].result === 'abnormal');
  return {
    developmentScore,
    developmentRating: developmentRating(developmentScore),
    studyPostureLoad: studyLoad(it.forward_head.value),
    skeletalBalance: skeletalBalance(scoliosisRiskScore),
    growingPains: subject.age <= 15 && legs ? 'risk' : 'safe',
    scoliosisRiskScore,
  };
}
