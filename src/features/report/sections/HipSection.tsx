import { shownChange } from '#shared/units.ts';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { formatDate } from '#shared/dates.ts';
import { ChangeChip } from '../parts/ChangeChip.tsx';
import { leastSignificantChange, type PrecisionKey } from '#shared/precision.ts';
import { Section } from '../parts/Section.tsx';
import { useMeasure } from '../parts/useMeasure.ts';
import { HipShapeIcon, type HipShapeType } from './HipShapeIcon.tsx';
import { MeasureStat, MeasureStats } from './MeasureStat.tsx';
import styles from './HipSection.module.css';
import { ToneChip } from '../parts/VerdictChip.tsx';

export const HipSectionFragment = graphql(`
  fragment HipSection on Report {
    model
    hip {
      type
      hipGirthCm
      hipWidthCm
      hipDepthCm
      upperLowerRatio
      liftIndex
    }
    previous {
      id
    }
    hipHistory(first: 6) {
      reportId
      measuredAt
      timezone
      type
      hipGirthCm
      hipWidthCm
      hipDepthCm
      upperLowerRatio
      liftIndex
    }
  }
`);

export const HIP_SHAPES = {
  SQUARE: { name: msg`Square`, text: msg`Your hips are about as wide at the top as at the bottom, for a straight, even outline.` },
  PEAR: { name: msg`Pear`, text: msg`Your hips widen towards the bottom, with their fullness low, near the thighs.` },
  INVERTED_TRIANGLE: { name: msg`Inverted triangle`, text: msg`Your hips are widest at the top and narrow towards the thighs.` },
  ROUND: { name: msg`Round`, text: msg`Your hips are evenly full from top to bottom, for a soft, rounded outline.` },
  PEACH: { name: msg`Peach`, text: msg`Your buttocks are full and lifted, with a rounded outline that sits high.` },
} satisfies Record<HipShapeType, { name: MessageDescriptor; text: MessageDescriptor }>;

export type HipSectionProps = { report: FragmentOf<typeof HipSectionFragment> };

/**
 * Hip shape: the type with its outline and a line on what it means, then the hip figures with their change since the
 * previous report, then the earlier shapes (spec 2: hip shape with comparison and history).
 */
export function HipSection({ report }: HipSectionProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(HipSectionFragment, report);
  if (!data.hip) return null;
  const hip = data.hip;
  const shape = HIP_SHAPES[hip.type];
  const girth = measure(hip.hipGirthCm, 'LENGTH_CM');
  const width = measure(hip.hipWidthCm, 'LENGTH_CM');
  const depth = measure(hip.hipDepthCm, 'LENGTH_CM');
  const ratio = measure(hip.upperLowerRatio, 'RATIO');
  const lift = measure(hip.liftIndex, 'SCORE');
  // Null only in a copy saved offline before the history existed.
  const history = data.hipHistory ?? [];
  // The change is against the previous report, as in every section; one whose hip was not measured gives none.
  const before = history[0] && history[0].reportId === data.previous?.id ? history[0] : undefined;
  const since = before ? formatDate(before.measuredAt, before.timezone, i18n.locale) : null;
  // A fuller buttock lift is the better way; the other figures are shape, neither good nor bad.
  // Each against its least significant change on the report's model (the hip's figures are the client's to compare).
  const change = (
    now: number,
    then: number | undefined,
    figure: PrecisionKey,
    quantity: 'LENGTH_CM' | 'RATIO' | 'SCORE',
    good: 1 | 0 = 0,
  ) =>
    then === undefined ? null : (
      <ChangeChip
        change={shownChange(now, then, quantity)}
        quantity={quantity}
        good={good}
        lsc={leastSignificantChange(figure, data.model)}
      />
    );
  const liftBar = (
    <span className={styles.lift} aria-hidden="true">
      <span style={{ inlineSize: `${Math.max(0, Math.min(100, hip.liftIndex))}%` }} />
    </span>
  );
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
      <MeasureStats>
        <MeasureStat
          label={t`Hip girth`}
          number={girth.number}
          unit={girth.unit}
          detail={change(hip.hipGirthCm, before?.hipGirthCm, 'hipGirth', 'LENGTH_CM')}
        />
        <MeasureStat
          label={t`Hip width`}
          number={width.number}
          unit={width.unit}
          detail={change(hip.hipWidthCm, before?.hipWidthCm, 'HIP_WIDTH', 'LENGTH_CM')}
        />
        <MeasureStat
          label={t`Hip depth`}
          number={depth.number}
          unit={depth.unit}
          detail={change(hip.hipDepthCm, before?.hipDepthCm, 'HIP_DEPTH', 'LENGTH_CM')}
        />
        <MeasureStat
          label={t`Upper/lower ratio`}
          number={ratio.number}
          detail={
            <>
              {t`Upper hip width over lower`} {change(hip.upperLowerRatio, before?.upperLowerRatio, 'HIP_UPPER_LOWER', 'RATIO')}
            </>
          }
        />
        <MeasureStat
          label={t`Lift index`}
          number={lift.number}
          unit={t`of 100`}
          detail={
            <>
              {liftBar}
              {change(hip.liftIndex, before?.liftIndex, 'HIP_LIFT', 'SCORE', 1)}
            </>
          }
        />
      </MeasureStats>
      {since ? <p className={styles.since}>{t`Changes since your report of ${since}.`}</p> : null}
      {history.length > 0 ? (
        <section className={styles.history} aria-labelledby="hip-history">
          <h3 id="hip-history" className={styles.historyTitle}>{t`Earlier hip shapes`}</h3>
          <ol className={styles.historyList}>
            {history.map((entry) => {
              const then = measure(entry.liftIndex, 'SCORE');
              return (
                <li key={entry.reportId}>
                  <Link to="/report" search={{ id: entry.reportId, section: 'hip' }} className={styles.historyItem}>
                    <HipShapeIcon type={entry.type} size="sm" />
                    <span className={styles.historyShape}>{i18n._(HIP_SHAPES[entry.type].name)}</span>
                    <span className={styles.historyMeta}>
                      <time dateTime={entry.measuredAt}>{formatDate(entry.measuredAt, entry.timezone, i18n.locale)}</time>
                      {' · '}
                      {t`Lift index`} <bdi>{then.number}</bdi>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </Section>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): The hip shape's name: a shape, neither good nor bad. */
export function HipHeadline({ report }: { report: FragmentOf<typeof HipSectionFragment> }) {
  const { i18n } = useLingui();
  const hip = readFragment(HipSectionFragment, report).hip;
  return hip ? <ToneChip tone="neutral">{i18n._(HIP_SHAPES[hip.type].name)}</ToneChip> : null;
}
