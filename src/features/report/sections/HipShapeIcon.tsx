import styles from './HipSection.module.css';
import type { EnumOf } from '#src/graphql/graphql.ts';

export type HipShapeType = EnumOf<'HipShapeType'>;

/** Half-widths of the outline seen from behind at the waist, upper hip, lower hip and thigh, and the fold's height. */
const OUTLINES = {
  SQUARE: { waist: 15, upper: 17, lower: 17, thigh: 14, fold: 39 },
  PEAR: { waist: 11, upper: 14, lower: 21, thigh: 15, fold: 39 },
  INVERTED_TRIANGLE: { waist: 16, upper: 20, lower: 15, thigh: 11, fold: 38 },
  ROUND: { waist: 12, upper: 20, lower: 20, thigh: 12, fold: 40 },
  PEACH: { waist: 10, upper: 17, lower: 20, thigh: 13, fold: 35 },
} as const satisfies Record<HipShapeType, { waist: number; upper: number; lower: number; thigh: number; fold: number }>;

const C = 24;

function outline(type: HipShapeType): { sides: string; details: string } {
  const o = OUTLINES[type];
  const side = (s: 1 | -1) => ['M', C + s * o.waist, 5, 'C', C + s * o.upper, 16, C + s * o.lower, 32, C + s * o.thigh, 45].join(' ');
  const fold = (s: 1 | -1) => ['M', C, o.fold - 2, 'Q', C + s * o.lower * 0.55, o.fold + 3, C + s * (o.thigh + 1), o.fold - 1].join(' ');
  return { sides: `${side(1)} ${side(-1)}`, details: `${['M', C, 17, 'V', o.fold - 2].join(' ')} ${fold(1)} ${fold(-1)}` };
}

export type HipShapeIconProps = { type: HipShapeType; size?: 'md' | 'sm' };

/** The hip outline seen from behind, one drawing per shape type; decorative, the type's name is beside it. */
export function HipShapeIcon({ type, size = 'md' }: HipShapeIconProps) {
  const { sides, details } = outline(type);
  return (
    <svg
      className={size === 'sm' ? `${styles.icon} ${styles.iconSmall}` : styles.icon}
      viewBox="0 0 48 48"
      aria-hidden="true"
      data-shape={type}
    >
      <path className={styles.iconOutline} d={sides} />
      <path className={styles.iconDetail} d={details} />
    </svg>
  );
}
