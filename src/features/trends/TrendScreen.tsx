import { Suspense, useCallback, useMemo } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useQuery } from 'urql';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { displayValue, formatNumber, shownChange, type Quantity } from '#shared/units.ts';
import { DEVICE_TYPES, type DeviceType } from '#src/lib/storage.ts';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { ChangeChip, isVariation } from '../report/parts/ChangeChip.tsx';
import { ChangeKey } from '../report/parts/ChangeKey.tsx';
import { towardsGoal, type Rating } from '../report/metrics.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { BodyTrendQuery, GirthTrendQuery } from './documents.ts';
import { GoalFields, GoalsQuery } from '../goals/documents.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { bandPlace, chartFrame, type ChartGoal } from './chart-frame.ts';
import { inRange, TREND_RANGES, type TrendRange } from './ranges.ts';
import styles from './Trend.module.css';
import { dateTimeFormat } from '#shared/intl.ts';
import { useViewerTimeZone } from '#src/lib/viewer-time-zone.ts';

const TrendChart = lazyPart(() => import('./TrendChart.tsx'));

export type TrendKind = 'body' | 'girth';

export type TrendScreenProps<K extends string> = {
  kind: TrendKind;
  metric: K;
  metrics: Record<K, MessageDescriptor>;
  /** Which way a change is good, given the newest point's rating (body metrics: goodDirection; girths: their table). */
  good: (key: K, rating: Rating | null) => 1 | -1 | 0;
  /** One model's line: S30 and M30 measure differently (the link's model, else the stored one, else the first). */
  model: DeviceType;
  range: TrendRange;
  /** A scan's time to count from instead of the range (home's long view opens the trend at its baseline). */
  from?: string | undefined;
};

type Point = { reportId: string; measuredAt: string; value: number };

/** One body-composition metric or girth over time: chart, summary and the measurements as a table. */
export function TrendScreen<K extends string>({ kind, metric, metrics, good, model, range, from }: TrendScreenProps<K>) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const navigate = useNavigate();
  const { unit, measure, measureRange } = useMeasure();
  const [body, reexecuteBody] = useQuery({ query: BodyTrendQuery, variables: { key: metric as never, model }, pause: kind !== 'body' });
  const [girth, reexecuteGirth] = useQuery({ query: GirthTrendQuery, variables: { key: metric as never, model }, pause: kind !== 'girth' });
  const result = kind === 'body' ? body : girth;
  const notSaved = useNotSavedOffline(result);
  const retry = () => (kind === 'body' ? reexecuteBody : reexecuteGirth)({ requestPolicy: 'network-only' });
  const series = kind === 'body' ? body.data?.bodyTrend : girth.data?.girthTrend;
  const quantity: Quantity = series?.quantity ?? 'MASS_KG';
  const name = i18n._(metrics[metric]);
  // Body metrics carry the newest report's standard range and rating; girths have neither.
  const standing = kind === 'body' ? body.data?.bodyTrend : undefined;
  const rating = standing?.rating ?? null;
  const normal = standing?.range ?? null;

  const points: Point[] = useMemo(() => (series ? inRange(series.points, range, new Date(), from) : []), [series, range, from]);
  const xs = useMemo(() => points.map((p) => Date.parse(p.measuredAt) / 1000), [points]);
  const ys = useMemo(() => points.map((p) => displayValue(p.value, quantity, unit)), [points, quantity, unit]);
  const low = normal ? displayValue(normal.low, quantity, unit) : null;
  const high = normal ? displayValue(normal.high, quantity, unit) : null;
  const band = useMemo(() => (low !== null && high !== null ? { low, high } : null), [low, high]);
  // The goal in progress for this value on this model, if any: its line and the realistic pace's wedge.
  const [goals] = useQuery({ query: GoalsQuery });
  const goal = (goals.data?.goals ?? [])
    .map((g) => readFragment(GoalFields, g))
    .find((g) => g.metric === (metric as string) && g.model === model);
  const lsc = series?.lsc ?? 0;
  const chartGoal = useMemo((): ChartGoal | null => {
    if (!goal) return null;
    const shown = (value: number) => displayValue(value, quantity, unit);
    return {
      startAt: Date.parse(goal.startAt) / 1000,
      startValue: shown(goal.startValue),
      targetAt: Date.parse(goal.targetAt) / 1000,
      targetValue: shown(goal.targetValue),
      // On track within the least significant change of the path: what the goal card calls too early to tell.
      tolerance: shown(goal.startValue + lsc) - shown(goal.startValue),
    };
  }, [goal, quantity, unit, lsc]);
  const frame = useMemo(() => (xs.length ? chartFrame(xs, ys, chartGoal, Date.now() / 1000) : null), [xs, ys, chartGoal]);
  const goalTarget = goal ? measure(goal.targetValue, quantity).text : '';
  const goalBy = goal ? dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(new Date(goal.targetAt)) : '';
  const goalText = t`Goal: ${goalTarget} by ${goalBy}`;
  // The chart's numbers are already in the display unit (ys), so they are only formatted here, not converted.
  const formatValue = useCallback((v: number) => formatNumber(v, quantity, i18n.locale, { unit }), [quantity, unit, i18n.locale]);
  const formatDate = useCallback(
    (s: number) => dateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone }).format(new Date(s * 1000)),
    [i18n.locale, timeZone],
  );

  // A range chosen here replaces the start home gave; another value or model keeps it.
  const setSearch = (next: { key?: K; range?: TrendRange; model?: DeviceType }) =>
    void navigate({
      to: kind === 'body' ? '/body/trend' : '/girth/trend',
      search: {
        ...{ key: next.key ?? metric, range: next.range ?? range, model: next.model ?? model },
        from: next.range ? undefined : from,
      } as never,
      replace: true,
    });
  const fromDate = from ? dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(new Date(from)) : '';

  const picker = (
    <div className={styles.controls}>
      <label className={styles.select}>
        <span>{kind === 'body' ? t`Metric` : t`Girth`}</span>
        <select value={metric} onChange={(e) => setSearch({ key: e.target.value as K })}>
          {(Object.keys(metrics) as K[]).map((key) => (
            <option key={key} value={key}>
              {i18n._(metrics[key])}
            </option>
          ))}
        </select>
      </label>
      {/* S30 and M30 measure differently: one line is one model's. */}
      <div className={`${styles.ranges} ${styles.models}`} role="group" aria-label={t`Product model`}>
        {DEVICE_TYPES.map((m) => (
          <button key={m} type="button" className={styles.range} aria-pressed={m === model} onClick={() => setSearch({ model: m })}>
            {m}
          </button>
        ))}
      </div>
      <div className={styles.ranges} role="group" aria-label={t`Time range`}>
        {from ? (
          <button type="button" className={`${styles.range} ${styles.since}`} aria-pressed="true" data-from="">
            {t`Since ${fromDate}`}
          </button>
        ) : null}
        {TREND_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className={styles.range}
            aria-pressed={!from && r === range}
            onClick={() => setSearch({ range: r })}
          >
            {{ '3m': t`3 months`, '6m': t`6 months`, '1y': t`1 year`, all: t`All` }[r]}
          </button>
        ))}
      </div>
    </div>
  );

  if (!series) {
    return (
      <div className={styles.trend}>
        {picker}
        {notSaved ? (
          <NotSavedOffline onRetry={retry} />
        ) : result.error ? (
          <StateView
            kind="error"
            title={t`The report failed to load, please try later`}
            action={<Button onClick={retry}>{t`Try again`}</Button>}
          />
        ) : (
          <div className={styles.chartSkeleton} role="status" aria-label={t`Loading the trend…`} />
        )}
      </div>
    );
  }

  const first = points[0];
  const last = points.at(-1);
  const zoneDate = (p: Point) => dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(new Date(p.measuredAt));
  const firstText = first ? measure(first.value, quantity).text : '';
  const lastText = last ? measure(last.value, quantity).text : '';
  const firstDate = first ? zoneDate(first) : '';
  const lastDate = last ? zoneDate(last) : '';
  const count = points.length;
  const normalText = normal ? measureRange(normal, quantity) : '';

  return (
    <div className={styles.trend}>
      {picker}
      {points.length < 2 ? (
        <StateView
          kind="empty"
          title={points.length === 0 ? t`No measurements in this range` : t`One measurement is not a trend yet`}
          detail={t`Trends appear once you have two or more reports with this value.`}
          action={
            range !== 'all' && series.points.length >= 2 ? (
              <Button variant="secondary" onClick={() => setSearch({ range: 'all' })}>{t`Show all`}</Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <section className={styles.summary} aria-label={t`Summary`}>
            <div>
              <span className={styles.summaryLabel}>{name}</span>
              <span className={styles.summaryValue}>
                <bdi>{lastText}</bdi>
              </span>
            </div>
            <ChangeChip
              change={shownChange(last!.value, first!.value, quantity)}
              quantity={quantity}
              good={goal ? towardsGoal(goal) : good(metric, rating)}
              lsc={series.lsc}
            />
          </section>
          <ChangeKey variation={isVariation(shownChange(last!.value, first!.value, quantity), series.lsc)} water={false} />
          <figure className={styles.figure}>
            <Suspense fallback={<div className={styles.chartSkeleton} />}>
              <TrendChart
                xs={xs}
                ys={ys}
                band={band}
                goal={chartGoal}
                frame={frame!}
                seriesLabel={name}
                formatValue={formatValue}
                formatDate={formatDate}
              />
            </Suspense>
            {normal || chartGoal ? (
              // The chart's key, in words: the line is the metric, the shaded band its normal range, the dashed line the
              // goal over its realistic pace (never colour alone).
              <ul className={styles.legend}>
                <li>
                  <span className={styles.lineKey} aria-hidden="true" />
                  {name}
                </li>
                {normal ? (
                  <li>
                    <span className={styles.bandKey} aria-hidden="true" />
                    <span>
                      {!band || !frame || bandPlace(band, frame) === 'in' ? (
                        <Trans>
                          Normal range: <bdi>{normalText}</bdi>
                        </Trans>
                      ) : bandPlace(band, frame) === 'above' ? (
                        <Trans>
                          Normal range: <bdi>{normalText}</bdi>, above this view
                        </Trans>
                      ) : (
                        <Trans>
                          Normal range: <bdi>{normalText}</bdi>, below this view
                        </Trans>
                      )}
                    </span>
                  </li>
                ) : null}
                {chartGoal ? (
                  <>
                    <li data-goal-key="">
                      <span className={styles.goalKey} aria-hidden="true" />
                      <bdi>{goalText}</bdi>
                    </li>
                    <li data-track-key="">
                      <span className={styles.trackKey} aria-hidden="true" />
                      {t`On track: within measurement variation of the path to the goal`}
                    </li>
                  </>
                ) : null}
              </ul>
            ) : null}
            <figcaption className={styles.caption}>
              {t`${name} went from ${firstText} on ${firstDate} to ${lastText} on ${lastDate}, over ${count} measurements.`}
            </figcaption>
          </figure>
          <table className={styles.table}>
            <caption>{t`Measurements`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{name}</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.reportId}>
                  <td>
                    <Link to="/report" search={{ id: p.reportId }}>
                      {zoneDate(p)}
                    </Link>
                  </td>
                  <td>
                    <bdi>{measure(p.value, quantity).text}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
