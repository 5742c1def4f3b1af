import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import { goodDirection, METRIC_NAMES } from './metrics.ts';
import { ChangeChip } from './parts/ChangeChip.tsx';
import { RangeBar } from './parts/RangeBar.tsx';
import { TrendLink } from './parts/TrendLink.tsx';
import { VerdictChip } from './parts/VerdictChip.tsx';
import { RATING } from './parts/verdicts.ts';
import { useMeasure } from './parts/useMeasure.ts';
import styles from './MetricRow.module.css';

export const MetricRowFragment = graphql(`
  fragment MetricRow on BodyMetric {
    key
    value
    quantity
    change
    rating
    range {
      low
      high
    }
  }
`);

export type MetricRowProps = { metric: FragmentOf<typeof MetricRowFragment> };

/** One metric: name, value with unit, change against the previous report, and its standard range. */
export function MetricRow({ metric }: MetricRowProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(MetricRowFragment, metric);
  const value = measure(data.value, data.quantity);
  const name = i18n._(METRIC_NAMES[data.key]);
  const rating = data.rating ? RATING[data.rating] : null;
  const range = data.range;
  const rangeText = range ? `${measure(range.low, data.quantity).number}–${measure(range.high, data.quantity).text}` : '';
  const ratingWord = rating ? i18n._(rating.label) : '';
  const valueText = value.text;
  return (
    <li className={styles.row} data-metric={data.key}>
      <TrendLink to="/body/trend" metric={data.key} label={t`${name}: trend`} className={styles.name} linkClassName={styles.trendLink}>
        {name}
      </TrendLink>
      <span className={styles.value}>
        <span className={styles.number} dir="ltr">
          {value.number}
        </span>
        {value.unit ? <span className={styles.unit}>{value.unit}</span> : null}
      </span>
      {data.change === null ? null : (
        <ChangeChip change={data.change} quantity={data.quantity} good={goodDirection(data.key, data.rating)} />
      )}
      {range && rating ? (
        <div className={styles.rangeRow}>
          <RangeBar
            value={data.value}
            low={range.low}
            high={range.high}
            lowLabel={measure(range.low, data.quantity).number}
            highLabel={measure(range.high, data.quantity).number}
            description={t`${name}: ${valueText}; standard ${rangeText}; ${ratingWord}`}
          />
          <VerdictChip verdict={rating} />
        </div>
      ) : null}
    </li>
  );
}
