import { Suspense, useId, type CSSProperties, type ReactNode } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { SPINE_LEVEL } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { MeasureStat } from './MeasureStat.tsx';
import { SpineFigure } from './SpineFigure.tsx';
import { LEVEL_COLOURS, vertebraRuns, type SpineLevel } from '#src/features/model3d/spine-layout.ts';
import styles from './SpineSection.module.css';

// three.js comes with the viewer, in chunks of its own, only when this tab opens.
import { usePrintMode } from '../print-mode.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';

const SpineViewer = lazyPart(() => import('#src/features/model3d/SpineViewer.tsx'));

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
      vertebrae {
        name
        region
        x
        y
        z
        rotationDeg
        level
      }
    }
  }
`);

type Region = EnumOf<'SpineRegion'>;

const REGIONS = {
  CERVICAL: { name: msg`Cervical spine`, where: msg`Neck` },
  THORACIC: { name: msg`Thoracic spine`, where: msg`Upper and mid back` },
  LUMBAR: { name: msg`Lumbar spine`, where: msg`Lower back` },
} satisfies Record<Region, { name: MessageDescriptor; where: MessageDescriptor }>;

const ORDER: readonly Region[] = ['CERVICAL', 'THORACIC', 'LUMBAR'];
const LEVELS: readonly SpineLevel[] = ['NORMAL', 'MILD', 'MODERATE', 'SEVERE'];
/** The 3D palette as custom properties, so the legend and the 2D figure use the very same colours. */
const LEVEL_VARS = {
  '--level-normal': LEVEL_COLOURS.NORMAL,
  '--level-mild': LEVEL_COLOURS.MILD,
  '--level-moderate': LEVEL_COLOURS.MODERATE,
  '--level-severe': LEVEL_COLOURS.SEVERE,
} as CSSProperties;
const clampScore = (score: number) => Math.max(0, Math.min(100, score));

export type SpineSectionProps = { report: FragmentOf<typeof SpineSectionFragment> };

/** Spine structure: the overall abnormality score and level, the spine in 3D, then the neck, back and lower back. */
export function SpineSection({ report }: SpineSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const print = usePrintMode();
  const legendId = useId();
  const data = readFragment(SpineSectionFragment, report);
  if (!data.spine) return null;
  const spine = data.spine;
  const abnormality = measure(spine.overallScore, 'SCORE').number;
  const regions = ORDER.flatMap((region) => spine.regions.filter((r) => r.region === region));
  const tones = Object.fromEntries(regions.map((r) => [r.region, SPINE_LEVEL[r.level].tone]));
  const figure = <SpineFigure tones={tones} />;
  // Which vertebrae have which level, in words: the legend, and the canvas's description.
  const runs = vertebraRuns(spine.vertebrae);
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  const legendIds = LEVELS.map((level) => `${legendId}-${level}`);
  return (
    <Section
      id="spine"
      title={t`Spine structure`}
      lead={t`Each part's level, from normal to severe. The abnormality beside it runs from 0 (none) to 100.`}
    >
      <div className={styles.layout} style={LEVEL_VARS}>
        {/* The level is the reading (every other score on the report is higher-is-better); the abnormality is its detail. */}
        <dl className={styles.overall}>
          <MeasureStat
            label={t`Overall level`}
            number={i18n._(SPINE_LEVEL[spine.overallLevel].label)}
            detail={<span className={styles.abnormality}>{t`Abnormality ${abnormality} of 100`}</span>}
            size="lg"
          />
        </dl>
        <div className={styles.model}>
          {/* The slot keeps the viewer's height while its code loads, so nothing below moves. */}
          <div className={styles.slot}>
            {spine.vertebrae.length > 0 && !print ? (
              <Suspense fallback={<ViewerPlaceholder figure={figure} />}>
                <SpineViewer vertebrae={spine.vertebrae} fallback={figure} describedBy={legendIds.join(' ')} />
              </Suspense>
            ) : (
              <ViewerPlaceholder figure={figure} />
            )}
          </div>
        </div>
        <ul className={styles.legend} aria-label={t`Vertebrae by level`}>
          {LEVELS.map((key, i) => {
            const level = i18n._(SPINE_LEVEL[key].label);
            const vertebrae = runs[key].length > 0 ? list.format(runs[key]) : null;
            return (
              <li key={key} id={legendIds[i]} className={styles.key}>
                <span className={styles.swatch} data-level={key} aria-hidden="true" />
                <span className={styles.keyWord}>{vertebrae ? t`${level}: ${vertebrae}` : t`${level}: none`}</span>
              </li>
            );
          })}
        </ul>
        <div className={styles.regionsWrap}>
          <ul className={styles.regions} aria-label={t`Spine regions`}>
            {regions.map((region) => {
              const abnormality = measure(region.score, 'SCORE').number;
              const verdict = SPINE_LEVEL[region.level];
              return (
                <li key={region.region} className={styles.region} data-region={region.region}>
                  <div className={styles.regionHead}>
                    <div className={styles.regionName}>
                      <h3 className={styles.name}>{i18n._(REGIONS[region.region].name)}</h3>
                      <p className={styles.where}>{i18n._(REGIONS[region.region].where)}</p>
                    </div>
                    <p className={styles.score}>
                      <VerdictChip verdict={verdict} />
                      <span className={styles.abnormality}>{t`Abnormality ${abnormality} of 100`}</span>
                    </p>
                  </div>
                  <div className={styles.meterRow}>
                    <span className={styles.meter} data-tone={verdict.tone} aria-hidden="true">
                      <span style={{ inlineSize: `${clampScore(region.score)}%` }} />
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/** What the slot shows while the viewer's code loads: the 2D spine where the 3D one will be. */
function ViewerPlaceholder({ figure }: { figure: ReactNode }) {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <div className={styles.placeholderStage}>{figure}</div>
      <div className={styles.placeholderViews} />
    </div>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`). */
export function SpineHeadline({ report }: { report: FragmentOf<typeof SpineSectionFragment> }) {
  const spine = readFragment(SpineSectionFragment, report).spine;
  return spine ? <VerdictChip verdict={SPINE_LEVEL[spine.overallLevel]} /> : null;
}
