import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { Section } from '../parts/Section.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { RISK, worstOf } from '../parts/verdicts.ts';
import { BODY_PATH, FIGURE, HEAD, yAt } from './body-figure.ts';
import { FigureFade } from './FigureFade.tsx';
import styles from './PainRiskSection.module.css';
import { numberFormat } from '#shared/intl.ts';
import type { EnumOf } from '#src/graphql/graphql.ts';

export const PainRiskSectionFragment = graphql(`
  fragment PainRiskSection on Report {
    painRisk {
      neck
      back
      lowerBack
    }
  }
`);

type Area = 'neck' | 'back' | 'lowerBack';
type Level = EnumOf<'RiskLevel'>;

const AREAS: ReadonlyArray<{ area: Area; name: MessageDescriptor; explain: Record<Level, MessageDescriptor> }> = [
  {
    area: 'neck',
    name: msg`Neck`,
    explain: {
      LOW: msg`Your head sits well above your shoulders, so the neck carries little extra load.`,
      MEDIUM: msg`Your head sits a little forward, which adds load on the neck. Regular neck stretches help.`,
      HIGH: msg`Forward head posture and tight upper back muscles raise the risk of neck pain.`,
    },
  },
  {
    area: 'back',
    name: msg({ message: 'Back', context: 'body area' }),
    explain: {
      LOW: msg`Your upper back is well aligned. Keep moving regularly to keep it that way.`,
      MEDIUM: msg`Slightly rounded shoulders put extra load on the upper back muscles.`,
      HIGH: msg`Rounded shoulders and a curved upper back raise the risk of back pain.`,
    },
  },
  {
    area: 'lowerBack',
    name: msg`Lower back`,
    explain: {
      LOW: msg`Your pelvis and lower back are well balanced.`,
      MEDIUM: msg`A slight pelvic tilt adds load on the lower back. Core exercises help.`,
      HIGH: msg`A tilted pelvis and weak core muscles raise the risk of lower back pain.`,
    },
  },
];

/** The band of the back view each area covers: heights as fractions of body height, half-width from the centre. */
const REGION: Record<Area, { top: number; bottom: number; half: number }> = {
  neck: { top: 0.9, bottom: 0.805, half: 20 },
  back: { top: 0.805, bottom: 0.62, half: 29 },
  lowerBack: { top: 0.62, bottom: 0.5, half: 31 },
};

const LEVELS: readonly Level[] = ['LOW', 'MEDIUM', 'HIGH'];

export type PainRiskSectionProps = { report: FragmentOf<typeof PainRiskSectionFragment> };

/** Pain risk for the neck, back and lower back, each with a short explanation and an area on a back view. */
export function PainRiskSection({ report }: PainRiskSectionProps) {
  const { t, i18n } = useLingui();
  const data = readFragment(PainRiskSectionFragment, report);
  const risk = data.painRisk;
  if (!risk) return null;
  const number = (n: number) => numberFormat(i18n.locale).format(n);
  return (
    <Section
      id="pain"
      title={t`Pain risk`}
      lead={t`An estimate from your posture, not a diagnosis. If something hurts, talk to a doctor or physiotherapist.`}
      aside={<BackFigure levels={risk} />}
    >
      <ol className={styles.areas}>
        {AREAS.map(({ area, name, explain }, index) => (
          <li key={area} className={styles.area} data-level={risk[area]}>
            <div className={styles.areaHead}>
              <span aria-hidden="true" className={styles.badge}>
                {number(index + 1)}
              </span>
              <h3 className={styles.areaName}>{i18n._(name)}</h3>
              <VerdictChip verdict={RISK[risk[area]]} />
            </div>
            <p className={styles.explain}>{i18n._(explain[risk[area]])}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

type BackFigureProps = { levels: Record<Area, Level> };

/** A back view with the three areas shaded by level: a fill and a pattern per level, named in the legend. */
function BackFigure({ levels }: BackFigureProps) {
  const { t, i18n } = useLingui();
  const c = FIGURE.centre;
  const top = yAt(0.99);
  const bottom = yAt(0.38);
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`${c - 60} ${top} 120 ${bottom - top}`}
        className={styles.svg}
        role="img"
        aria-label={t`Back view of the body with the neck, back and lower back shaded by risk`}
      >
        <defs>
          <FigureFade id="pain-fade" x={c - 60} y={top} width={120} height={bottom - top} />
          <clipPath id="pain-body">
            <path d={BODY_PATH} />
          </clipPath>
          <pattern id="pain-medium" width="4" height="4" patternUnits="userSpaceOnUse">
            <rect width="4" height="4" className={styles.MEDIUM} />
            <circle cx="2" cy="2" r="0.8" className={styles.dot} />
          </pattern>
          <pattern id="pain-high" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="4" height="4" className={styles.HIGH} />
            <rect width="1.6" height="4" className={styles.stripe} />
          </pattern>
        </defs>
        <g mask="url(#pain-fade)">
          <path d={BODY_PATH} className={styles.body} />
          <ellipse {...HEAD} className={styles.body} />
        </g>
        <g clipPath="url(#pain-body)">
          {AREAS.map(({ area }) => {
            const r = REGION[area];
            // A small gap between the bands keeps them apart even where two share a level.
            return (
              <rect
                key={area}
                x={c - r.half}
                y={yAt(r.top) + 1}
                width={r.half * 2}
                height={yAt(r.bottom) - yAt(r.top) - 2}
                rx={5}
                fill={fillOf(levels[area])}
                className={styles.region}
              />
            );
          })}
        </g>
        <path d={BODY_PATH} className={styles.outline} mask="url(#pain-fade)" />
        <line x1={c} x2={c} y1={yAt(0.86)} y2={yAt(0.52)} className={styles.spine} />
        {AREAS.map(({ area }, index) => {
          const r = REGION[area];
          const y = (yAt(r.top) + yAt(r.bottom)) / 2;
          return (
            <g key={area}>
              <circle cx={c} cy={y} r={6} className={styles.badgeDot} />
              <text x={c} y={y} textAnchor="middle" dominantBaseline="central" className={styles.badgeText}>
                {numberFormat(i18n.locale).format(index + 1)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label={t`Legend`}>
          {LEVELS.map((level) => (
            <li key={level}>
              <svg viewBox="0 0 16 16" className={styles.swatch} aria-hidden="true" focusable="false">
                <rect width="16" height="16" rx="4" fill={fillOf(level)} className={styles.region} />
              </svg>
              {i18n._(RISK[level].label)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

const fillOf = (level: Level) => (level === 'LOW' ? 'var(--c-good-soft)' : level === 'MEDIUM' ? 'url(#pain-medium)' : 'url(#pain-high)');

/** Its headline on the overview's card (index.tsx `Headline`): The highest of the three areas' risks. */
export function PainRiskHeadline({ report }: { report: FragmentOf<typeof PainRiskSectionFragment> }) {
  const risk = readFragment(PainRiskSectionFragment, report).painRisk;
  const worst = risk && worstOf([RISK[risk.neck], RISK[risk.back], RISK[risk.lowerBack]]);
  return worst ? <VerdictChip verdict={worst} /> : null;
}
