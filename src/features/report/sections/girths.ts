// Girths: their names, how the report groups them, which direction of change reads as good, and where each
// girth line sits on the body figure.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type GirthKey =
  | 'neckGirth'
  | 'leftUpperArmGirth'
  | 'rightUpperArmGirth'
  | 'bustGirth'
  | 'waistGirth'
  | 'midWaistGirth'
  | 'lowWaistGirth'
  | 'hipGirth'
  | 'leftThighGirth'
  | 'rightThighGirth'
  | 'leftMidThighGirth'
  | 'rightMidThighGirth'
  | 'leftMinThighGirth'
  | 'rightMinThighGirth'
  | 'leftCalfGirth'
  | 'rightCalfGirth';

export const GIRTH_NAMES: Record<GirthKey, MessageDescriptor> = {
  neckGirth: msg({ message: 'Neck', context: 'girth' }),
  leftUpperArmGirth: msg`Left upper arm`,
  rightUpperArmGirth: msg`Right upper arm`,
  bustGirth: msg`Bust`,
  waistGirth: msg`High waist`,
  midWaistGirth: msg`Mid waist`,
  lowWaistGirth: msg`Low waist`,
  hipGirth: msg`Hip`,
  leftThighGirth: msg`Left thigh`,
  rightThighGirth: msg`Right thigh`,
  leftMidThighGirth: msg`Left mid-thigh`,
  rightMidThighGirth: msg`Right mid-thigh`,
  leftMinThighGirth: msg`Left thigh, narrowest`,
  rightMinThighGirth: msg`Right thigh, narrowest`,
  leftCalfGirth: msg`Left calf`,
  rightCalfGirth: msg`Right calf`,
};

/**
 * -1: a smaller girth usually means less abdominal fat, so a fall reads as good (waist lines and hip).
 * 0: neither; a larger arm, thigh, calf, bust or neck is as likely muscle as fat, so the change is neutral.
 */
export const GIRTH_GOOD_DIRECTION: Record<GirthKey, -1 | 0> = {
  neckGirth: 0,
  leftUpperArmGirth: 0,
  rightUpperArmGirth: 0,
  bustGirth: 0,
  waistGirth: -1,
  midWaistGirth: -1,
  lowWaistGirth: -1,
  hipGirth: -1,
  leftThighGirth: 0,
  rightThighGirth: 0,
  leftMidThighGirth: 0,
  rightMidThighGirth: 0,
  leftMinThighGirth: 0,
  rightMinThighGirth: 0,
  leftCalfGirth: 0,
  rightCalfGirth: 0,
};

/**
 * The groups, top to bottom. Lists flow into two columns on a tablet, so each left girth is placed right before
 * its right partner at an odd position: the pairs land side by side, and single girths pair up by region.
 */
export const GIRTH_GROUPS: ReadonlyArray<{ id: string; title: MessageDescriptor; keys: readonly GirthKey[] }> = [
  { id: 'upper', title: msg`Upper body`, keys: ['neckGirth', 'bustGirth', 'leftUpperArmGirth', 'rightUpperArmGirth'] },
  { id: 'waist', title: msg`Waist and hip`, keys: ['waistGirth', 'midWaistGirth', 'lowWaistGirth', 'hipGirth'] },
  {
    id: 'legs',
    title: msg`Legs`,
    keys: [
      'leftThighGirth',
      'rightThighGirth',
      'leftMidThighGirth',
      'rightMidThighGirth',
      'leftMinThighGirth',
      'rightMinThighGirth',
      'leftCalfGirth',
      'rightCalfGirth',
    ],
  },
];

/**
 * Where a girth line is drawn on the figure (body-figure.ts): its height as a fraction of body height and its
 * span as offsets from the centre line. The figure is seen from behind (as the segment figure and the hip shape
 * are), so the person's left side is on the viewer's left, as the list's two columns put it on a tablet.
 */
export const GIRTH_LINES: Record<GirthKey, { at: number; from: number; to: number }> = {
  neckGirth: { at: 0.865, from: -7.5, to: 7.5 },
  leftUpperArmGirth: { at: 0.7, from: -43, to: -33.5 },
  rightUpperArmGirth: { at: 0.7, from: 33.5, to: 43 },
  bustGirth: { at: 0.725, from: -27.5, to: 27.5 },
  waistGirth: { at: 0.63, from: -23.5, to: 23.5 },
  midWaistGirth: { at: 0.6, from: -23.5, to: 23.5 },
  lowWaistGirth: { at: 0.56, from: -25, to: 25 },
  hipGirth: { at: 0.5, from: -30, to: 30 },
  leftThighGirth: { at: 0.44, from: -30.5, to: -1 },
  rightThighGirth: { at: 0.44, from: 1, to: 30.5 },
  leftMidThighGirth: { at: 0.38, from: -26.5, to: -2.5 },
  rightMidThighGirth: { at: 0.38, from: 2.5, to: 26.5 },
  leftMinThighGirth: { at: 0.31, from: -20.5, to: -3.3 },
  rightMinThighGirth: { at: 0.31, from: 3.3, to: 20.5 },
  leftCalfGirth: { at: 0.19, from: -21, to: -5 },
  rightCalfGirth: { at: 0.19, from: 5, to: 21 },
};

/**
 * The girths whose value is called out beside the figure, and on which side of it (the viewer's): each side girth
 * on its own side, the middle ones alternating, so the labels stack without touching at a phone's width. The other
 * girths (the mid and low waist, the mid and narrowest thigh) are drawn as rings only: their lines sit too close to
 * a called-out one for a label each; the list below has every value.
 */
export const GIRTH_CALLOUTS: ReadonlyArray<{ key: GirthKey; side: 'left' | 'right' }> = [
  { key: 'neckGirth', side: 'left' },
  { key: 'bustGirth', side: 'right' },
  { key: 'leftUpperArmGirth', side: 'left' },
  { key: 'rightUpperArmGirth', side: 'right' },
  { key: 'waistGirth', side: 'left' },
  { key: 'hipGirth', side: 'right' },
  { key: 'leftThighGirth', side: 'left' },
  { key: 'rightThighGirth', side: 'right' },
  { key: 'leftCalfGirth', side: 'left' },
  { key: 'rightCalfGirth', side: 'right' },
];
