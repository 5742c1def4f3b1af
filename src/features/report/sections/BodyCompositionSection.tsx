import { useContext } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { numberFormat } from '#shared/intl.ts';
import { cmToFeetInches } from '#shared/profile.ts';
import { ComparedBaseline, MetricRow, MetricRowFragment } from '../MetricRow.tsx';
import { CompositionSummary } from './CompositionSummary.tsx';
import { Section } from '../parts/Section.tsx';
import { ChangeKey, hasVariation } from '../parts/ChangeKey.tsx';
import styles from './BodyCompositionSection.module.css';
import { OutOfRange } from '../parts/Headline.tsx';

export const BodyCompositionSectionFragment = graphql(
  `
    fragment BodyCompositionSection on Report {
      subject {
        sex
        heightCm
        age
      }
      scannerSubject {
        sex
        heightCm
        age
      }
      bodyComposition {
        waterMoved
        metrics {
          key
          ...MetricRow
        }
      }
    }
  `,
  [MetricRowFragment],
);

export type BodyCompositionSectionProps = { report: FragmentOf<typeof BodyCompositionSectionFragment> };

type Person = ResultOf<typeof BodyCompositionSectionFragment>['subject'];
const same = (a: Person, b: Person) => a.sex === b.sex && a.heightCm === b.heightCm && a.age === b.age;

/**
 * Every body-composition value with its standard range, rating and change; weight, muscle and fat first. The lead says
 * whose ranges they are, and when the scanner recorded someone else (another sex, height or age) that the profile won.
 */
export function BodyCompositionSection({ report }: BodyCompositionSectionProps) {
  const { t, i18n } = useLingui();
  const { unit, measure } = useMeasure();
  const data = readFragment(BodyCompositionSectionFragment, report);
  const compared = useContext(ComparedBaseline);
  if (!data.bodyComposition) return null;
  const metrics = data.bodyComposition.metrics;
  const describe = (p: Person) => {
    const sex = p.sex === 'MALE' ? t`male` : t`female`;
    // Whole centimetres, or feet and inches, as the profile takes them.
    const { ft, inch } = cmToFeetInches(p.heightCm);
    const height =
      unit === 'imperial' ? `${ft}′${inch}″` : `${numberFormat(i18n.locale).format(p.heightCm)} ${measure(p.heightCm, 'LENGTH_CM').unit}`;
    const years = p.age;
    const age = plural(years, { one: '# year', other: '# years' });
    return t`${sex}, ${height}, ${age}`;
  };
  const who = describe(data.subject);
  const scanner = data.scannerSubject && !same(data.scannerSubject, data.subject) ? describe(data.scannerSubject) : null;
  return (
    <Section id="composition" title={t`Body composition`} lead={t`Standard ranges for: ${who}.`}>
      <CompositionSummary metrics={metrics} />
      {/* Under a comparison its own key (ComparisonPanel) explains the changes, which all count from the compared report. */}
      {compared ? null : (
        <ChangeKey
          variation={hasVariation(metrics.map((m) => readFragment(MetricRowFragment, m)))}
          water={data.bodyComposition.waterMoved}
        />
      )}
      {scanner ? <p className={styles.note}>{t`The scanner recorded ${scanner}; the ranges use the profile's values.`}</p> : null}
      <ul className={styles.list} aria-label={t`All body composition values`}>
        {metrics.map((metric) => (
          <MetricRow key={metric.key} metric={metric} />
        ))}
      </ul>
    </Section>
  );
}

/** Its headline on the overview's card (index.tsx `Headline`): How many rated values are outside their normal range. */
export function CompositionHeadline({ report }: { report: FragmentOf<typeof BodyCompositionSectionFragment> }) {
  const metrics = readFragment(BodyCompositionSectionFragment, report).bodyComposition?.metrics ?? [];
  const rated = metrics.map((metric) => readFragment(MetricRowFragment, metric).rating).filter((rating) => rating !== null);
  if (rated.length === 0) return null;
  return <OutOfRange count={rated.filter((rating) => rating !== 'NORMAL').length} />;
}
