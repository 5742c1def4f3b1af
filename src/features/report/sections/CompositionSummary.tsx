import { useLingui } from '@lingui/react/macro';
import { readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { MetricChange, MetricRowFragment, useMetricReading } from '../MetricRow.tsx';
import { SUMMARY_METRICS } from '../metrics.ts';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { bandScale } from '../parts/range-scale.ts';
import { Amount } from './Amount.tsx';
import styles from './CompositionSummary.module.css';

export type CompositionSummaryProps = { metrics: ReadonlyArray<FragmentOf<typeof MetricRowFragment>> };

/**
 * Weight, skeletal muscle and body fat at a glance, as a result sheet shows them: each a bar against its under, normal
 * and over bands, with the value, its rating in words and its change. Every metric's row, with its trend link, stays
 * below.
 */
export function CompositionSummary({ metrics }: CompositionSummaryProps) {
  const { t } = useLingui();
  const read = useMetricReading();
  const all = metrics.map((m) => readFragment(MetricRowFragment, m));
  const rows = SUMMARY_METRICS.flatMap((key) => all.filter((m) => m.key === key));
  if (rows.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby="summary-title">
      <h3 id="summary-title" className={styles.title}>{t`Weight, muscle and fat`}</h3>
      <div className={styles.grid}>
        <div className={styles.bands} aria-hidden="true">
          <span>{t`Under`}</span>
          <span>{t`Normal`}</span>
          <span>{t`Over`}</span>
        </div>
        <ul className={styles.rows}>
          {rows.map((metric) => {
            const { name, value, rating, range, description } = read(metric);
            const scale = range ? bandScale(metric.value, range.low, range.high) : null;
            return (
              <li key={metric.key} className={styles.row} data-summary={metric.key}>
                <div className={styles.head}>
                  <span className={styles.name}>{name}</span>
                  <Amount measure={value} size="lg" />
                </div>
                <div className={styles.reading}>
                  {scale && rating ? (
                    <div className={styles.track} role="img" aria-label={description}>
                      <span className={`${styles.fill} ${styles[rating.tone]}`} style={{ inlineSize: `${scale.marker}%` }} />
                    </div>
                  ) : null}
                  <div className={styles.chips}>
                    {rating ? <VerdictChip verdict={rating} /> : null}
                    <MetricChange metric={metric} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
