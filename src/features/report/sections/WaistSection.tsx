import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import type { Quantity } from '#shared/units.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { Amount } from './Amount.tsx';
import { BODY_PATH, FIGURE, HEAD, yAt } from './body-figure.ts';
import { FigureFade } from './FigureFade.tsx';
import styles from './WaistSection.module.css';
import { numberFormat } from '#shared/intl.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';
import { ToneChip } from '../parts/VerdictChip.tsx';

export const WaistSectionFragment = graphql(`
  fragment WaistSection on Report {
    waist {
      lines {
        level
        heightCm
        girthCm
        sectionCm2
      }
      waistGirthCm
      volumeBetweenLinesL
      waistHipRatio
      backVolumeL
      hipRegionVolumeL
      score
    }
  }
`);

type Level = EnumOf<'WaistLevel'>;

const LINE_NAMES = { HIGH: msg`High waist`, MID: msg`Mid waist`, LOW: msg`Low waist` } satisfies Record<Level, MessageDescriptor>;
/** Where each line sits on the figure, as a fraction of body height (the scanner measures about there). */
const LINE_AT = { HIGH: 0.63, MID: 0.6, LOW: 0.56 } satisfies Record<Level, number>;
const ORDER: readonly Level[] = ['HIGH', 'MID', 'LOW'];

export type WaistSectionProps = { report: FragmentOf<typeof WaistSectionFragment> };

/** The three waist lines, the waist and abdomen volumes and the waist score. */
export function WaistSection({ report }: WaistSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(WaistSectionFragment, report);
  const waist = data.waist;
  if (!waist) return null;
  const lines = ORDER.flatMap((level) => waist.lines.filter((line) => line.level === level));
  const figures: ReadonlyArray<{ key: string; label: string; value: number; quantity: Quantity }> = [
    { key: 'girth', label: t`Waist girth`, value: waist.waistGirthCm, quantity: 'LENGTH_CM' },
    { key: 'ratio', label: t`Waist-hip ratio`, value: waist.waistHipRatio, quantity: 'RATIO' },
    { key: 'between', label: t`Volume between the waist lines`, value: waist.volumeBetweenLinesL, quantity: 'VOLUME_L' },
    { key: 'back', label: t`Back volume`, value: waist.backVolumeL, quantity: 'VOLUME_L' },
    { key: 'hip', label: t`Back and hip region volume`, value: waist.hipRegionVolumeL, quantity: 'VOLUME_L' },
  ];
  const badge = (n: number) => numberFormat(i18n.locale).format(n);
  const score = Math.min(100, Math.max(0, waist.score));
  const scoreText = measure(waist.score, 'SCORE').number;
  return (
    <Section
      id="waist"
      title={t`Waist and abdomen`}
      lead={t`Three lines around your waist, high, mid and low, describe the shape of your abdomen and where it holds its volume.`}
      aside={<WaistFigure levels={lines.map((line) => line.level)} />}
    >
      <div className={styles.score}>
        <span className={styles.scoreLabel} id="waist-score">{t`Waist score`}</span>
        <span className={styles.scoreValue}>
          <span className={styles.scoreNumber} dir="ltr">
            {scoreText}
          </span>
          <span className={styles.scoreMax} dir="ltr">{t`/ 100`}</span>
        </span>
        <span
          className={styles.track}
          role="meter"
          aria-labelledby="waist-score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={t`${scoreText} out of 100`}
        >
          <span className={styles.fill} style={{ inlineSize: `${score}%` }} />
        </span>
      </div>
      <ul className={styles.lines} aria-label={t`Waist lines`}>
        {lines.map((line) => (
          <li key={line.level} className={styles.line}>
            <h3 className={styles.lineName}>
              <span aria-hidden="true" className={styles.badge}>
                {badge(ORDER.indexOf(line.level) + 1)}
              </span>
              {i18n._(LINE_NAMES[line.level])}
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t`Girth`}</dt>
                <dd>
                  <Amount measure={measure(line.girthCm, 'LENGTH_CM')} />
                </dd>
              </div>
              <div>
                <dt>{t`Cross-section`}</dt>
                <dd>
                  <Amount measure={measure(line.sectionCm2, 'AREA_CM2')} />
                </dd>
              </div>
              <div>
                <dt>{t`Height above floor`}</dt>
                <dd>
                  <Amount measure={measure(line.heightCm, 'LENGTH_CM')} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <dl className={styles.list}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.row}>
            <dt>{figure.label}</dt>
            <dd>
              <Amount measure={measure(figure.value, figure.quantity)} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

type WaistFigureProps = { levels: readonly Level[] };

/** The torso with the three waist lines, numbered like the cards; decoration only, the text holds the facts. */
function WaistFigure({ levels }: WaistFigureProps) {
  const { i18n } = useLingui();
  const top = yAt(0.985);
  const bottom = yAt(0.42);
  const left = FIGURE.centre - 66;
  const badgeX = FIGURE.centre + 58;
  return (
    <svg className={styles.figure} viewBox={`${left} ${top} 132 ${bottom - top}`} aria-hidden="true" focusable="false">
      <defs>
        <FigureFade id="waist-fade" x={left} y={top} width={132} height={bottom - top} />
      </defs>
      <g mask="url(#waist-fade)">
        <path d={BODY_PATH} className={styles.body} />
        <ellipse {...HEAD} className={styles.body} />
      </g>
      {levels.map((level) => {
        const y = yAt(LINE_AT[level]);
        // Spread the badges a little more than the lines so they never touch.
        const by = yAt(0.6) + (y - yAt(0.6)) * 1.6;
        return (
          <g key={level} className={styles.mark}>
            <ellipse cx={FIGURE.centre} cy={y} rx={24} ry={2.4} className={styles.ring} />
            <polyline points={`${FIGURE.centre + 24},${y} ${badgeX - 12},${y} ${badgeX - 6},${by}`} className={styles.leader} />
            <circle cx={badgeX} cy={by} r={7} className={styles.badgeDot} />
            <text x={badgeX} y={by} textAnchor="middle" dominantBaseline="central" className={styles.badgeText}>
              {numberFormat(i18n.locale).format(ORDER.indexOf(level) + 1)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): The waist score out of 100. */
export function WaistHeadline({ report }: { report: FragmentOf<typeof WaistSectionFragment> }) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const waist = readFragment(WaistSectionFragment, report).waist;
  if (!waist) return null;
  const score = measure(waist.score, 'SCORE').number;
  return <ToneChip tone="neutral">{t`Score ${score} / 100`}</ToneChip>;
}
