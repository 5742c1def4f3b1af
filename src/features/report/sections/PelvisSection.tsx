import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { RISK } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { MeasureStat } from './MeasureStat.tsx';
import { PelvisDiagram } from './PelvisDiagram.tsx';
import styles from './PelvisSection.module.css';

export const PelvisSectionFragment = graphql(`
  fragment PelvisSection on Report {
    pelvis {
      tiltDeg
      legLengthDifferenceMm
      outcomes
      risk
    }
  }
`);

type Outcome =
  | 'NORMAL'
  | 'ANTERIOR_TILT_RISK'
  | 'ANTERIOR_TILT'
  | 'POSTERIOR_TILT_RISK'
  | 'POSTERIOR_TILT'
  | 'LEFT_LEG_LONGER_RISK'
  | 'LEFT_LEG_LONGER'
  | 'RIGHT_LEG_LONGER_RISK'
  | 'RIGHT_LEG_LONGER';

const OUTCOMES = {
  NORMAL: msg`Your pelvis sits upright and level, and your legs are an even length.`,
  ANTERIOR_TILT_RISK: msg`Your pelvis is starting to tip forward, which can deepen the curve of your lower back.`,
  ANTERIOR_TILT: msg`Your pelvis tips forward (anterior tilt), which deepens the curve of your lower back and loads it.`,
  POSTERIOR_TILT_RISK: msg`Your pelvis is starting to tip backward, which can flatten your lower back.`,
  POSTERIOR_TILT: msg`Your pelvis tips backward (posterior tilt), which flattens your lower back and tightens the backs of your thighs.`,
  LEFT_LEG_LONGER_RISK: msg`Your left leg may be slightly longer than your right.`,
  LEFT_LEG_LONGER: msg`Your left leg is longer than your right, which lifts the pelvis on the left.`,
  RIGHT_LEG_LONGER_RISK: msg`Your right leg may be slightly longer than your left.`,
  RIGHT_LEG_LONGER: msg`Your right leg is longer than your left, which lifts the pelvis on the right.`,
} satisfies Record<Outcome, MessageDescriptor>;

export type PelvisSectionProps = { report: FragmentOf<typeof PelvisSectionFragment> };

/** Pelvis: the tilt and the leg-length difference, what they mean, and the pelvic risk. */
export function PelvisSection({ report }: PelvisSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(PelvisSectionFragment, report);
  if (!data.pelvis) return null;
  const { tiltDeg, legLengthDifferenceMm: lld, outcomes, risk } = data.pelvis;
  const tilt = measure(Math.abs(tiltDeg), 'ANGLE_DEG');
  const legs = measure(Math.abs(lld), 'LENGTH_MM');
  const tiltWord = Math.abs(tiltDeg) < 0.05 ? t`Neutral` : tiltDeg > 0 ? t`Anterior (tipped forward)` : t`Posterior (tipped backward)`;
  const legWord = Math.abs(lld) < 0.5 ? t`Even length` : lld > 0 ? t`Left leg longer` : t`Right leg longer`;
  return (
    <Section
      id="pelvis"
      title={t`Pelvis`}
      lead={t`How your pelvis tips seen from the side, and whether one leg is longer.`}
      aside={<PelvisDiagram tiltDeg={tiltDeg} />}
    >
      <dl className={styles.stats}>
        <MeasureStat label={t`Pelvic tilt`} number={tilt.number} unit={tilt.unit} detail={tiltWord} size="lg" />
        <MeasureStat label={t`Leg length difference`} number={legs.number} unit={legs.unit} detail={legWord} size="lg" />
      </dl>
      <div className={styles.risk}>
        <span className={styles.riskLabel}>{t`Pelvic risk`}</span>
        <VerdictChip verdict={RISK[risk]} />
      </div>
      {/* One status per item: the pelvic risk's chip above; each finding says how sure it is in its words. */}
      <ul className={styles.outcomes} aria-label={t`What this means`}>
        {outcomes.map((outcome) => (
          <li key={outcome} className={styles.outcome}>
            <p>{i18n._(OUTCOMES[outcome])}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`). */
export function PelvisHeadline({ report }: { report: FragmentOf<typeof PelvisSectionFragment> }) {
  const pelvis = readFragment(PelvisSectionFragment, report).pelvis;
  return pelvis ? <VerdictChip verdict={RISK[pelvis.risk]} /> : null;
}
