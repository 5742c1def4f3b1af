import styles from './HipSection.module.css';
import type { EnumOf } from '#src/graphql/graphql.ts';

export type HipShapeType = EnumOf<'HipShapeType'>;

/**
 * The right half of each outline seen from behind (viewBox 0 0 48 48, the centre line at x = 24), from the waist
 * down the side and under the buttock to the cleft, as path commands in offsets from the centre. The shapes are
 * the types' silhouettes exaggerated, so they tell apart at 32 px in the history list: square a box, pear an A
 * (narrow waist, wide low hip), inverted triangle a V, round an O bulging at the upper hip, peach two full lobes
 * lifted high under a narrow waist.
 */
const HALVES = {
  SQUARE: [
    ['M', 0, 7],
    ['L', 15, 7],
    ['C', 16.5, 7, 17, 8, 17, 10],
    ['L', 17, 38],
    ['C', 17, 40, 16, 41, 14, 41],
    ['L', 3, 41],
    ['L', 0, 36],
  ],
  PEAR: [
    ['M', 0, 7],
    ['L', 8, 7],
    ['C', 11, 16, 21, 25, 21, 35],
    ['C', 21, 39, 19, 41, 16, 41],
    ['L', 3, 41],
    ['L', 0, 37],
  ],
  INVERTED_TRIANGLE: [
    ['M', 0, 7],
    ['L', 19, 7],
    ['C', 21, 7, 21, 9, 20, 12],
    ['L', 11, 39],
    ['C', 10.5, 40.5, 9.5, 41, 8, 41],
    ['L', 3, 41],
    ['L', 0, 37],
  ],
  ROUND: [
    ['M', 0, 7],
    ['L', 9, 7],
    ['C', 24, 9, 24, 37, 9, 41],
    ['L', 3, 41],
    ['L', 0, 38],
  ],
  PEACH: [
    ['M', 0, 7],
    ['L', 8, 7],
    ['C', 11, 12, 20, 17, 20, 26],
    ['C', 20, 33, 15, 37, 9, 37],
    ['C', 5, 37, 2, 35, 0, 31],
  ],
} as const satisfies Record<HipShapeType, ReadonlyArray<readonly [string, ...number[]]>>;

const C = 24;

/** The closed outline (the right half, then the left half mirrored back up) and the cleft down its middle. */
function outline(type: HipShapeType): { shape: string; cleft: string } {
  const half = HALVES[type];
  const right = half.map(([command, ...offsets]) => [command, ...offsets.map((v, i) => (i % 2 === 0 ? C + v : v))].join(' ')).join(' ');
  // The left half: the same points mirrored, walked back from the cleft to the waist (each curve's controls reversed).
  const points = half.map(([, ...offsets]) => offsets);
  const left: string[] = [];
  for (let i = half.length - 1; i > 0; i -= 1) {
    const [command] = half[i]!;
    const here = points[i]!;
    const end = points[i - 1]!.slice(-2);
    const mirror = (x: number | undefined) => C - (x ?? 0);
    if (command === 'C') left.push(['C', mirror(here[2]), here[3], mirror(here[0]), here[1], mirror(end[0]), end[1]].join(' '));
    else left.push(['L', mirror(end[0]), end[1]].join(' '));
  }
  const bottom = points.at(-1)!;
  return { shape: `${right} ${left.join(' ')} Z`, cleft: ['M', C, 15, 'V', bottom[1]! - 1].join(' ') };
}

export type HipShapeIconProps = { type: HipShapeType; size?: 'md' | 'sm' };

/** The hip outline seen from behind, one silhouette per shape type; decorative, the type's name is beside it. */
export function HipShapeIcon({ type, size = 'md' }: HipShapeIconProps) {
  const { shape, cleft } = outline(type);
  return (
    <svg
      className={size === 'sm' ? `${styles.icon} ${styles.iconSmall}` : styles.icon}
      viewBox="0 0 48 48"
      aria-hidden="true"
      data-shape={type}
    >
      <path className={styles.iconOutline} d={shape} />
      <path className={styles.iconDetail} d={cleft} />
    </svg>
  );
}
