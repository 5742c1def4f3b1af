// Every rating vocabulary of the report (spec section 3), each with its word and a tone. The tone picks a
// colour-blind-safe colour and an icon; the word is always shown too, never colour alone.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type Tone = 'good' | 'fair' | 'warn' | 'bad' | 'neutral';
export type Verdict = { tone: Tone; label: MessageDescriptor };

export const RATING: Record<'LOW' | 'NORMAL' | 'HIGH', Verdict> = {
  LOW: { tone: 'warn', label: msg`Low` },
  NORMAL: { tone: 'good', label: msg`Normal` },
  HIGH: { tone: 'warn', label: msg`High` },
};

/** "High" where more is better (muscle, fat-free mass…): no concern, so the good tone (report/metrics.ts ratingVerdict). */
export const HIGH_IS_GOOD: Verdict = { tone: 'good', label: msg`High` };

export const POSTURE_RESULT: Record<'NORMAL' | 'SUSPECTED' | 'ABNORMAL', Verdict> = {
  NORMAL: { tone: 'good', label: msg`Normal` },
  SUSPECTED: { tone: 'warn', label: msg`Suspected abnormal` },
  ABNORMAL: { tone: 'bad', label: msg`Abnormal` },
};

export const RISK: Record<'LOW' | 'MEDIUM' | 'HIGH', Verdict> = {
  LOW: { tone: 'good', label: msg`Low risk` },
  MEDIUM: { tone: 'warn', label: msg`Medium risk` },
  HIGH: { tone: 'bad', label: msg`High risk` },
};

export const SPINE_LEVEL: Record<'NORMAL' | 'MILD' | 'MODERATE' | 'SEVERE', Verdict> = {
  NORMAL: { tone: 'good', label: msg`Normal` },
  MILD: { tone: 'fair', label: msg`Mild` },
  MODERATE: { tone: 'warn', label: msg`Moderate` },
  SEVERE: { tone: 'bad', label: msg`Severe` },
};

export const FUNCTION_RATING: Record<'GREAT' | 'GOOD' | 'NORMAL' | 'WEAK', Verdict> = {
  GREAT: { tone: 'good', label: msg`Great` },
  GOOD: { tone: 'good', label: msg`Good` },
  NORMAL: { tone: 'neutral', label: msg`Normal` },
  WEAK: { tone: 'warn', label: msg`Weak` },
};

export const STUDY_LOAD: Record<'LOW' | 'MEDIUM' | 'HIGH' | 'OVERLOAD', Verdict> = {
  LOW: { tone: 'good', label: msg`Low load` },
  MEDIUM: { tone: 'fair', label: msg`Medium load` },
  HIGH: { tone: 'warn', label: msg`High load` },
  OVERLOAD: { tone: 'bad', label: msg`Overload` },
};

export const SKELETAL_BALANCE: Record<'BALANCED' | 'MILD' | 'MODERATE' | 'SEVERE', Verdict> = {
  BALANCED: { tone: 'good', label: msg`Balanced` },
  MILD: { tone: 'fair', label: msg`Mildly unbalanced` },
  MODERATE: { tone: 'warn', label: msg`Moderately unbalanced` },
  SEVERE: { tone: 'bad', label: msg`Severely unbalanced` },
};

export const GROWING_PAINS: Record<'SAFE' | 'RISK', Verdict> = {
  SAFE: { tone: 'good', label: msg`Safe` },
  RISK: { tone: 'warn', label: msg`At risk` },
};

/** Tones from the worst to the best: a section's headline is its worst verdict. */
const TONE_RANK: Record<Tone, number> = { bad: 0, warn: 1, fair: 2, neutral: 3, good: 4 };

/** The worst of some verdicts (the first of equals), for a section's headline. */
export function worstOf<V extends { tone: Tone }>(verdicts: readonly V[]): V | undefined {
  return verdicts.reduce<V | undefined>(
    (worst, v) => (worst === undefined || TONE_RANK[v.tone] < TONE_RANK[worst.tone] ? v : worst),
    undefined,
  );
}
