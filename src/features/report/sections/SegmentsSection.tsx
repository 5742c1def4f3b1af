import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { ratingVerdict } from '../metrics.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { SegmentFigure, type SegmentKind } from './SegmentFigure.tsx';
import styles from './SegmentsSection.module.css';
import { ADULT_AGE } from '#shared/body-metrics.ts';
import { OutOfRange } from '../parts/Headline.tsx';

export const SegmentsSectionFragment = graphql(`
  fragment SegmentsSection on Report {
    subject {
      age
    }
    bodyComposition {
      segments {
        segment
        fatKg
        fatRating
        muscleKg
        muscleRating
      }
    }
  }
`);

export type SegmentValue = NonNullable<ResultOf<typeof SegmentsSectionFragment>['bodyComposition']>['segments'][number];

export const SEGMENT_NAMES: Record<SegmentValue['segment'], MessageDescriptor> = {
  LEFT_ARM: msg`Left arm`,
  RIGHT_ARM: msg`Right arm`,
  TRUNK: msg`Trunk`,
  LEFT_LEG: msg`Left leg`,
  RIGHT_LEG: msg`Right leg`,
};

export type SegmentsSectionProps = { report: FragmentOf<typeof SegmentsSectionFragment> };

/** Segmental muscle and fat of arms, trunk and legs on a body figure, each rated against its standard. */
export function SegmentsSection({ report }: SegmentsSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const [kind, setKind] = useState<SegmentKind>('muscle');
  const data = readFragment(SegmentsSectionFragment, report);
  const segments = data.bodyComposition?.segments ?? [];
  // The scanner rates a segment against an adult's standard for the height; a young person's whole-body values are
  // rated for the age. They can disagree (every segment low, skeletal muscle normal): the screen says why.
  const youth = data.subject.age < ADULT_AGE;
  if (segments.length === 0) return null;
  const kinds = [
    { kind: 'muscle', label: t`Muscle` },
    { kind: 'fat', label: t`Fat` },
  ] as const satisfies ReadonlyArray<{ kind: SegmentKind; label: string }>;
  return (
    <Section
      id="segments"
      title={t`Segmental muscle and fat`}
      lead={t`Arms, trunk and legs, each compared with the standard for your body.`}
      aside={<SegmentFigure segments={segments} kind={kind} />}
    >
      <div className={styles.switch} role="group" aria-label={t`Show on the figure`}>
        {kinds.map((option) => (
          <button key={option.kind} type="button" aria-pressed={kind === option.kind} onClick={() => setKind(option.kind)}>
            {option.label}
          </button>
        ))}
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t`Segment`}</th>
            <th scope="col">{t`Muscle`}</th>
            <th scope="col">{t`Fat`}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((value) => (
            <tr key={value.segment}>
              <th scope="row">{i18n._(SEGMENT_NAMES[value.segment])}</th>
              <td>
                <span className={styles.figure} dir="ltr">
                  {measure(value.muscleKg, 'MASS_KG').text}
                </span>
                <VerdictChip verdict={ratingVerdict('SM', value.muscleRating)} />
              </td>
              <td>
                <span className={styles.figure} dir="ltr">
                  {measure(value.fatKg, 'MASS_KG').text}
                </span>
                <VerdictChip verdict={ratingVerdict('BFM', value.fatRating)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {youth ? (
        <p className={styles.note} data-youth-segments="">
          {t`The scanner compares each segment with an adult's standard for your height, while your whole-body values are rated for your age. While you are growing, segments can read low though your whole-body muscle is normal.`}
        </p>
      ) : null}
    </Section>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): How many segments' muscle or fat is outside its normal range. */
export function SegmentsHeadline({ report }: { report: FragmentOf<typeof SegmentsSectionFragment> }) {
  const segments = readFragment(SegmentsSectionFragment, report).bodyComposition?.segments ?? [];
  if (segments.length === 0) return null;
  return <OutOfRange count={segments.flatMap((s) => [s.muscleRating, s.fatRating]).filter((rating) => rating !== 'NORMAL').length} />;
}
