// The parts that the sections' payload schemas (report-sections.ts) are built of: checked numbers and picklists, lists
// that name each key once, and the items of the posture and the spine.
import * as v from 'valibot';
import {
  DIRECTIONS,
  LANDMARKS,
  LEG_TYPES,
  POSTURE_ITEMS,
  POSTURE_ITEM_KEYS,
  POSTURE_RESULTS,
  POSTURE_UNITS,
  SPINE_LEVELS,
  SPINE_REGIONS,
  VIEWS,
  type MetricKey,
  type PostureItemKey,
} from './sections.ts';

export const num = (lo: number, hi: number) =>
  v.pipe(v.number('must be a number'), v.finite('must be finite'), v.minValue(lo, `must be ≥ ${lo}`), v.maxValue(hi, `must be ≤ ${hi}`));
export const oneOf = <const T extends readonly string[]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`);

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

/** An object of one checked number per key, each within its key's range. */
export const numbersBy = <const K extends string>(keys: readonly K[], ranges: Record<K, readonly [number, number]>) =>
  v.strictObject(Object.fromEntries(keys.map((k) => [k, num(ranges[k][0], ranges[k][1])])) as Record<K, ReturnType<typeof num>>);

/**
 * A list that names each key exactly once (segments, views, sides…); stored in the canonical key order so
 * every reader sees the same order whatever order the scanner used.
 */
export function keyedList<const K extends string, TItem extends v.GenericSchema<unknown, Record<F, K>>, const F extends string>(
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

export const PostureItemSchema = v.pipe(
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
export const ViewSchema = v.pipe(
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

export const VertebraSchema = v.strictObject({
  name: v.string(),
  region: oneOf(SPINE_REGIONS),
  x: num(-0.3, 0.3),
  y: num(0.3, 2),
  z: num(-0.3, 0.3),
  rotationDeg: num(-45, 45),
  level: oneOf(SPINE_LEVELS),
});
