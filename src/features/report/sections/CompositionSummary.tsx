import { useLingui } from '@lingui/react/macro';
import { readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { MetricRowFragment } from '../MetricRow.tsx';
import { goodDirection, METRIC_NAMES, SUMMARY_METRICS } from '../metrics.ts';
import { ChangeChip } from '../parts/ChangeChip.tsx';
import { VerdictChip } from '../parts/VerdictChip.tsx';
import { RATING } from '../parts/verdicts.ts';
import { useMeasure } from '../parts/useMeasure.ts';
import { bandScale } from '../parts/range-scale.ts';
import styles from './CompositionSummary.module.css';

export type CompositionSummaryProps = { metrics: ReadonlyArray<FragmentOf<typeof MetricRowFragment>> };

/**
 * Weight, skeletal muscle and body fat at a glance, as a result sheet shows them: each a bar against its under, normal
 * and over bands, with the value, its rating in words and its change. Every metric's row, with its trend link, stays
 * below.
 */
export function CompositionSummary({ metrics }: CompositionSummaryProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const rows = SUMMARY_METRICS.flatMap((key) => metrics.map((m) => readFragment(MetricRowFragment, m)).filter((m) => m.key === key));
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
            const name = i18n._(METRIC_NAMES[metric.key]);
            const value = measure(metric.value, metric.quantity);
            const rating = metric.rating ? RATING[metric.rating] : null;
            const range = metric.range;
            const scale = range ? bandScale(metric.value, range.low, range.high) : null;
            const rangeText = range ? `${measure(range.low, metric.quantity).number}–${measure(range.high, metric.quantity).text}` : '';
            const valueText = value.text;
            const ratingWord = rating ? i18n._(rating.label) : '';
            return (
              <li key={metric.key} className={styles.row} data-summary={metric.key}>
                <div className={styles.head}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.value}>
                    <span className={styles.number} dir="ltr">
                      {value.number}
                    </span>
                    {value.unit ? <span className={styles.unit}>{value.unit}</span> : null}
                  </span>
                </div>
                <div className={styles.reading}>
                  {scale && rating ? (
                    <div className={styles.track} role="img" aria-label={t`${name}: ${valueText}; standard ${rangeText}; ${ratingWord}`}>
                      <span className={`${styles.fill} ${styles[rating.tone]}`} style={{ inlineSize: `${scale.marker}%` }} />
                    </div>
                  ) : null}
                  <div className={styles.chips}>
                    {rating ? <VerdictChip verdict={rating} /> : null}
                    {metric.change === null ? null : (
                      <ChangeChip change={metric.change} quantity={metric.quantity} good={goodDirection(metric.key, metric.rating)} />
                    )}
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
