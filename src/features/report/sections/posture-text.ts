// The words of the posture section: item names, what a direction means for each item, and one sentence per
// item and result. Directions follow the device contract: knees point where the knee turns, FORWARD pelvic
// tilt is anterior, and the leg-length direction names the longer leg.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Quantity } from '#shared/units.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';

export type PostureItemKey =
  | 'FORWARD_HEAD'
  | 'HEAD_TILT'
  | 'ROUND_SHOULDER_LEFT'
  | 'ROUND_SHOULDER_RIGHT'
  | 'UNEVEN_SHOULDERS'
  | 'PELVIS_SHIFT'
  | 'KNEE_LEFT'
  | 'KNEE_RIGHT'
  | 'LEG_TYPE'
  | 'PELVIC_TILT'
  | 'LEG_LENGTH_DIFFERENCE';
export type Direction = EnumOf<'Direction'>;
export type LegType = EnumOf<'LegType'>;
export type PostureUnit = EnumOf<'PostureUnit'>;
export type View = EnumOf<'View'>;

export const UNIT_QUANTITY = { DEGREE: 'ANGLE_DEG', CM: 'LENGTH_CM', MM: 'LENGTH_MM' } as const satisfies Record<PostureUnit, Quantity>;

export const VIEW_NAMES = {
  FRONT: msg({ message: 'Front', context: 'posture view' }),
  LEFT: msg({ message: 'Left', context: 'posture view' }),
  RIGHT: msg({ message: 'Right', context: 'posture view' }),
  BACK: msg({ message: 'Back', context: 'posture view' }),
} satisfies Record<View, MessageDescriptor>;

export const ITEM_NAMES = {
  FORWARD_HEAD: msg`Forward head`,
  HEAD_TILT: msg`Head tilt`,
  ROUND_SHOULDER_LEFT: msg`Round shoulder, left`,
  ROUND_SHOULDER_RIGHT: msg`Round shoulder, right`,
  UNEVEN_SHOULDERS: msg`Uneven shoulders`,
  PELVIS_SHIFT: msg`Pelvis shift`,
  KNEE_LEFT: msg`Left knee`,
  KNEE_RIGHT: msg`Right knee`,
  LEG_TYPE: msg`Leg type`,
  PELVIC_TILT: msg`Pelvic tilt`,
  LEG_LENGTH_DIFFERENCE: msg`Leg length difference`,
} satisfies Record<PostureItemKey, MessageDescriptor>;

/** A short note under an item's name, where how it was measured matters. */
export const ITEM_NOTES: Partial<Record<PostureItemKey, MessageDescriptor>> = {
  KNEE_LEFT: msg`Measured 1 cm below the knee`,
  KNEE_RIGHT: msg`Measured 1 cm below the knee`,
  LEG_TYPE: msg`Gap between the knees or the ankles`,
};

export const LEG_TYPE_NAMES = {
  NORMAL: msg`Straight legs`,
  K: msg`K-shaped legs`,
  D: msg`D-shaped legs`,
  X: msg`X-shaped legs`,
  O: msg`O-shaped legs`,
} satisfies Record<LegType, MessageDescriptor>;

const GENERIC_DIRECTION = {
  NONE: null,
  LEFT: msg`to the left`,
  RIGHT: msg`to the right`,
  FORWARD: msg`forward`,
  BACKWARD: msg`backward`,
} satisfies Record<Direction, MessageDescriptor | null>;

const ITEM_DIRECTION: Partial<Record<PostureItemKey, Partial<Record<Direction, MessageDescriptor>>>> = {
  UNEVEN_SHOULDERS: { LEFT: msg`left side higher`, RIGHT: msg`right side higher` },
  PELVIC_TILT: { FORWARD: msg`anterior`, BACKWARD: msg`posterior` },
  LEG_LENGTH_DIFFERENCE: { LEFT: msg`left leg longer`, RIGHT: msg`right leg longer` },
  // A left knee turning right turns towards the body's midline, and the reverse for the right knee.
  KNEE_LEFT: { RIGHT: msg`turns inwards`, LEFT: msg`turns outwards` },
  KNEE_RIGHT: { LEFT: msg`turns inwards`, RIGHT: msg`turns outwards` },
};

/** The word for which way an item leans, or null when it does not lean. */
export function directionWord(key: PostureItemKey, direction: Direction): MessageDescriptor | null {
  return ITEM_DIRECTION[key]?.[direction] ?? GENERIC_DIRECTION[direction];
}

type Sentences = { normal: MessageDescriptor; off: MessageDescriptor };

const SENTENCES = {
  FORWARD_HEAD: {
    normal: msg`Your head sits well balanced over your shoulders.`,
    off: msg`Your head sits forward of your shoulders, which strains the neck.`,
  },
  HEAD_TILT: {
    normal: msg`Your head is held level.`,
    off: msg`Your head tilts to one side, which tightens the muscles on one side of the neck.`,
  },
  ROUND_SHOULDER_LEFT: {
    normal: msg`Your left shoulder sits open and relaxed.`,
    off: msg`Your left shoulder rolls forward, which tightens the chest and strains the upper back.`,
  },
  ROUND_SHOULDER_RIGHT: {
    normal: msg`Your right shoulder sits open and relaxed.`,
    off: msg`Your right shoulder rolls forward, which tightens the chest and strains the upper back.`,
  },
  UNEVEN_SHOULDERS: {
    normal: msg`Your shoulders are level.`,
    off: msg`One shoulder sits higher than the other, which loads the neck and upper back unevenly.`,
  },
  PELVIS_SHIFT: {
    normal: msg`Your pelvis sits in line with your upper body.`,
    off: msg`Your pelvis shifts out of line with your upper body, which changes the load on your lower back.`,
  },
  KNEE_LEFT: {
    normal: msg`Your left knee lines up well between hip and ankle.`,
    off: msg`Your left knee turns out of the line between hip and ankle, which loads the joint unevenly.`,
  },
  KNEE_RIGHT: {
    normal: msg`Your right knee lines up well between hip and ankle.`,
    off: msg`Your right knee turns out of the line between hip and ankle, which loads the joint unevenly.`,
  },
  LEG_TYPE: {
    normal: msg`Your legs are straight, with knees and ankles in line.`,
    off: msg`Your knees and ankles are out of line, which loads the knees unevenly.`,
  },
  PELVIC_TILT: {
    normal: msg`Your pelvis sits in a neutral position.`,
    off: msg`Your pelvis tips out of its neutral position, which changes the curve of your lower back.`,
  },
  LEG_LENGTH_DIFFERENCE: {
    normal: msg`Your legs are an even length.`,
    off: msg`One leg is longer than the other, which can tilt the pelvis and load the lower back.`,
  },
} satisfies Record<PostureItemKey, Sentences>;

const LEG_TYPE_SENTENCES = {
  NORMAL: SENTENCES.LEG_TYPE.normal,
  X: msg`Your knees come together while your ankles stay apart, which loads the outer knee.`,
  O: msg`Your knees stay apart while your ankles come together, which loads the inner knee.`,
  K: msg`Your left knee turns inwards and your right knee outwards, so your legs carry weight unevenly.`,
  D: msg`Your right knee turns inwards and your left knee outwards, so your legs carry weight unevenly.`,
} satisfies Record<LegType, MessageDescriptor>;

const PELVIC_TILT_SENTENCES: Partial<Record<Direction, MessageDescriptor>> = {
  FORWARD: msg`Your pelvis tips forward, which deepens the curve of your lower back.`,
  BACKWARD: msg`Your pelvis tips backward, which flattens your lower back.`,
};

type Describable = { key: PostureItemKey; direction: Direction; result: 'NORMAL' | 'SUSPECTED' | 'ABNORMAL'; legType: LegType | null };

/** One sentence on what an item's result means for the person. */
export function describeItem(item: Describable): MessageDescriptor {
  if (item.result === 'NORMAL') return SENTENCES[item.key].normal;
  if (item.key === 'LEG_TYPE' && item.legType && item.legType !== 'NORMAL') return LEG_TYPE_SENTENCES[item.legType];
  if (item.key === 'PELVIC_TILT') return PELVIC_TILT_SENTENCES[item.direction] ?? SENTENCES.PELVIC_TILT.off;
  return SENTENCES[item.key].off;
}
