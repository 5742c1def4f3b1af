import { useLingui } from '@lingui/react/macro';
import { ratingVerdict } from '../metrics.ts';
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

/**
 * Where each segment's shape and label sit on the figure (viewBox 0 0 200 282). The figure is seen from behind, so
 * the person's left arm is on the reader's left, in the order the table lists them (left before right). It is a
 * picture of a body, not text: it does not mirror in right-to-left languages, where a mirrored drawing would be a
 * front view with the sides swapped; the L and R marks say which side is which in every language.
 */
const PARTS: Record<FigureSegment['segment'], { d: string; label: [number, number] }> = {
  TRUNK: { d: 'M72 62 h56 l6 86 h-68 z', label: [100, 108] },
  LEFT_ARM: { d: 'M70 64 l-16 4 -14 82 12 2 16 -64 z', label: [30, 112] },
  RIGHT_ARM: { d: 'M130 64 l16 4 14 82 -12 2 -16 -64 z', label: [170, 112] },
  LEFT_LEG: { d: 'M68 150 h30 l-4 124 h-20 z', label: [62, 222] },
  RIGHT_LEG: { d: 'M102 150 h30 l-6 124 h-20 z', label: [138, 222] },
};

/** The side marks: beside the head, above each shoulder, on the side they name. */
const SIDE_MARKS = { left: [34, 38], right: [166, 38] } as const;

/** The side mark's width: 26 for a letter or two, about 9 units more per further character (at the mark's 14 px). */
const characters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const markWidth = (mark: string) => Math.max(26, 10 + 9 * [...characters.segment(mark)].length);

export type SegmentFigureProps = { segments: readonly FigureSegment[]; kind: SegmentKind };

export function SegmentFigure({ segments, kind }: SegmentFigureProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const seen = t({ message: 'Seen from behind', context: 'a body figure drawn from the back, so its left side is on the left' });
  const sides = [
    { side: 'left', mark: t({ message: 'L', context: 'one-letter mark for the left side of the body on a figure' }) },
    { side: 'right', mark: t({ message: 'R', context: 'one-letter mark for the right side of the body on a figure' }) },
  ] as const;
  return (
    <figure className={styles.frame}>
      <svg
        viewBox="0 0 200 282"
        className={styles.figure}
        role="img"
        aria-label={kind === 'muscle' ? t`Muscle by body segment` : t`Fat by body segment`}
      >
        <circle cx="100" cy="36" r="20" className={styles.head} />
        {sides.map(({ side, mark }) => (
          <g key={side} className={styles.side} data-side={side}>
            {/* A circle round one letter; a pill as wide as a longer mark (Arabic, Thai and Turkish write the word). */}
            <rect x={SIDE_MARKS[side][0] - markWidth(mark) / 2} y={SIDE_MARKS[side][1] - 13} width={markWidth(mark)} height="26" rx="13" />
            <text x={SIDE_MARKS[side][0]} y={SIDE_MARKS[side][1]} textAnchor="middle" dominantBaseline="central">
              {mark}
            </text>
          </g>
        ))}
        {segments.map((value) => {
          const part = PARTS[value.segment];
          const rating = kind === 'muscle' ? value.muscleRating : value.fatRating;
          // A segment's muscle reads as the whole body's does (more is no concern); its fat as body fat.
          const verdict = ratingVerdict(kind === 'muscle' ? 'SM' : 'BFM', rating);
          const kg = kind === 'muscle' ? value.muscleKg : value.fatKg;
          return (
            <g key={value.segment} data-tone={verdict.tone} data-segment={value.segment}>
              <path d={part.d} className={styles.part} />
              <text x={part.label[0]} y={part.label[1]} className={styles.value} textAnchor="middle">
                {measure(kg, 'MASS_KG').number}
              </text>
              <text x={part.label[0]} y={part.label[1] + 13} className={styles.word} textAnchor="middle">
                {i18n._(verdict.label)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{seen}</figcaption>
    </figure>
  );
}
