import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf } from '../../../graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { SPINE_LEVEL } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { MeasureStat } from './MeasureStat.tsx';
import { SpineFigure } from './SpineFigure.tsx';
import styles from './SpineSection.module.css';

export const SpineSectionFragment = graphql(`
  fragment SpineSection on Report {
    spine {
      regions {
        region
        score
        level
      }
      overallScore
      overallLevel
    }
  }
`);

type Region = 'CERVICAL' | 'THORACIC' | 'LUMBAR';

const REGIONS = {
  CERVICAL: { name: msg`Cervical spine`, where: msg`Neck` },
  THORACIC: { name: msg`Thoracic spine`, where: msg`Upper and mid back` },
  LUMBAR: { name: msg`Lumbar spine`, where: msg`Lower back` },
} satisfies Record<Region, { name: MessageDescriptor; where: MessageDescriptor }>;

const ORDER: readonly Region[] = ['CERVICAL', 'THORACIC', 'LUMBAR'];
const clampScore = (score: number) => Math.max(0, Math.min(100, score));

export type SpineSectionProps = { report: FragmentOf<typeof SpineSectionFragment> };

/** Spine structure: the overall abnormality score and level, then the neck, back and lower back. */
export function SpineSection({ report }: SpineSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(SpineSectionFragment, report);
  if (!data.spine) return null;
  const spine = data.spine;
  const overall = measure(spine.overallScore, 'SCORE');
  const regions = ORDER.flatMap((region) => spine.regions.filter((r) => r.region === region));
  const tones = Object.fromEntries(regions.map((r) => [r.region, SPINE_LEVEL[r.level].tone]));
  return (
    <Section id="spine" title={t`Spine structure`} lead={t`Abnormality scores from 0 (none) to 100: the lower, the better.`}>
      <div className={styles.top}>
        <SpineFigure tones={tones} />
        <dl className={styles.overall}>
          <MeasureStat label={t`Overall score`} number={overall.number} unit={t`of 100`} detail={<VerdictChip verdict={SPINE_LEVEL[spine.overallLevel]} />} size="lg" />
        </dl>
      </div>
      <div className={styles.regionsWrap}>
        <ul className={styles.regions} aria-label={t`Spine regions`}>
          {regions.map((region) => {
            const score = measure(region.score, 'SCORE');
            const verdict = SPINE_LEVEL[region.level];
            return (
              <li key={region.region} className={styles.region} data-region={region.region}>
                <div className={styles.regionHead}>
                  <div className={styles.regionName}>
                    <h3 className={styles.name}>{i18n._(REGIONS[region.region].name)}</h3>
                    <p className={styles.where}>{i18n._(REGIONS[region.region].where)}</p>
                  </div>
                  <p className={styles.score}>
                    <span className={styles.number} dir="ltr">{score.number}</span>
                    <span className={styles.unit}>{t`of 100`}</span>
                  </p>
                </div>
                <div className={styles.meterRow}>
                  <span className={styles.meter} data-tone={verdict.tone} aria-hidden="true">
                    <span style={{ inlineSize: `${clampScore(region.score)}%` }} />
                  </span>
                  <VerdictChip verdict={verdict} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
