import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MetricChange, useGoodDirection, useMetricReading, type MetricData } from '../report/MetricRow.tsx';
import { ChangeChip } from '../report/parts/ChangeChip.tsx';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { VerdictChip } from '../report/parts/VerdictChip.tsx';
import { Amount } from '../report/sections/Amount.tsx';
import type { TrendRange } from '../trends/ranges.ts';
import styles from './Home.module.css';

type Point = { measuredAt: string; value: number };

export type HomeStatProps = {
  metric: MetricData;
  /** The series' points within home's long view (long-view.ts), oldest first: the small trend line. */
  points: ReadonlyArray<Point>;
  /**
   * The change over the long view, the value and date (formatted) it counts from, and whether that is the previous
   * report; null when the view has one scan; 'pending' while the trends that give it load (its room is kept).
   */
  longView: { change: number; from: number; since: string; fromPrevious: boolean } | null | 'pending';
  model: 'M30' | 'S30';
  /** The trend the tile opens: from the long view's first scan (so both count from it), in the shortest range holding it. */
  range: TrendRange;
  from: string | undefined;
};

/** The points as an SVG line, 100 × 28, oldest on the left, over the long view's span (the card names it). */
function sparkline(points: HomeStatProps['points']): string | null {
  if (points.length < 2) return null;
  const values = points.map((p) => p.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = max - min || 1;
  return points
    .map((p, i) => `${((i / (points.length - 1)) * 100).toFixed(1)},${(26 - ((p.value - min) / span) * 24).toFixed(1)}`)
    .join(' ');
}

/**
 * One of home's values: its name, the number and its rating, a small trend line over the long view, the change over
 * that view from its first value (the answer to "am I getting better?"), and the change since the last scan; it
 * opens the trend.
 */
export function HomeStat({ metric, points, longView, model, range, from: start }: HomeStatProps) {
  const { t } = useLingui();
  const { measure } = useMeasure();
  const { name, value, rating } = useMetricReading()(metric);
  const valueText = value.text;
  const line = sparkline(points);
  // A goal's direction when it has one (Home provides GoalWays), else the metric's: the one rule of every screen.
  const good = useGoodDirection()(metric.key, metric.rating);
  const view = longView === 'pending' ? null : longView;
  // While the trends load, the value itself stands in for where the long view counts from (its room only).
  const from = view ? measure(view.from, metric.quantity).text : valueText;
  return (
    <li className={styles.stat} data-stat={metric.key}>
      <Link
        to="/body/trend"
        search={{ key: metric.key, range, model, from: start }}
        className={styles.statLink}
        // The name holds what the tile shows (its name and value, as a voice user would say it) and where it leads.
        aria-label={t`${name} ${valueText}: trend`}
      >
        {/* The space (not drawn between flex items) keeps name and value two words for the accessibility tree. */}
        <span className={styles.statName}>{name}</span> <Amount measure={value} size="lg" />
        {line ? (
          <svg className={styles.spark} viewBox="0 0 100 28" preserveAspectRatio="none" aria-hidden="true">
            <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          </svg>
        ) : (
          // The line's room is kept while the trends load (and for a first report), so nothing below it jumps.
          <span className={styles.spark} aria-hidden="true" />
        )}
      </Link>
      {longView === 'pending' ? (
        // The long view's room while the trends load: a chip and a "from" of about its size (the last change, the
        // value), so nothing below it jumps when it comes (bench:web's home on a phone: docs/performance.md).
        <span className={`${styles.longView} ${styles.pending}`} aria-hidden="true">
          <ChangeChip change={metric.change ?? 0} quantity={metric.quantity} good={good} lsc={metric.lsc} />
          <span className={styles.from}>{t`from ${from}`}</span>
        </span>
      ) : view ? (
        <span className={styles.longView} data-long-view="">
          <ChangeChip change={view.change} quantity={metric.quantity} good={good} lsc={metric.lsc} since={view.since} />
          <span className={styles.from}>{t`from ${from}`}</span>
        </span>
      ) : null}
      <span className={styles.statChips}>
        {rating ? <VerdictChip verdict={rating} /> : null}
        {/* The change since the last scan, unless the long view already counts from it. */}
        {metric.change !== null && !view?.fromPrevious ? (
          <span className={styles.last} data-last-change="">
            <span className={styles.lastLabel}>{t`last scan`}</span>
            <MetricChange metric={metric} good={good} />
          </span>
        ) : null}
      </span>
    </li>
  );
}
