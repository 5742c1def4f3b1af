// valibot schemas of each measurement section a scanner sends; the stored document is exactly their output.
import * as v from 'valibot';
import {
  BALANCES,
  DIRECTIONS,
  FUNCTION_RATINGS,
  GIRTH_KEYS,
  GIRTH_RANGES,
  GROWING_PAINS,
  HIP_TYPES,
  LANDMARKS,
  LEG_TYPES,
  PELVIS_OUTCOMES,
  POSTURE_ITEMS,
  POSTURE_ITEM_KEYS,
  POSTURE_RESULTS,
  POSTURE_UNITS,
  RATINGS,
  RISK_LEVELS,
  SEGMENTS,
  SIDES,
  SPINE_LEVELS,
  SPINE_REGIONS,
  STUDY_LOADS,
  VERTEBRAE,
  VIEWS,
  WAIST_LEVELS,
  METRIC_KEYS,
  type MetricKey,
  type PostureItemKey,
} from './sections.ts';

export const num = (lo: number, hi: number) =>
  v.pipe(v.number('must be a number'), v.finite('must be finite'), v.minValue(lo, `must be ≥ ${lo}`), v.maxValue(hi, `must be ≤ ${hi}`));
const oneOf = <const T extends readonly string[]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`);

/** Sane physical ranges; values outside are device faults, not people. */
export const METRIC_RANGES: Record<MetricKey, [number, number]> = {
  WT: [10, 300],
  FFM: [5, 250],
  BFM: [0, 250],
  LM: [5, 250],
  TBW: [3, 200],
  SM: [2, 150],
  PROTEIN: [1, 60],
  TM: [0.3, 20],
  BMR: [500, 5000],
  WHR: [0.5, 1.5],
  BMI: [5, 80],
  PBF: [1, 75],
  VFG: [1, 30],
  ICW: [2, 130],
  ECW: [1, 80],
  METABOLIC_AGE: [10, 120],
  SCORE: [0, 100],
};

export const BodyCompositionSchema = v.strictObject(
  Object.fromEntries(METRIC_KEYS.map((k) => [k, num(...METRIC_RANGES[k])])) as { [K in MetricKey]: ReturnType<typeof num> },
);

/**
 * A list that names each key exactly once (segments, views, sides…); stored in the canonical key order so
 * every reader sees the same order whatever order the scanner used.
 */
function keyedList<const K extends string, TItem extends v.GenericSchema<unknown, Record<F, K>>, const F extends string>(
  item: TItem,
  field: F,
  keys: readonly K[],
) {
  return v.pipe(
    v.array(item, 'must be a list'),
    v.check(
      (list) => list.length === keys.length && keys.every((k) => list.filter((i) => i[field] === k).length === 1),
      `must list each ${field} of ${keys.join(', ')} exactly once`,
    ),
    v.transform((list) => [...list].sort((a, b) => keys.indexOf(a[field]) - keys.indexOf(b[field]))),
  );
}

export const SegmentsSchema = keyedList(
  v.strictObject({
    segment: oneOf(SEGMENTS),
    fatKg: num(0, 150),
    fatRating: oneOf(RATINGS),
    muscleKg: num(0, 120),
    muscleRating: oneOf(RATINGS),
  }),
  'segment',
  SEGMENTS,
);

export const GirthsSchema = v.strictObject(
  Object.fromEntries(GIRTH_KEYS.map((k) => [k, num(...GIRTH_RANGES[k])])) as Record<(typeof GIRTH_KEYS)[number], ReturnType<typeof num>>,
);

const PostureItemSchema = v.pipe(
  v.strictObject({
    key: oneOf(POSTURE_ITEM_KEYS as readonly PostureItemKey[]),
    value: num(0, 60),
    unit: oneOf(POSTURE_UNITS),
    direction: oneOf(DIRECTIONS),
    result: oneOf(POSTURE_RESULTS),
    legType: v.optional(oneOf(LEG_TYPES)),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const item = dataset.value;
    const rule = POSTURE_ITEMS[item.key];
    const at = (key: string) => [{ type: 'object', origin: 'value', input: item, key, value: item[key as keyof typeof item] }] as const;
    if (item.unit !== rule.unit) addIssue({ message: `must be ${rule.unit} for ${item.key}`, path: [...at('unit')] });
    if (item.value > rule.max) addIssue({ message: `must be ≤ ${rule.max} for ${item.key}`, path: [...at('value')] });
    if (!(rule.directions as readonly string[]).includes(item.direction)) {
      addIssue({ message: `must be one of ${rule.directions.join(', ')} for ${item.key}`, path: [...at('direction')] });
    }
    if ((item.key === 'leg_type') !== (item.legType !== undefined)) {
      addIssue({ message: 'legType is required for leg_type and only there', path: [...at('legType')] });
    }
  }),
);

const LandmarkSchema = v.strictObject({ name: v.pipe(v.string(), v.maxLength(40)), x: num(0, 1), y: num(0, 1) });
const ViewSchema = v.pipe(
  v.strictObject({ view: oneOf(VIEWS), landmarks: v.array(LandmarkSchema, 'must be a list') }),
  v.check(
    (view) => {
      const names = view.landmarks.map((l) => l.name);
      const wanted = LANDMARKS[view.view];
      return names.length === wanted.length && wanted.every((n) => names.includes(n));
    },
    (issue) => `landmarks must be exactly ${LANDMARKS[(issue.input as { view: (typeof VIEWS)[number] }).view].join(', ')}`,
  ),
);

export const PostureSchema = v.strictObject({
  items: keyedList(PostureItemSchema, 'key', POSTURE_ITEM_KEYS as readonly PostureItemKey[]),
  views: keyedList(ViewSchema, 'view', VIEWS),
});

export const ShoulderSchema = v.strictObject({
  sides: keyedList(
    v.pipe(
      v.strictObject({ side: oneOf(SIDES), rangeDeg: num(0, 200), maxActivityAtDeg: num(0, 200), rating: oneOf(FUNCTION_RATINGS) }),
      v.check((s) => s.maxActivityAtDeg <= s.rangeDeg, 'maxActivityAtDeg must be within rangeDeg'),
    ),
    'side',
    SIDES,
  ),
});

export const WaistSchema = v.strictObject({
  lines: v.pipe(
    keyedList(
      v.strictObject({ level: oneOf(WAIST_LEVELS), heightCm: num(30, 170), girthCm: num(35, 220), sectionCm2: num(50, 4000) }),
      'level',
      WAIST_LEVELS,
    ),
    v.check((l) => l[0]!.heightCm > l[1]!.heightCm && l[1]!.heightCm > l[2]!.heightCm, 'lines must run high above mid above low'),
    // Isoperimetric inequality: no cross-section encloses more than the circle of the same girth.
    v.check(
      (l) => l.every((x) => x.sectionCm2 <= ((x.girthCm * x.girthCm) / (4 * Math.PI)) * 1.01),
      'sectionCm2 is larger than its girth allows',
    ),
  ),
  waistGirthCm: num(35, 220),
  volumeBetweenLinesL: num(0.2, 80),
  waistHipRatio: num(0.5, 1.5),
  backVolumeL: num(0.5, 80),
  hipRegionVolumeL: num(0.5, 100),
  score: num(0, 100),
});

export const PelvisSchema = v.strictObject({
  tiltDeg: num(-30, 30),
  legLengthDifferenceMm: num(-50, 50),
  outcomes: v.pipe(
    v.array(oneOf(PELVIS_OUTCOMES), 'must be a list'),
    v.minLength(1, 'must name at least one outcome'),
    v.check((o) => new Set(o).size === o.length, 'must not repeat an outcome'),
    v.check((o) => !o.includes('normal') || o.length === 1, 'normal excludes every other outcome'),
  ),
  risk: oneOf(RISK_LEVELS),
});

export const HipSchema = v.strictObject({
  type: oneOf(HIP_TYPES),
  hipGirthCm: num(45, 220),
  hipWidthCm: num(15, 90),
  hipDepthCm: num(10, 70),
  upperLowerRatio: num(0.5, 1.5),
  liftIndex: num(0, 100),
});

const VertebraSchema = v.strictObject({
  name: v.string(),
  region: oneOf(SPINE_REGIONS),
  x: num(-0.3, 0.3),
  y: num(0.3, 2),
  z: num(-0.3, 0.3),
  rotationDeg: num(-45, 45),
  level: oneOf(SPINE_LEVELS),
});

export const SpineSchema = v.strictObject({
  regions: keyedList(
    v.strictObject({ region: oneOf(SPINE_REGIONS), score: num(0, 100), level: oneOf(SPINE_LEVELS) }),
    'region',
    SPINE_REGIONS,
  ),
  overallScore: num(0, 100),
  overallLevel: oneOf(SPINE_LEVELS),
  vertebrae: v.pipe(
    v.array(VertebraSchema, 'must be a list'),
    v.length(VERTEBRAE.length, `must hold the ${VERTEBRAE.length} vertebrae C1–C7, T1–T12, L1–L5`),
    v.check(
      (list) => list.every((x, i) => x.name === VERTEBRAE[i]?.name && x.region === VERTEBRAE[i]?.region),
      'vertebrae must be C1–C7, T1–T12, L1–L5 in order with their regions',
    ),
    v.check((list) => list.every((x, i) => i === 0 || x.y < list[i - 1]!.y), 'vertebrae must run downwards (y decreasing from C1 to L5)'),
  ),
});

export const PainRiskSchema = v.strictObject({ neck: oneOf(RISK_LEVELS), back: oneOf(RISK_LEVELS), lowerBack: oneOf(RISK_LEVELS) });

export const YouthSpineSchema = v.strictObject({
  developmentScore: num(0, 100),
  developmentRating: oneOf(FUNCTION_RATINGS),
  studyPostureLoad: oneOf(STUDY_LOADS),
  skeletalBalance: oneOf(BALANCES),
  growingPains: oneOf(GROWING_PAINS),
  scoliosisRiskScore: num(0, 100),
});

export type Segments = v.InferOutput<typeof SegmentsSchema>;
export type Girths = v.InferOutput<typeof GirthsSchema>;
export type Posture = v.InferOutput<typeof PostureSchema>;
export type PostureItem = Posture['items'][number];
export type Shoulder = v.InferOutput<typeof ShoulderSchema>;
export type Waist = v.InferOutput<typeof WaistSchema>;
export type Pelvis = v.InferOutput<typeof PelvisSchema>;
export type Hip = v.InferOutput<typeof HipSchema>;
export type Spine = v.InferOutput<typeof SpineSchema>;
export type PainRisk = v.InferOutput<typeof PainRiskSchema>;
export type YouthSpine = v.InferOutput<typeof YouthSpineSchema>;
