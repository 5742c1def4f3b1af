import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { MetricRow, MetricRowFragment } from '../MetricRow.tsx';
import { HEADLINE_METRICS } from '../metrics.ts';
import { Section } from '../parts/Section.tsx';
import styles from './BodyCompositionSection.module.css';

export const BodyCompositionSectionFragment = graphql(
  `
    fragment BodyCompositionSection on Report {
      bodyComposition {
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

/** Every body-composition value with its standard range, rating and change; key figures first. */
export function BodyCompositionSection({ report }: BodyCompositionSectionProps) {
  const { t } = useLingui();
  const data = readFragment(BodyCompositionSectionFragment, report);
  if (!data.bodyComposition) return null;
  const metrics = data.bodyComposition.metrics;
  const headline = HEADLINE_METRICS.flatMap((key) => metrics.filter((metric) => metric.key === key));
  return (
    <Section id="composition" title={t`Body composition`} lead={t`Each value with its standard range for your sex, age and height.`}>
      <ul className={styles.headline} aria-label={t`Key figures`}>
        {headline.map((metric) => (
          <MetricRow key={metric.key} metric={metric} headline />
        ))}
      </ul>
      <ul className={styles.list} aria-label={t`All body composition values`}>
        {metrics.map((metric) => (
          <MetricRow key={metric.key} metric={metric} />
        ))}
      </ul>
    </Section>
  );
}
