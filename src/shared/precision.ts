// When a change is a change: the least significant change (LSC) of each value the report shows, from the typical
// error of measuring it twice, per product model. A difference smaller than its LSC is within measurement variation
// (the scanner's precision and a body's day-to-day swings, water above all): the app never shows it as a gain or a
// loss. One table for the server (the API's `lsc` fields, server/src/domain/report-views.ts) and the client (changes
// it computes itself). The figures and their sources: docs/science.md ("Least significant change").
import type { MetricKey } from './body-metrics.ts';
import type { GirthKey } from './shape-prediction.ts';

/** 1.96 × √2: two measurements differ at 95 % confidence when they are this many typical errors apart. */
export const LSC_FACTOR = 2.77;

/**
 * The values with a precision figure: body composition, the ECW/TBW ratio, girths, the shoulder's mean range of
 * motion, and the hip section's shape figures.
 */
export type PrecisionKey = MetricKey | GirthKey | 'ECW_TBW' | 'SHOULDER_ROM' | HipFigure;
export type HipFigure = 'HIP_WIDTH' | 'HIP_DEPTH' | 'HIP_UPPER_LOWER' | 'HIP_LIFT';

export type Model = 'S30' | 'M30';

/** Where a figure comes from (full references, with the figures they give: docs/science.md). */
export const PRECISION_SOURCES = {
  LAB: 'between-day test–retest of laboratory body-composition methods, two multi-frequency BIA analysers among them (Br J Nutr)',
  WEIGHT: 'day-to-day body-weight swings (Turicchi et al. 2020, PLoS ONE 15:e0232152; NHS: ±0.5 kg very common)',
  SCANNER:
    '3D body-scanner repeat girths (Medina-Inojosa et al., Obesity: Open Access 2:122); tape between occasions as the upper bound (Nordhamn et al. 2000, Int J Obes 24:652)',
  DERIVED: 'derived from the figures of the values it is computed from',
  NONE: 'no published study found: a conservative choice',
} as const;
export type PrecisionSource = keyof typeof PRECISION_SOURCES;

/** A typical error: in the value's own unit (kg, %-points, kcal/day, level, cm, degrees, ratio). */
export type TypicalError = { te: number; source: PrecisionSource };

const figure =
  (source: PrecisionSource) =>
  (te: number): TypicalError => ({ te, source });
const LAB = figure('LAB');
const WEIGHT = figure('WEIGHT');
const SCANNER = figure('SCANNER');
const DERIVED = figure('DERIVED');
const NONE = figure('NONE');

/**
 * Neither model has a precision study of its own, so both take the same published figures, at the upper end of the
 * between-day ranges (a rescan happens on another day, fed or not): docs/science.md. A model studied later gets its own.
 */
const PUBLISHED: Record<PrecisionKey, TypicalError> = {
  WT: WEIGHT(0.5),
  BMI: DERIVED(0.2),
  PBF: LAB(1.3),
  BFM: LAB(0.9),
  FFM: LAB(0.9),
  LM: DERIVED(0.9),
  SM: DERIVED(0.6),
  TBW: DERIVED(0.7),
  ICW: DERIVED(0.45),
  ECW: DERIVED(0.3),
  ECW_TBW: NONE(0.004),
  PROTEIN: DERIVED(0.2),
  TM: DERIVED(0.06),
  BMR: DERIVED(20),
  VFG: NONE(1),
  WHR: SCANNER(0.015),
  METABOLIC_AGE: NONE(2),
  SCORE: NONE(2),
  neckGirth: NONE(1),
  leftUpperArmGirth: NONE(1),
  rightUpperArmGirth: NONE(1),
  bustGirth: NONE(1.5),
  waistGirth: SCANNER(1.5),
  midWaistGirth: SCANNER(1.5),
  lowWaistGirth: SCANNER(1.5),
  hipGirth: SCANNER(1),
  leftThighGirth: NONE(1.5),
  leftMidThighGirth: NONE(1.5),
  leftMinThighGirth: NONE(1.5),
  rightThighGirth: NONE(1.5),
  rightMidThighGirth: NONE(1.5),
  rightMinThighGirth: NONE(1.5),
  leftCalfGirth: NONE(0.8),
  rightCalfGirth: NONE(0.8),
  SHOULDER_ROM: NONE(4),
  HIP_WIDTH: NONE(1),
  HIP_DEPTH: NONE(1),
  HIP_UPPER_LOWER: NONE(0.02),
  HIP_LIFT: NONE(3),
};

export const TYPICAL_ERRORS: Record<Model, Record<PrecisionKey, TypicalError>> = { S30: PUBLISHED, M30: PUBLISHED };

/**
 * The smallest change of `key` on `model` that is more than measurement variation, in the value's unit; with no model
 * (a series of both), the larger of the two.
 */
export function leastSignificantChange(key: PrecisionKey, model: Model | null): number {
  const te = model ? TYPICAL_ERRORS[model][key].te : Math.max(TYPICAL_ERRORS.S30[key].te, TYPICAL_ERRORS.M30[key].te);
  return LSC_FACTOR * te;
}

/** A change (as shown, rounded) inside the least significant change: measurement variation, not a gain or a loss. */
export function withinVariation(change: number, lsc: number): boolean {
  return Math.abs(change) < lsc;
}

type Water = { TBW: number; ECW: number };

/**
 * Whether the body's water moved more than its own least significant change between two scans (total body water, or
 * the ECW/TBW ratio): then fat and muscle changes may be water (water is 50–70 % of weight; the spec's text).
 */
export function waterMoved(model: Model, now: Partial<Water>, before: Partial<Water> | null | undefined): boolean {
  if (!before || now.TBW === undefined || before.TBW === undefined) return false;
  if (!withinVariation(now.TBW - before.TBW, leastSignificantChange('TBW', model))) return true;
  if (now.ECW === undefined || before.ECW === undefined || now.TBW <= 0 || before.TBW <= 0) return false;
  return !withinVariation(now.ECW / now.TBW - before.ECW / before.TBW, leastSignificantChange('ECW_TBW', model));
}

/** The values a person can set a goal for (issue 20): weight, body fat, skeletal muscle and the waist. */
export const GOAL_METRICS = ['WT', 'PBF', 'SM', 'waistGirth'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/** A realistic pace, per week, as [slower, faster] magnitudes of change in the value's unit. */
export type PaceBand = { slow: number; fast: number };

/**
 * Published safe and realistic rates of change, per week, for a goal's pace band: losing weight about 0.5–1 % of body
 * weight a week (NICE CG189; NHLBI 1998: 1–2 lb), gaining about 0.25–0.5 % (Iraki et al. 2019, Sports 7:154, for
 * gaining mostly lean mass); body fat and waist derived from the weight loss rate (about three quarters of a slow loss
 * is fat; about 1 cm of waist per kg lost: Han et al. 1997, Int J Obes 21:127); skeletal muscle from resistance-training
 * gains of about 1–2 kg of lean mass in 8–12 weeks, about half of it skeletal muscle (docs/science.md).
 */
export function paceBand(metric: GoalMetric, direction: 1 | -1, weightKg: number): PaceBand {
  switch (metric) {
    case 'WT':
      return direction < 0 ? { slow: 0.005 * weightKg, fast: 0.01 * weightKg } : { slow: 0.0025 * weightKg, fast: 0.005 * weightKg };
    case 'PBF':
      return { slow: 0.2, fast: 0.5 };
    case 'SM':
      return { slow: 0.05, fast: 0.15 };
    case 'waistGirth':
      return { slow: 0.5, fast: 1 };
  }
}
