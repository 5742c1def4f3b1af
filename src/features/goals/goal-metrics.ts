// What the client says of each goal value: its name and quantity (for units and rounding).
import type { MessageDescriptor } from '@lingui/core';
import type { Quantity } from '#shared/units.ts';
import type { GoalMetric } from '#shared/precision.ts';
import type { Goal } from '#shared/goals.ts';
import type { ResultOf } from '#src/graphql/graphql.ts';
import type { GoalFields } from './documents.ts';
import { METRIC_NAMES } from '../report/metrics.ts';
import { GIRTH_NAMES } from '../report/sections/girths.ts';

export const GOAL_METRIC_NAMES: Record<GoalMetric, MessageDescriptor> = {
  WT: METRIC_NAMES.WT,
  PBF: METRIC_NAMES.PBF,
  SM: METRIC_NAMES.SM,
  waistGirth: GIRTH_NAMES.waistGirth,
};

export const GOAL_QUANTITY: Record<GoalMetric, Quantity> = {
  WT: 'MASS_KG',
  PBF: 'PERCENT',
  SM: 'MASS_KG',
  waistGirth: 'LENGTH_CM',
};

/** The trend a goal's progress is read from: the body trend for composition values, the girth trend for the waist. */
export const goalTrend = (metric: GoalMetric) => (metric === 'waistGirth' ? ('/girth/trend' as const) : ('/body/trend' as const));

/** A goal as the API gives it, as src/shared/goals.ts computes with it (dates as epoch ms). */
export const goalOf = (goal: ResultOf<typeof GoalFields>): Goal => ({
  metric: goal.metric,
  model: goal.model,
  startValue: goal.startValue,
  startAt: Date.parse(goal.startAt),
  targetValue: goal.targetValue,
  targetAt: Date.parse(goal.targetAt),
});
