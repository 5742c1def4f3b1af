// The scan model's vocabulary and the rules every part agrees on (the sections themselves: report-sections.ts):
// enum values (lower case in payloads and the database; GraphQL names are their upper-case forms) and the
// classifications that tie values to results, shared by the generator, the device API and the tests.
import { GIRTH_KEYS } from '#shared/shape-prediction.ts';
import type { MetricKey } from '#shared/body-metrics.ts';

// Body-composition keys in the schema's BodyMetricKey order: the one list, shared with the client.
export { METRIC_KEYS, type MetricKey } from '#shared/body-metrics.ts';
/** A body-composition document: every metric, as the scanner sends it and the report stores it. */
export type BodyComposition = Record<MetricKey, number>;

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];
/** The person on the scanner, as the scanner reports them (the payload's subject). */
export type Subject = { sex: Sex; heightCm: number; age: number };

export const OUTCOMES = ['complete', 'body_assessment_failed', 'body_composition_failed', 'posture_failed', 'failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Model = 'S30' | 'M30';

export const isYouth = (age: number) => age >= 10 && age <= 17;

export const SEGMENTS = ['left_arm', 'right_arm', 'trunk', 'left_leg', 'right_leg'] as const;
export type SegmentKey = (typeof SEGMENTS)[number];
export const RATINGS = ['low', 'normal', 'high'] as const;
export type Rating = (typeof RATINGS)[number];

// The 16 girths, in the schema's GirthKey order: one list for the server and the body-shape prediction.
export { GIRTH_KEYS };
export type GirthKey = (typeof GIRTH_KEYS)[number];

/** Sane girths in cm for people 70–200 cm tall; outside is a device fault. */
export const GIRTH_RANGES: Record<GirthKey, [number, number]> = {
  neckGirth: [18, 70],
  leftUpperArmGirth: [12, 70],
  rightUpperArmGirth: [12, 70],
  bustGirth: [45, 200],
  waistGirth: [35, 220],
  midWaistGirth: [35, 220],
  hipGirth: [45, 220],
  leftThighGirth: [25, 120],
  leftMidThighGirth: [20, 110],
  leftMinThighGirth: [15, 100],
  rightThighGirth: [25, 120],
  rightMidThighGirth: [20, 110],
  rightMinThighGirth: [15, 100],
  leftCalfGirth: [15, 80],
  rightCalfGirth: [15, 80],
  lowWaistGirth: [35, 220],
};

export const POSTURE_RESULTS = ['normal', 'suspected', 'abnormal'] as const;
export type PostureResult = (typeof POSTURE_RESULTS)[number];
export const POSTURE_UNITS = ['degree', 'cm', 'mm'] as const;
export const DIRECTIONS = ['none', 'left', 'right', 'forward', 'backward'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const LEG_TYPES = ['normal', 'k', 'd', 'x', 'o'] as const;
export type LegType = (typeof LEG_TYPES)[number];

type ItemRule = {
  unit: (typeof POSTURE_UNITS)[number];
  max: number;
  directions: readonly Direction[];
  suspectedAt: number;
  abnormalAt: number;
};
const lateral = ['none', 'left', 'right'] as const;

/** Posture items: unit, sane maximum, allowed directions and the thresholds of their results. */
export const POSTURE_ITEMS = {
  forward_head: { unit: 'degree', max: 60, directions: ['none', 'forward'], suspectedAt: 8, abnormalAt: 15 },
  head_tilt: { unit: 'degree', max: 30, directions: lateral, suspectedAt: 3, abnormalAt: 6 },
  round_shoulder_left: { unit: 'degree', max: 45, directions: ['none', 'forward'], suspectedAt: 10, abnormalAt: 20 },
  round_shoulder_right: { unit: 'degree', max: 45, directions: ['none', 'forward'], suspectedAt: 10, abnormalAt: 20 },
  uneven_shoulders: { unit: 'degree', max: 20, directions: lateral, suspectedAt: 2, abnormalAt: 4 },
  pelvis_shift: { unit: 'cm', max: 15, directions: ['none', 'forward', 'backward'], suspectedAt: 2, abnormalAt: 4 },
  // Measured 1 cm below the knee; the direction is where the knee points (left knee → right = inwards).
  knee_left: { unit: 'degree', max: 30, directions: lateral, suspectedAt: 5, abnormalAt: 10 },
  knee_right: { unit: 'degree', max: 30, directions: lateral, suspectedAt: 5, abnormalAt: 10 },
  // Gap between the knees (O) or the ankles (X), cm.
  leg_type: { unit: 'cm', max: 25, directions: ['none'], suspectedAt: 3, abnormalAt: 6 },
  // forward = anterior, backward = posterior.
  pelvic_tilt: { unit: 'degree', max: 30, directions: ['none', 'forward', 'backward'], suspectedAt: 5, abnormalAt: 10 },
  // Direction names the longer leg.
  leg_length_difference: { unit: 'mm', max: 50, directions: lateral, suspectedAt: 5, abnormalAt: 10 },
} as const satisfies Record<string, ItemRule>;
export type PostureItemKey = keyof typeof POSTURE_ITEMS;
export const POSTURE_ITEM_KEYS = Object.keys(POSTURE_ITEMS) as PostureItemKey[];

export function classifyPosture(key: PostureItemKey, value: number): PostureResult {
  const rule: ItemRule = POSTURE_ITEMS[key];
  return value >= rule.abnormalAt ? 'abnormal' : value >= rule.suspectedAt ? 'suspected' : 'normal';
}

/** Leg type from the two knees: both inwards X, both outwards O, left in and right out K, the reverse D. */
export function classifyLegType(result: PostureResult, kneeLeft: Direction, kneeRight: Direction): LegType {
  if (result === 'normal') return 'normal';
  const leftIn = kneeLeft === 'right';
  const rightIn = kneeRight === 'left';
  if (leftIn && rightIn) return 'x';
  if (!leftIn && !rightIn) return 'o';
  return leftIn ? 'k' : 'd';
}

export const VIEWS = ['front', 'left', 'right', 'back'] as const;
export type View = (typeof VIEWS)[number];
const frontal = [
  'head_top',
  'left_ear',
  'right_ear',
  'chin',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const;
const sagittal = ['head_top', 'ear', 'shoulder', 'elbow', 'wrist', 'hip', 'knee', 'ankle'] as const;
/** Every view carries exactly these landmarks. */
export const LANDMARKS: Record<View, readonly string[]> = { front: frontal, back: frontal, left: sagittal, right: sagittal };

export const FUNCTION_RATINGS = ['great', 'good', 'normal', 'weak'] as const;
export type FunctionRating = (typeof FUNCTION_RATINGS)[number];
export const SIDES = ['left', 'right'] as const;

/** Shoulder range of motion (degrees) → rating. */
export const rateShoulder = (rangeDeg: number): FunctionRating =>
  rangeDeg >= 170 ? 'great' : rangeDeg >= 155 ? 'good' : rangeDeg >= 140 ? 'normal' : 'weak';

export const WAIST_LEVELS = ['high', 'mid', 'low'] as const;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const PELVIS_OUTCOMES = [
  'normal',
  'anterior_tilt_risk',
  'anterior_tilt',
  'posterior_tilt_risk',
  'posterior_tilt',
  'left_leg_longer_risk',
  'left_leg_longer',
  'right_leg_longer_risk',
  'right_leg_longer',
] as const;
export type PelvisOutcome = (typeof PELVIS_OUTCOMES)[number];

export const HIP_TYPES = ['square', 'pear', 'inverted_triangle', 'round', 'peach'] as const;
export type HipType = (typeof HIP_TYPES)[number];

export function classifyHip(upperLowerRatio: number, liftIndex: number): HipType {
  if (upperLowerRatio > 1.06) return 'inverted_triangle';
  if (upperLowerRatio < 0.94) return 'pear';
  if (liftIndex >= 70) return 'peach';
  return liftIndex < 45 ? 'square' : 'round';
}

export const SPINE_LEVELS = ['normal', 'mild', 'moderate', 'severe'] as const;
export type SpineLevel = (typeof SPINE_LEVELS)[number];
export const SPINE_REGIONS = ['cervical', 'thoracic', 'lumbar'] as const;
export type SpineRegion = (typeof SPINE_REGIONS)[number];
export const spineLevel = (score: number): SpineLevel => (score < 20 ? 'normal' : score < 40 ? 'mild' : score < 65 ? 'moderate' : 'severe');
/** A vertebra's abnormality score: 5 points per millimetre away from the ideal curve, at most 100. */
export const vertebraScore = (displacementMm: number) => Math.min(100, Math.round(displacementMm * 5 * 10) / 10);
export const REGION_WEIGHTS: Record<SpineRegion, number> = { cervical: 0.3, thoracic: 0.4, lumbar: 0.3 };

/** C1–C7, T1–T12, L1–L5, top to bottom. */
export const VERTEBRAE: ReadonlyArray<{ name: string; region: SpineRegion }> = [
  ...Array.from({ length: 7 }, (_, i) => ({ name: `C${i + 1}`, region: 'cervical' as const })),
  ...Array.from({ length: 12 }, (_, i) => ({ name: `T${i + 1}`, region: 'thoracic' as const })),
  ...Array.from({ length: 5 }, (_, i) => ({ name: `L${i + 1}`, region: 'lumbar' as const })),
];

/** Pain risk of a region: from its spine level, one step higher when the posture item that loads it is abnormal. */
export function painRiskOf(level: SpineLevel, loadAbnormal: boolean): RiskLevel {
  const base = level === 'normal' ? 0 : level === 'mild' ? 1 : 2;
  return RISK_LEVELS[Math.min(2, base + (loadAbnormal ? 1 : 0))]!;
}

export const STUDY_LOADS = ['low', 'medium', 'high', 'overload'] as const;
export const BALANCES = ['balanced', 'mild', 'moderate', 'severe'] as const;
export const GROWING_PAINS = ['safe', 'risk'] as const;
/** Study-posture load from the forward-head angle (degrees). */
export const studyLoad = (forwardHeadDeg: number) =>
  STUDY_LOADS[forwardHeadDeg < 8 ? 0 : forwardHeadDeg < 15 ? 1 : forwardHeadDeg < 22 ? 2 : 3]!;
/** Skeletal balance from the scoliosis risk score. */
export const skeletalBalance = (scoliosisRisk: number) =>
  BALANCES[scoliosisRisk < 20 ? 0 : scoliosisRisk < 40 ? 1 : scoliosisRisk < 65 ? 2 : 3]!;
export const developmentRating = (score: number): FunctionRating =>
  score >= 85 ? 'great' : score >= 70 ? 'good' : score >= 55 ? 'normal' : 'weak';

/** Share of body fat and of muscle in each segment (the rest is head and neck). */
export const SEGMENT_SHARES: Record<SegmentKey, { fat: number; muscle: number }> = {
  left_arm: { fat: 0.065, muscle: 0.055 },
  right_arm: { fat: 0.065, muscle: 0.055 },
  trunk: { fat: 0.5, muscle: 0.45 },
  left_leg: { fat: 0.15, muscle: 0.17 },
  right_leg: { fat: 0.15, muscle: 0.17 },
};

/** Ideal weight (BMI 22) and ideal body fat (15 % men, 23 % women): the shape prediction's targets. */
export function idealBody(sex: Sex, heightCm: number): { weightKg: number; pbf: number } {
  const h = heightCm / 100;
  return { weightKg: Math.round(22 * h * h * 10) / 10, pbf: sex === 'male' ? 15 : 23 };
}

/** A segment rated against the same segment of the person's ideal body: fat 80–150 %, muscle 90–110 % is normal. */
export function rateSegment(kind: 'fat' | 'muscle', segment: SegmentKey, kg: number, sex: Sex, heightCm: number): Rating {
  const ideal = idealBody(sex, heightCm);
  const standard =
    kind === 'fat'
      ? SEGMENT_SHARES[segment].fat * ideal.weightKg * (ideal.pbf / 100)
      : SEGMENT_SHARES[segment].muscle * ideal.weightKg * (1 - ideal.pbf / 100) * 0.95;
  const [lo, hi] = kind === 'fat' ? [0.8, 1.5] : [0.9, 1.1];
  return kg < standard * lo ? 'low' : kg > standard * hi ? 'high' : 'normal';
}
