import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui, Plural } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { FUNCTION_RATING, GROWING_PAINS, SKELETAL_BALANCE, STUDY_LOAD, worstOf } from '../parts/verdicts.ts';
import styles from './YouthSpineSection.module.css';

export const YouthSpineSectionFragment = graphql(`
  fragment YouthSpineSection on Report {
    youthSpine {
      developmentScore
      developmentRating
      studyPostureLoad
      skeletalBalance
      growingPains
      scoliosisRiskScore
    }
  }
`);

/** Spec 9: the study-posture tip asks for a rest break this often. */
const STUDY_BREAK_MINUTES = 45;

const BALANCE_TEXT = {
  BALANCED: msg`Shoulders, pelvis and legs are level with each other.`,
  MILD: msg`One side sits slightly higher than the other. Even, varied activity helps.`,
  MODERATE: msg`The two sides are noticeably uneven. Keep an eye on it at the next scan.`,
  SEVERE: msg`The two sides are clearly uneven. Please talk to a doctor about it.`,
} satisfies Record<'BALANCED' | 'MILD' | 'MODERATE' | 'SEVERE', MessageDescriptor>;

const PAINS_TEXT = {
  SAFE: msg`Nothing in the leg alignment points to growing pains.`,
  RISK: msg`The leg alignment suggests a risk of growing pains. If the legs ache at night, talk to a doctor.`,
} satisfies Record<'SAFE' | 'RISK', MessageDescriptor>;

type Band = 'low' | 'watch' | 'specialist';
/** Guidance bands of the scoliosis risk score: under 30 low, 30 to 60 watch, above 60 see a specialist. */
const bandOf = (score: number): Band => (score < 30 ? 'low' : score <= 60 ? 'watch' : 'specialist');
const BANDS: ReadonlyArray<{ band: Band; from: number; to: number; name: MessageDescriptor; advice: MessageDescriptor }> = [
  { band: 'low', from: 0, to: 30, name: msg`Low`, advice: msg`A low score. Good posture habits keep it that way.` },
  { band: 'watch', from: 30, to: 60, name: msg`Watch`, advice: msg`Worth watching. Scan again in a few months to see whether it changes.` },
  { band: 'specialist', from: 60, to: 100, name: msg`See a specialist`, advice: msg`We suggest a check of the spine by a specialist.` },
];

export type YouthSpineSectionProps = { report: FragmentOf<typeof YouthSpineSectionFragment> };

/** The spine indexes for people aged 10 to 17: development, study-posture load, balance, growing pains, scoliosis risk. */
export function YouthSpineSection({ report }: YouthSpineSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(YouthSpineSectionFragment, report);
  const youth = data.youthSpine;
  if (!youth) return null;
  const development = measure(youth.developmentScore, 'SCORE').number;
  const risk = Math.min(100, Math.max(0, youth.scoliosisRiskScore));
  const riskText = measure(youth.scoliosisRiskScore, 'SCORE').number;
  const band = BANDS.find((b) => b.band === bandOf(risk)) ?? BANDS[0]!;
  const bandName = i18n._(band.name);
  return (
    <Section
      id="youth"
      title={t`Youth spine`}
      lead={t`Indexes for ages 10 to 17, while the spine is still growing. They are guidance, not a diagnosis.`}
    >
      <div className={styles.indexes}>
        <div className={styles.grid}>
          <Index title={t`Spinal development`} chip={<VerdictChip verdict={FUNCTION_RATING[youth.developmentRating]} />}>
            <p className={styles.score}>
              <span className={styles.number} dir="ltr">
                {development}
              </span>
              <span className={styles.max} dir="ltr">{t`/ 100`}</span>
            </p>
          </Index>
          <Index title={t`Study-posture load`} chip={<VerdictChip verdict={STUDY_LOAD[youth.studyPostureLoad]} />}>
            <p className={styles.tip}>
              <svg className={styles.tipIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="13" r="8" />
                <path d="M12 9v4l2.5 2.5M9.5 3h5" />
              </svg>
              <span>
                <Plural
                  value={STUDY_BREAK_MINUTES}
                  one="Take a rest break every # minute of study."
                  other="Take a rest break every # minutes of study."
                />
              </span>
            </p>
          </Index>
          <Index title={t`Skeletal balance`} chip={<VerdictChip verdict={SKELETAL_BALANCE[youth.skeletalBalance]} />}>
            <p className={styles.text}>{i18n._(BALANCE_TEXT[youth.skeletalBalance])}</p>
          </Index>
          <Index title={t`Growing pains`} chip={<VerdictChip verdict={GROWING_PAINS[youth.growingPains]} />}>
            <p className={styles.text}>{i18n._(PAINS_TEXT[youth.growingPains])}</p>
          </Index>
        </div>
      </div>
      <div className={styles.scoliosis}>
        <div className={styles.scoliosisHead}>
          <h3 id="youth-scoliosis" className={styles.indexTitle}>{t`Scoliosis risk`}</h3>
          <p className={styles.score}>
            <span className={styles.number} dir="ltr">
              {riskText}
            </span>
            <span className={styles.max} dir="ltr">{t`/ 100`}</span>
          </p>
        </div>
        <div
          className={styles.meter}
          role="meter"
          aria-labelledby="youth-scoliosis"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={risk}
          aria-valuetext={t`${riskText} out of 100: ${bandName}`}
        >
          <div className={styles.zones} aria-hidden="true">
            {BANDS.map((b) => (
              <span
                key={b.band}
                className={styles.zone}
                data-band={b.band}
                data-current={b.band === band.band || undefined}
                style={{ flexGrow: b.to - b.from }}
              >
                {i18n._(b.name)}
              </span>
            ))}
          </div>
          <span className={styles.marker} style={{ insetInlineStart: `${risk}%` }} aria-hidden="true" />
        </div>
        <p className={styles.advice} data-band={band.band}>
          {i18n._(band.advice)}
        </p>
      </div>
    </Section>
  );
}

type IndexProps = { title: string; chip: ReactNode; children: ReactNode };

function Index({ title, chip, children }: IndexProps) {
  return (
    <div className={styles.index}>
      <div className={styles.indexHead}>
        <h3 className={styles.indexTitle}>{title}</h3>
        {chip}
      </div>
      {children}
    </div>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): The worst of the young person's four ratings. */
export function YouthSpineHeadline({ report }: { report: FragmentOf<typeof YouthSpineSectionFragment> }) {
  const youth = readFragment(YouthSpineSectionFragment, report).youthSpine;
  const worst =
    youth &&
    worstOf([
      FUNCTION_RATING[youth.developmentRating],
      STUDY_LOAD[youth.studyPostureLoad],
      SKELETAL_BALANCE[youth.skeletalBalance],
      GROWING_PAINS[youth.growingPains],
    ]);
  return worst ? <VerdictChip verdict={worst} /> : null;
}
