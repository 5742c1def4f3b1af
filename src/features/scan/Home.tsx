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
import { MetricRowFragment } from '../report/MetricRow.tsx';
import { HomeLatestQuery, HomeTrendPointsFragment, HomeTrendsQuery, homeLatestVariables } from './home-documents.ts';
import { HomeStat } from './HomeStat.tsx';
import { HomeGoals } from '../goals/HomeGoals.tsx';
import { GOAL_METRICS, type GoalMetric } from '#shared/precision.ts';
import { ChangeKey, hasVariation } from '../report/parts/ChangeKey.tsx';
import { HomeBody } from './HomeBody.tsx';
import { HomeInsight } from './HomeInsight.tsx';
import { rescanAfter } from './rescan.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './Home.module.css';

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
  const notSaved = useNotSavedOffline({ fetching, error });
  const latest = data?.latestReport;
  // The trend lines are extra: offline without them, the values still show.
  const [trends] = useQuery({ query: HomeTrendsQuery, variables: { model: latest?.model ?? 'M30' }, pause: !latest });
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
  const stats = STATS.flatMap(({ key, trend }) => {
    const metric = metrics.find((m) => m.key === key);
    const series = trends.data ? readFragment(HomeTrendPointsFragment, trends.data[trend]) : null;
    return metric ? [{ metric, points: series?.points ?? [] }] : [];
  });
  const rescan = rescanAfter(latest.measuredAt, new Date());
  // Today's values a goal can start from.
  const goalStart: Partial<Record<GoalMetric, number>> = Object.fromEntries([
    ...metrics.filter((m) => (GOAL_METRICS as readonly string[]).includes(m.key)).map((m) => [m.key, m.value]),
    ...(latest.girths ?? []).filter((g) => g.key === 'waistGirth').map((g) => [g.key, g.valueCm]),
  ]);
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
        <p className={styles.since}>
          {previous ? <Trans>Changes since {previous}</Trans> : <Trans>Your first report on this model</Trans>}
        </p>
        {stats.length ? (
          <ul className={styles.stats} aria-label={t`Key figures`}>
            {stats.map(({ metric, points }) => (
              <HomeStat key={metric.key} metric={metric} points={points} model={latest.model} />
            ))}
          </ul>
        ) : null}
        <ChangeKey variation={hasVariation(stats.map(({ metric }) => metric))} water={latest.bodyComposition?.waterMoved ?? false} />
      </section>
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
      {/* Goals are for adults: the youth sections speak for a growing body. */}
      {latest.subject.age >= 18 ? (
        <HomeGoals reportId={latest.id} model={latest.model} start={goalStart} className={`${styles.card} ${styles.goals}`} />
      ) : null}
      {/* After what to do next: arriving later, it moves nothing a person is reading on a phone (CLS). */}
      {insight ? <HomeInsight reportId={latest.id} /> : null}
      <HomeBody reportId={latest.id} report={latest} />
    </div>
  );
}
