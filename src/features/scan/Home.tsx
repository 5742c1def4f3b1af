import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { whenIdle } from '#src/lib/idle.ts';
import { Link } from '@tanstack/react-router';
import { useLingui, Plural, Trans } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { formatDate, formatDateTime } from '#shared/dates.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { readFragment, type ResultOf } from '#src/graphql/graphql.ts';
import { GoalWays, goalWaysOn, MetricRowFragment } from '../report/MetricRow.tsx';
import { HomeLatestQuery, HomeTrendPointsFragment, HomeTrendsQuery, homeLatestVariables } from './home-documents.ts';
import { HomeStat } from './HomeStat.tsx';
import { HomeGoals } from '../goals/HomeGoals.tsx';
import { GOAL_METRICS, type GoalMetric } from '#shared/precision.ts';
import { ChangeKey, hasVariation } from '../report/parts/ChangeKey.tsx';
import { HomeBody } from './HomeBody.tsx';
import { HomeInsight } from './HomeInsight.tsx';
import { rescanAfter } from './rescan.ts';
import { LONG_VIEW_DAYS, longViewChange, longViewStart, pointsInView, type LongViewStart } from './long-view.ts';
import { GoalFields, GoalsQuery } from '../goals/documents.ts';
import { GoalGlance } from '../goals/GoalGlance.tsx';
import { rangeHolding } from '../trends/ranges.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './Home.module.css';
import { ADULT_AGE } from '#shared/body-metrics.ts';

type Trends = ResultOf<typeof HomeTrendsQuery>;
/** Home's values, in order, and the trend line each draws. */
const STATS = [
  { key: 'SCORE', trend: 'score' },
  { key: 'WT', trend: 'weight' },
  { key: 'PBF', trend: 'fat' },
  { key: 'SM', trend: 'muscle' },
] as const satisfies ReadonlyArray<{ key: string; trend: keyof Trends }>;

/**
 * The main landing, a dashboard: how the person is (the latest score, weight, body fat and muscle, each with its
 * rating, its change and a small trend line; the report's most important point; the body figure) and what to do next
 * (the report, a comparison with the one before, the 3D model, a new scan when one is due). Two columns on a tablet.
 * With no report yet, the way to get one.
 */
export function Home() {
  const { t, i18n } = useLingui();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: HomeLatestQuery, variables: homeLatestVariables() });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const latest = data?.latestReport;
  // The trend lines are extra: offline without them, the values still show.
  const [trends] = useQuery({ query: HomeTrendsQuery, variables: { model: latest?.model ?? 'M30' }, pause: !latest });
  // Asked with the latest report, not after it: a goal in progress starts the long view. The goal card reads this one
  // subscription too (two of one query raced: a retry's answer could be overtaken by the first request's error).
  const [goalsResult, reexecuteGoals] = useQuery({ query: GoalsQuery });
  // The main point comes once the page is idle: its code and query then start after home's first paint, not before.
  const [insight, setInsight] = useState(false);
  useEffect(() => whenIdle(() => setInsight(true)), []);

  if (!data && fetching) return <StateView kind="loading" title={t`Loading your reports…`} />;
  if (!data && notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!data && error) {
    return (
      <StateView
        kind="error"
        title={t`The report failed to load, please try later`}
        action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }
  if (!latest) {
    return (
      <StateView
        kind="empty"
        title={t`You don't have any report yet`}
        detail={t`Scan the code shown on a Contour scanner after your measurement to get your first report.`}
        action={<Link to="/qrcode/scan" className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`Scan a scanner's code`}</Link>}
      />
    );
  }
  const when = formatDateTime(latest.measuredAt, latest.timezone, i18n.locale);
  const previous = latest.previous ? formatDate(latest.previous.measuredAt, latest.previous.timezone, i18n.locale) : null;
  const metrics = (latest.bodyComposition?.metrics ?? []).map((m) => readFragment(MetricRowFragment, m));
  const series = STATS.map(({ key, trend }) => ({
    key,
    points: trends.data ? readFragment(HomeTrendPointsFragment, trends.data[trend]).points : [],
  }));
  // Asked for and on its way (not offline without it, where nothing would come to fill the room).
  const trendsPending = trends.fetching && !trends.data && latest.previous !== null;
  const adult = latest.subject.age >= ADULT_AGE;
  const goals = adult
    ? (goalsResult.data?.goals ?? []).map((g) => readFragment(GoalFields, g)).filter((g) => g.model === latest.model)
    : [];
  const firstAt = series.flatMap(({ points }) => points.map((p) => p.measuredAt)).sort()[0] ?? null;
  const start = longViewStart({ latestAt: latest.measuredAt, firstAt, goalStartAts: goals.map((g) => g.startAt) });
  const stats = series.flatMap(({ key, points }) => {
    const metric = metrics.find((m) => m.key === key);
    if (!metric) return [];
    const view = longViewChange(
      points,
      start,
      { reportId: latest.id, measuredAt: latest.measuredAt, value: metric.value },
      metric.quantity,
    );
    const longView = view
      ? {
          change: view.change,
          from: view.baseline.value,
          since: formatDate(view.baseline.measuredAt, latest.timezone, i18n.locale),
          at: view.baseline.measuredAt,
          fromPrevious: view.baseline.reportId === latest.previous?.id,
        }
      : null;
    return [{ metric, points: pointsInView(points, start, latest.measuredAt), longView }];
  });
  // The span's first scan, named once for the card (each value's own date is in its sentence); its trend opens there.
  const spanAt = stats.map((s) => s.longView?.at).find((at) => at !== undefined);
  const trendRange = spanAt ? rangeHolding(spanAt, new Date()) : '6m';
  const spanFrom = stats.map((s) => s.longView?.since).find((since) => since !== undefined) ?? null;
  const rescan = rescanAfter(latest.measuredAt, new Date());
  // Today's values a goal can start from.
  const goalStart: Partial<Record<GoalMetric, number>> = Object.fromEntries([
    ...metrics.filter((m) => (GOAL_METRICS as readonly string[]).includes(m.key)).map((m) => [m.key, m.value]),
    ...(latest.girths ?? []).filter((g) => g.key === 'waistGirth').map((g) => [g.key, g.valueCm]),
  ]);
  // A goal's measurements: its series on this model, or the latest waist (home has no waist series).
  const goalPoints = (metric: GoalMetric) => {
    const own = series.find((entry) => entry.key === metric)?.points ?? [];
    const points = own.map((p) => ({ at: Date.parse(p.measuredAt), value: p.value }));
    const today = goalStart[metric];
    return points.length > 0 || today === undefined ? points : [{ at: Date.parse(latest.measuredAt), value: today }];
  };
  const rescanFrom = rescan.due ? null : formatDate(rescan.from, latest.timezone, i18n.locale);
  return (
    <div className={styles.dashboard}>
      <section className={`${styles.card} ${styles.latest}`} aria-labelledby="latest-title">
        <p className={styles.kicker}>
          <Trans>Latest scan</Trans> · <span className={styles.model}>{latest.model}</span>
        </p>
        <h2 id="latest-title" className={styles.when}>
          {when}
        </h2>
        <p className={styles.since} data-span={spanFrom ? start.reason : undefined}>
          {spanFrom ? (
            <SpanLine start={start} since={spanFrom} />
          ) : previous ? (
            <Trans>Changes since {previous}</Trans>
          ) : (
            <Trans>Your first report on this model</Trans>
          )}
        </p>
        {stats.length ? (
          // The goals colour the changes as on every screen (GoalWays, the report's and history's too).
          <GoalWays.Provider value={goalWaysOn(goals, latest.model)}>
            <ul className={styles.stats} aria-label={t`Key figures`}>
              {stats.map(({ metric, points, longView }) => (
                <HomeStat
                  key={metric.key}
                  metric={metric}
                  points={points}
                  // Known to come (there is a previous report) but not here yet: its room is kept.
                  longView={longView ?? (trendsPending ? 'pending' : null)}
                  model={latest.model}
                  range={trendRange}
                  from={spanAt}
                />
              ))}
            </ul>
          </GoalWays.Provider>
        ) : null}
        {goals.map((goal) => (
          <GoalGlance key={goal.id} goal={goal} points={goalPoints(goal.metric)} weightKg={goalStart.WT ?? 70} />
        ))}
        <ChangeKey
          variation={hasVariation([
            ...stats.map(({ metric }) => metric),
            ...stats.flatMap(({ metric, longView }) => (longView ? [{ change: longView.change, lsc: metric.lsc }] : [])),
          ])}
          water={latest.bodyComposition?.waterMoved ?? false}
        />
      </section>
      {/* Goals are for adults: the youth sections speak for a growing body. Right after the values, so a goal's
          progress is in a phone's first screen. */}
      {adult ? (
        <HomeGoals
          goalsState={{
            data: goalsResult.data,
            error: goalsResult.error,
            fetching: goalsResult.fetching,
            retry: () => reexecuteGoals({ requestPolicy: 'network-only' }),
          }}
          reportId={latest.id}
          model={latest.model}
          start={goalStart}
          className={`${styles.card} ${styles.goals}`}
        />
      ) : null}
      <section className={`${styles.card} ${styles.next}`} aria-labelledby="next-title">
        <h2 id="next-title" className={styles.nextTitle}>{t`What's next`}</h2>
        <p className={styles.rescan} data-due={rescan.due || undefined}>
          {rescan.due ? (
            <Plural
              value={rescan.weeksSince}
              one="Your last scan was # week ago: a new one shows your progress."
              other="Your last scan was # weeks ago: a new one shows your progress."
            />
          ) : (
            <Trans>Your next scan shows your progress from {rescanFrom}.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          <Link to="/report" search={{ id: latest.id }} className={`${buttonStyles.button} ${buttonStyles.primary}`}>{t`View Report`}</Link>
          {latest.previous ? (
            <Link
              to="/report"
              search={{ id: latest.id, section: 'composition', compare: latest.previous.id }}
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            >{t`Compare with ${previous}`}</Link>
          ) : null}
          <Link
            to="/modeling"
            search={{ reportId: latest.id }}
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          >{t`View 3D model`}</Link>
          <Link
            to="/qrcode/scan"
            className={`${buttonStyles.button} ${rescan.due ? buttonStyles.secondary : buttonStyles.ghost}`}
          >{t`Scan a scanner's code`}</Link>
          <Link to="/history" className={`${buttonStyles.button} ${buttonStyles.ghost}`}>{t`History`}</Link>
        </div>
      </section>
      <HomeBody reportId={latest.id} report={latest} />
      {/* Last on a phone: it arrives after the first paint and may push nothing down (CLS). Above the body figure, it moved
          the figure's top (in a phone's first screen for a member with one report) by its own height. On a tablet the
          grid places both. */}
      {insight ? <HomeInsight reportId={latest.id} /> : null}
    </div>
  );
}

/** What home's changes count from: the goal's start, the last LONG_VIEW_DAYS days, or the first scan on the model. */
function SpanLine({ start, since }: { start: LongViewStart; since: string }) {
  switch (start.reason) {
    case 'goal':
      return <Trans>Since {since}, when your goal began</Trans>;
    case 'first':
      return <Trans>Since your first scan on this model, {since}</Trans>;
    case 'days': {
      const days = LONG_VIEW_DAYS;
      return <Plural value={days} one={`Since ${since}: the last # day`} other={`Since ${since}: the last # days`} />;
    }
  }
}
