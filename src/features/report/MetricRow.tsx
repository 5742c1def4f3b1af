import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
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
    lsc
    rating
    range {
      low
      high
    }
  }
`);

export type MetricRowProps = { metric: FragmentOf<typeof MetricRowFragment> };
export type MetricData = ResultOf<typeof MetricRowFragment>;

/**
 * How a body metric reads wherever it is shown (this row, the report's summary, home): its name, the formatted value,
 * its rating, and the one sentence that states value, standard range and rating for assistive technology.
 */
export function useMetricReading() {
  const { t, i18n } = useLingui();
  const { measure, measureRange } = useMeasure();
  return (data: MetricData) => {
    const value = measure(data.value, data.quantity);
    const name = i18n._(METRIC_NAMES[data.key]);
    const rating = data.rating ? RATING[data.rating] : null;
    const range = data.range;
    const rangeText = range ? measureRange(range, data.quantity) : '';
    const ratingWord = rating ? i18n._(rating.label) : '';
    const valueText = value.text;
    return { name, value, rating, range, description: t`${name}: ${valueText}; standard ${rangeText}; ${ratingWord}` };
  };
}

/** The change against the previous report, coloured by the one rule (goodDirection); nothing on a first report. */
export function MetricChange({ metric }: { metric: MetricData }) {
  if (metric.change === null) return null;
  return <ChangeChip change={metric.change} quantity={metric.quantity} good={goodDirection(metric.key, metric.rating)} lsc={metric.lsc} />;
}

/** One metric: name, value with unit, change against the previous report, and its standard range. */
export function MetricRow({ metric }: MetricRowProps) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const data = readFragment(MetricRowFragment, metric);
  const { name, value, rating, range, description } = useMetricReading()(data);
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
      <MetricChange metric={data} />
      {range && rating ? (
        <div className={styles.rangeRow}>
          <RangeBar
            value={data.value}
            low={range.low}
            high={range.high}
            lowLabel={measure(range.low, data.quantity).number}
            highLabel={measure(range.high, data.quantity).number}
            description={description}
          />
          <VerdictChip verdict={rating} />
        </div>
      ) : null}
    </li>
  );
}
