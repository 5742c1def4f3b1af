import { useLingui } from '@lingui/react/macro';
import { graphql, readFragment, type FragmentOf } from '../../graphql/graphql.ts';
import { unitLabel } from '../../i18n/unit-labels.ts';
import { displayValue, formatNumber } from '../../lib/units.ts';
import type { Unit } from '../../lib/storage.ts';
import { GOOD_DIRECTION, METRIC_NAMES } from './metrics.ts';
import styles from './MetricRow.module.css';

export const MetricRowFragment = graphql(`
  fragment MetricRow on BodyMetric {
    key
    value
    quantity
    change
  }
`);

export type MetricRowProps = { metric: FragmentOf<typeof MetricRowFragment>; unit: Unit; headline?: boolean };

export function MetricRow({ metric, unit, headline = false }: MetricRowProps) {
  const { t, i18n } = useLingui();
  const data = readFragment(MetricRowFragment, metric);
  const label = unitLabel(i18n, data.quantity, unit);
  const value = formatNumber(displayValue(data.value, data.quantity, unit), data.quantity, i18n.locale);
  const name = i18n._(METRIC_NAMES[data.key]);
  const change = data.change === null ? null : displayValue(data.change, data.quantity, unit);
  const verdict = change === null || change === 0 ? 'same' : Math.sign(change) === GOOD_DIRECTION[data.key] ? 'good' : GOOD_DIRECTION[data.key] === 0 ? 'neutral' : 'bad';
  const changeText = change === null ? null : `${formatNumber(Math.abs(change), data.quantity, i18n.locale)}${label ? ` ${label}` : ''}`;
  const changeWord =
    change === null ? '' : change > 0 ? t`up ${changeText} since the previous report` : change < 0 ? t`down ${changeText} since the previous report` : t`unchanged since the previous report`;
  return (
    <li className={headline ? `${styles.row} ${styles.headline}` : styles.row} data-metric={data.key}>
      <span className={styles.name}>{name}</span>
      <span className={styles.value}>
        <span className={styles.number} dir="ltr">{value}</span>
        {label ? <span className={styles.unit}>{label}</span> : null}
      </span>
      {change !== null ? (
        <span className={`${styles.change} ${styles[verdict]}`} title={changeWord}>
          <span aria-hidden="true">{change > 0 ? '▲' : change < 0 ? '▼' : '='}</span>
          <span aria-hidden="true" dir="ltr">{change === 0 ? '0' : formatNumber(change, data.quantity, i18n.locale, { signed: true })}</span>
          <span className="visually-hidden">{changeWord}</span>
        </span>
      ) : null}
    </li>
  );
}
