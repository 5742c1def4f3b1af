// Names of the body-composition metrics, and which direction of change is good for each.
import { msg } from '@lingui/core/macro';
import { HIGH_IS_GOOD, RATING, type Verdict } from './parts/verdicts.ts';
import type { MessageDescriptor } from '@lingui/core';
import type { MetricKey as BodyMetricKey } from '#shared/body-metrics.ts';

export type { MetricKey as BodyMetricKey } from '#shared/body-metrics.ts';

export const METRIC_NAMES: Record<BodyMetricKey, MessageDescriptor> = {
  WT: msg`Weight`,
  FFM: msg`Fat-free mass`,
  BFM: msg`Body fat mass`,
  LM: msg`Muscle mass`,
  TBW: msg`Total body water`,
  SM: msg`Skeletal muscle`,
  PROTEIN: msg`Protein`,
  TM: msg`Inorganic salts`,
  BMR: msg`Basal metabolic rate`,
  WHR: msg`Waist-hip ratio`,
  BMI: msg`BMI`,
  PBF: msg`Body fat percentage`,
  VFG: msg`Visceral fat level`,
  ICW: msg`Intracellular water`,
  ECW: msg`Extracellular water`,
  METABOLIC_AGE: msg`Metabolic age`,
  SCORE: msg`Body score`,
};

/** A value against the person's standard range (the schema's Rating). */
export type Rating = 'LOW' | 'NORMAL' | 'HIGH';

/** +1: a rise is good; -1: a fall is good; 0: neither (depends on the person). */
export const GOOD_DIRECTION: Record<BodyMetricKey, 1 | -1 | 0> = {
  WT: 0,
  FFM: 1,
  BFM: -1,
  LM: 1,
  TBW: 1,
  SM: 1,
  PROTEIN: 1,
  TM: 0,
  BMR: 1,
  WHR: -1,
  BMI: 0,
  PBF: -1,
  VFG: -1,
  ICW: 1,
  ECW: 0,
  METABOLIC_AGE: -1,
  SCORE: 1,
};

/**
 * Which way a change is good, for this person: a rise of muscle is good, a fall of fat is good; for weight and BMI it
 * depends on where they stand (the one weight rule, server/src/domain/report-views.ts): down is good when rated high,
 * up when rated low, and neither when normal. A goal in progress for the value decides instead where the screen shows
 * it (home): towards its target is good. The same rule colours every change chip (report, comparison, body trend, home).
 */
export function goodDirection(
  key: BodyMetricKey,
  rating: Rating | null,
  goal?: { startValue: number; targetValue: number } | null,
): 1 | -1 | 0 {
  if (goal) return towardsGoal(goal);
  if (GOOD_DIRECTION[key] !== 0 || (key !== 'WT' && key !== 'BMI')) return GOOD_DIRECTION[key];
  return rating === 'HIGH' ? -1 : rating === 'LOW' ? 1 : 0;
}

/** The summary at the top of the report: weight, muscle and fat against their bands (CompositionSummary). */
export const SUMMARY_METRICS: readonly BodyMetricKey[] = ['WT', 'SM', 'PBF'];

/** A goal's way: towards its target is good, for any value (a body metric or the waist). */
export const towardsGoal = (goal: { startValue: number; targetValue: number }) =>
  Math.sign(goal.targetValue - goal.startValue) as 1 | -1 | 0;

/**
 * A rating's look for this metric: whether it is a concern for *this* value. Above the range is none where more is
 * better (muscle, fat-free mass, protein…): "High" in the good tone. Below the range there, and outside it for every
 * other value, is worth attention. Every rating chip of a metric, a segment's muscle and home's tiles go through it.
 */
export function ratingVerdict(key: BodyMetricKey, rating: Rating): Verdict {
  return rating === 'HIGH' && GOOD_DIRECTION[key] === 1 ? HIGH_IS_GOOD : RATING[rating];
}
