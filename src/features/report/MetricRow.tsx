import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '#src/graphql/graphql.ts';
import { goodDirection, METRIC_NAMES, ratingVerdict } from './metrics.ts';
import { ChangeChip } from './parts/ChangeChip.tsx';
import { RangeBar } from './parts/RangeBar.tsx';
import { TrendLink } from './parts/TrendLink.tsx';
import { VerdictChip } from './parts/VerdictChip.tsx';
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
    const rating = data.rating ? ratingVerdict(data.key, data.rating) : null;
    const range = data.range;
    const rangeText = range ? measureRange(range, data.quantity) : '';
    const ratingWord = rating ? i18n._(rating.label) : '';
    const valueText = value.text;
    return { name, value, rating, range, description: t`${name}: ${valueText}; standard ${rangeText}; ${ratingWord}` };
  };
}

/** A metric's change against a report the screen compares with: the comparison's own figures (compareReports). */
export type ComparedChange = { change: number; lsc: number; rating: MetricData['rating'] };

/**
 * A screen's one baseline for changes (issue 35): null, each metric's change against the previous report (the API's
 * `change`); a map by metric key, the changes against the report a comparison has open. ReportView provides it, so
 * the summary bars and every row under a comparison count from the compared report, as its table does.
 */
export const ComparedBaseline = createContext<{ since: string; changes: ReadonlyMap<string, ComparedChange> } | null>(null);

/** The metric's change against the screen's baseline, with the least significant change and the rating it is read by. */
export function useBaselineChange(metric: MetricData): {
  change: number | null;
  lsc: number;
  rating: MetricData['rating'];
  /** The compared report's date, which the change's sentence names; undefined for the previous report. */
  since?: string;
} {
  const compared = useContext(ComparedBaseline);
  if (!compared) return { change: metric.change, lsc: metric.lsc, rating: metric.rating };
  const own = compared.changes.get(metric.key);
  return own ? { ...own, since: compared.since } : { change: null, lsc: metric.lsc, rating: metric.rating };
}

/** A goal's way, by the value it is set on. */
export type GoalWay = { startValue: number; targetValue: number };

/**
 * The person's goals in progress on the screen's model, by value: a change towards a goal's target is good there, as
 * on home (goodDirection with the goal). The report screen provides them from its own query; a shared or granted report
 * has none (goals are the owner's).
 */
export const GoalWays = createContext<Partial<Record<string, GoalWay>>>({});

/** The goals' ways on one model, by value, for GoalWays. */
export function goalWaysOn(
  goals: ReadonlyArray<GoalWay & { metric: string; model: string }>,
  model: string | undefined,
): Partial<Record<string, GoalWay>> {
  return Object.fromEntries(
    goals.filter((g) => g.model === model).map((g) => [g.metric, { startValue: g.startValue, targetValue: g.targetValue }]),
  );
}

/** The one colour rule with the screen's goals: which way is good for `key`, given its rating. */
export function useGoodDirection(): (key: MetricData['key'], rating: MetricData['rating']) => 1 | -1 | 0 {
  const goals = useContext(GoalWays);
  return (key, rating) => goodDirection(key, rating, goals[key]);
}

/**
 * The change against the screen's baseline (useBaselineChange), coloured by the one rule (useGoodDirection, or `good`
 * where the screen knows better); nothing on a first report.
 */
export function MetricChange({ metric, good }: { metric: MetricData; good?: 1 | -1 | 0 }) {
  const { change, lsc, rating, since } = useBaselineChange(metric);
  const goodOf = useGoodDirection();
  if (change === null) return null;
  return (
    <ChangeChip
      change={change}
      quantity={metric.quantity}
      good={good ?? goodOf(metric.key, rating)}
      lsc={lsc}
      {...(since === undefined ? {} : { since })}
    />
  );
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
