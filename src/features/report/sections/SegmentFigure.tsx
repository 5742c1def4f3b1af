import { useLingui } from '@lingui/react/macro';
import { RATING } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';
import styles from './SegmentFigure.module.css';

export type SegmentKind = 'muscle' | 'fat';
type Rating = EnumOf<'Rating'>;
/** What the figure reads of one SegmentValue (the section's fragment selects these fields). */
export type FigureSegment = {
  segment: EnumOf<'Segment'>;
  fatKg: number;
  fatRating: Rating;
  muscleKg: number;
  muscleRating: Rating;
};

/** Where each segment's shape and label sit on the front-view figure (viewBox 0 0 200 300). The figure faces
 * the reader, so the person's left arm is on the reader's right. */
const PARTS: Record<FigureSegment['segment'], { d: string; label: [number, number] }> = {
  TRUNK: { d: 'M72 62 h56 l6 86 h-68 z', label: [100, 108] },
  RIGHT_ARM: { d: 'M70 64 l-16 4 -14 82 12 2 16 -64 z', label: [30, 112] },
  LEFT_ARM: { d: 'M130 64 l16 4 14 82 -12 2 -16 -64 z', label: [170, 112] },
  RIGHT_LEG: { d: 'M68 150 h30 l-4 124 h-20 z', label: [62, 222] },
  LEFT_LEG: { d: 'M102 150 h30 l-6 124 h-20 z', label: [138, 222] },
};

export type SegmentFigureProps = { segments: readonly FigureSegment[]; kind: SegmentKind };

export function SegmentFigure({ segments, kind }: SegmentFigureProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  return (
    <svg
      viewBox="0 0 200 300"
      className={styles.figure}
      role="img"
      aria-label={kind === 'muscle' ? t`Muscle by body segment` : t`Fat by body segment`}
    >
      <circle cx="100" cy="36" r="20" className={styles.head} />
      {segments.map((value) => {
        const part = PARTS[value.segment];
        const rating = kind === 'muscle' ? value.muscleRating : value.fatRating;
        const kg = kind === 'muscle' ? value.muscleKg : value.fatKg;
        return (
          <g key={value.segment} data-tone={RATING[rating].tone}>
            <path d={part.d} className={styles.part} />
            <text x={part.label[0]} y={part.label[1]} className={styles.value} textAnchor="middle">
              {measure(kg, 'MASS_KG').number}
            </text>
            <text x={part.label[0]} y={part.label[1] + 13} className={styles.word} textAnchor="middle">
              {i18n._(RATING[rating].label)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
