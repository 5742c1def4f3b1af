import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf } from '../../../graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { HipShapeIcon, type HipShapeType } from './HipShapeIcon.tsx';
import { MeasureStat } from './MeasureStat.tsx';
import styles from './HipSection.module.css';

export const HipSectionFragment = graphql(`
  fragment HipSection on Report {
    hip {
      type
      hipGirthCm
      hipWidthCm
      hipDepthCm
      upperLowerRatio
      liftIndex
    }
  }
`);

const SHAPES = {
  SQUARE: { name: msg`Square`, text: msg`Your hips are about as wide at the top as at the bottom, for a straight, even outline.` },
  PEAR: { name: msg`Pear`, text: msg`Your hips widen towards the bottom, with their fullness low, near the thighs.` },
  INVERTED_TRIANGLE: { name: msg`Inverted triangle`, text: msg`Your hips are widest at the top and narrow towards the thighs.` },
  ROUND: { name: msg`Round`, text: msg`Your hips are evenly full from top to bottom, for a soft, rounded outline.` },
  PEACH: { name: msg`Peach`, text: msg`Your buttocks are full and lifted, with a rounded outline that sits high.` },
} satisfies Record<HipShapeType, { name: MessageDescriptor; text: MessageDescriptor }>;

export type HipSectionProps = { report: FragmentOf<typeof HipSectionFragment> };

/** Hip shape: the type with its outline and a line on what it means, then the hip figures. */
export function HipSection({ report }: HipSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(HipSectionFragment, report);
  if (!data.hip) return null;
  const hip = data.hip;
  const shape = SHAPES[hip.type];
  const girth = measure(hip.hipGirthCm, 'LENGTH_CM');
  const width = measure(hip.hipWidthCm, 'LENGTH_CM');
  const depth = measure(hip.hipDepthCm, 'LENGTH_CM');
  const ratio = measure(hip.upperLowerRatio, 'RATIO');
  const lift = measure(hip.liftIndex, 'SCORE');
  return (
    <Section id="hip" title={t`Hip shape`}>
      <div className={styles.type}>
        <HipShapeIcon type={hip.type} />
        <div className={styles.typeText}>
          <p className={styles.kicker}>{t`Your hip shape`}</p>
          <p className={styles.typeName}>{i18n._(shape.name)}</p>
          <p className={styles.typeDescription}>{i18n._(shape.text)}</p>
        </div>
      </div>
      <dl className={styles.stats}>
        <MeasureStat label={t`Hip girth`} number={girth.number} unit={girth.unit} />
        <MeasureStat label={t`Hip width`} number={width.number} unit={width.unit} />
        <MeasureStat label={t`Hip depth`} number={depth.number} unit={depth.unit} />
        <MeasureStat label={t`Upper/lower ratio`} number={ratio.number} detail={t`Upper hip width over lower`} />
        <MeasureStat
          label={t`Lift index`}
          number={lift.number}
          unit={t`of 100`}
          detail={<span className={styles.lift} aria-hidden="true"><span style={{ inlineSize: `${Math.max(0, Math.min(100, hip.liftIndex))}%` }} /></span>}
        />
      </dl>
    </Section>
  );
}
