import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MetricChange, useMetricReading, type MetricData } from '../report/MetricRow.tsx';
import { VerdictChip } from '../report/parts/VerdictChip.tsx';
import { Amount } from '../report/sections/Amount.tsx';
import styles from './Home.module.css';

export type HomeStatProps = { metric: MetricData; points: ReadonlyArray<{ measuredAt: string; value: number }>; model: 'M30' | 'S30' };

/** The last points of a series as an SVG line, 100 × 28, oldest on the left (the tile's link names the trend). */
function sparkline(points: HomeStatProps['points']): string | null {
  const last = [...points].sort((a, b) => Date.parse(a.measuredAt) - Date.parse(b.measuredAt)).slice(-12);
  if (last.length < 2) return null;
  const values = last.map((p) => p.value);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const span = max - min || 1;
  return last.map((p, i) => `${((i / (last.length - 1)) * 100).toFixed(1)},${(26 - ((p.value - min) / span) * 24).toFixed(1)}`).join(' ');
}

/** One of home's values: its name, the number, its rating and change, and a small trend line; it opens the trend. */
export function HomeStat({ metric, points, model }: HomeStatProps) {
  const { t } = useLingui();
  const { name, value, rating } = useMetricReading()(metric);
  const line = sparkline(points);
  return (
    <li className={styles.stat} data-stat={metric.key}>
      <Link to="/body/trend" search={{ key: metric.key, range: '6m', model }} className={styles.statLink} aria-label={t`${name}: trend`}>
        <span className={styles.statName}>{name}</span>
        <Amount measure={value} size="lg" />
        {line ? (
          <svg className={styles.spark} viewBox="0 0 100 28" preserveAspectRatio="none" aria-hidden="true">
            <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          </svg>
        ) : (
          // The line's room is kept while the trends load (and for a first report), so nothing below it jumps.
          <span className={styles.spark} aria-hidden="true" />
        )}
      </Link>
      <span className={styles.statChips}>
        {rating ? <VerdictChip verdict={rating} /> : null}
        <MetricChange metric={metric} />
      </span>
    </li>
  );
}
