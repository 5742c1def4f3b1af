// Names of the body-composition metrics, and which direction of change is good for each.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type BodyMetricKey =
  | 'WT'
  | 'FFM'
  | 'BFM'
  | 'LM'
  | 'TBW'
  | 'SM'
  | 'PROTEIN'
  | 'TM'
  | 'BMR'
  | 'WHR'
  | 'BMI'
  | 'PBF'
  | 'VFG'
  | 'ICW'
  | 'ECW'
  | 'METABOLIC_AGE'
  | 'SCORE';

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

/** The metrics shown first, large, at the top of the report. */
export const HEADLINE_METRICS: readonly BodyMetricKey[] = ['WT', 'PBF', 'SM', 'BMI'];
