import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { dateTimeFormat } from '#shared/intl.ts';
import { useViewerTimeZone } from '#src/lib/viewer-time-zone.ts';
import { goalProgress, type GoalProgress } from '#shared/goals.ts';
import { GOAL_METRICS, type GoalMetric, type Model } from '#shared/precision.ts';
import { readFragment, type ResultOf } from '#src/graphql/graphql.ts';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { BodyTrendQuery, GirthTrendQuery } from '../trends/documents.ts';
import { goalOf, GOAL_METRIC_NAMES, GOAL_QUANTITY, goalTrend } from './goal-metrics.ts';
import { EndGoalMutation, GoalFields, GoalsQuery } from './documents.ts';
import { GoalForm } from './GoalForm.tsx';
import styles from './HomeGoals.module.css';

type Goal = ResultOf<typeof GoalFields>;

/** Home's one subscription to the goals (Home reads them too, for its long view): its state and its retry. */
export type GoalsState = { data: ResultOf<typeof GoalsQuery> | undefined; error: unknown; fetching: boolean; retry: () => void };

export type HomeGoalsProps = {
  goalsState: GoalsState;
  /** The latest report: a new goal starts from it. */
  reportId: string;
  model: Model;
  /** Its values of the goal metrics (metric units). */
  start: Partial<Record<GoalMetric, number>>;
  className: string;
};

/**
 * Home's goals: each goal in progress with how much of the way is done, the pace needed against the pace achieved and
 * a forecast (src/shared/goals.ts, from the person's own measurements, offline too); a way to set one when there is
 * none. Adults only: the caller does not mount it for a young person.
 */
export function HomeGoals({ goalsState, reportId, model, start, className }: HomeGoalsProps) {
  const { t } = useLingui();
  const { data, error, fetching, retry } = goalsState;
  const [form, setForm] = useState<{ metric: GoalMetric; targetValue?: number; targetAt?: string } | null>(null);
  const goals = (data?.goals ?? []).map((goal) => readFragment(GoalFields, goal));
  const weightKg = start.WT ?? 70;
  // The first value this report holds that has no goal yet: "Set another goal" starts there.
  const free =
    goals.length > 0 ? GOAL_METRICS.find((metric) => start[metric] !== undefined && !goals.some((g) => g.metric === metric)) : undefined;
  if (!data) {
    // Loading, or failed (offline with nothing saved yet, a server error): said in the card, with a way to try again.
    const failed = !fetching && error !== undefined;
    return (
      <section className={`${className} ${styles.goals}`} aria-labelledby="goals-title">
        <h2 id="goals-title" className={styles.title}>{t`Your goal`}</h2>
        <p className={styles.lead} role="status">
          {failed ? t`Loading failed, please try later` : t`Loading…`}
        </p>
        {failed ? <Button variant="secondary" onClick={retry}>{t`Try again`}</Button> : null}
      </section>
    );
  }
  return (
    <section className={`${className} ${styles.goals}`} aria-labelledby="goals-title">
      <h2 id="goals-title" className={styles.title}>
        {goals.length > 1 ? t`Your goals` : t`Your goal`}
      </h2>
      {goals.length === 0 ? (
        <>
          <p
            className={styles.lead}
          >{t`Set a target for your weight, body fat, muscle or waist, and see your pace and when you'll get there.`}</p>
          <Button variant="secondary" onClick={() => setForm({ metric: 'WT' })}>{t`Set a goal`}</Button>
        </>
      ) : (
        <ul className={styles.list}>
          {goals.map((goal) => (
            <GoalItem
              key={goal.id}
              goal={goal}
              weightKg={weightKg}
              onChange={() => setForm({ metric: goal.metric, targetValue: goal.targetValue, targetAt: goal.targetAt })}
            />
          ))}
        </ul>
      )}
      {free ? <Button variant="ghost" onClick={() => setForm({ metric: free })}>{t`Set another goal`}</Button> : null}
      <GoalForm
        open={form !== null}
        onClose={() => setForm(null)}
        reportId={reportId}
        model={model}
        start={start}
        weightKg={weightKg}
        initial={form ?? undefined}
      />
    </section>
  );
}

function GoalItem({ goal, weightKg, onChange }: { goal: Goal; weightKg: number; onChange: () => void }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const { measure } = useMeasure();
  const [ending, setEnding] = useState(false);
  const [{ fetching }, end] = useMutation(EndGoalMutation);
  const body = goal.metric !== 'waistGirth';
  const [bodyTrend] = useQuery({ query: BodyTrendQuery, variables: { key: goal.metric as 'WT', model: goal.model }, pause: !body });
  const [girthTrend] = useQuery({ query: GirthTrendQuery, variables: { key: 'waistGirth', model: goal.model }, pause: body });
  const series = body ? bodyTrend.data?.bodyTrend : girthTrend.data?.girthTrend;
  const points = (series?.points ?? []).map((p) => ({ at: Date.parse(p.measuredAt), value: p.value }));
  const progress = goalProgress(goalOf(goal), points, weightKg);
  const quantity = GOAL_QUANTITY[goal.metric];
  const name = i18n._(GOAL_METRIC_NAMES[goal.metric]);
  const day = (time: number) => dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(new Date(time));
  const target = measure(goal.targetValue, quantity).text;
  const by = day(Date.parse(goal.targetAt));
  const percent = Math.round(progress.done * 100);
  const way = measure(Math.abs(goal.targetValue - goal.startValue), quantity).text;
  const sofar = measure(Math.abs(progress.latest.value - goal.startValue), quantity).number;
  const needed = measure(progress.neededPerWeek, quantity, { signed: true }).text;
  const achieved = progress.achievedPerWeek === null ? null : measure(progress.achievedPerWeek, quantity, { signed: true }).text;
  return (
    <li className={styles.goal} data-goal={goal.metric} data-status={progress.status}>
      <p className={styles.head}>
        <Link to={goalTrend(goal.metric)} search={{ key: goal.metric, range: 'all', model: goal.model } as never} className={styles.name}>
          {name}
        </Link>
        <span className={styles.target}>{t`${target} by ${by}`}</span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t`${name}: ${percent}% of the way`}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className={styles.line}>{t`${sofar} of ${way} so far`}</p>
      <p className={styles.line}>
        {achieved === null
          ? t`Needed: ${needed} a week. Your pace shows after your next scan.`
          : t`Needed: ${needed} a week. Yours: ${achieved} a week.`}
      </p>
      <StatusLine progress={progress} day={day} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onChange}>{t`Change`}</Button>
        <Button variant="ghost" onClick={() => setEnding(true)}>{t`End goal`}</Button>
      </div>
      <ConfirmDialog
        open={ending}
        title={t`End this goal?`}
        confirmLabel={t`End goal`}
        busy={fetching}
        onConfirm={() => void end({ id: goal.id }).then(() => setEnding(false))}
        onCancel={() => setEnding(false)}
      >
        <p>{t`Your reports stay as they are; you can set a new goal at any time.`}</p>
      </ConfirmDialog>
    </li>
  );
}

function StatusLine({ progress, day }: { progress: GoalProgress; day: (time: number) => string }) {
  const { t } = useLingui();
  const reached = progress.reachedAt === null ? '' : day(progress.reachedAt);
  const forecast = progress.forecastAt === null ? '' : day(progress.forecastAt);
  const text =
    progress.status === 'reached'
      ? t`Reached on ${reached}.`
      : progress.status === 'too_early'
        ? t`Too early to tell: the change so far is within measurement variation.`
        : progress.status === 'on_track'
          ? t`On track: at this pace you'll get there by ${forecast}.`
          : progress.forecastAt !== null
            ? t`Behind: at this pace you'll get there by ${forecast}.`
            : t`Not heading there yet.`;
  return (
    <p className={styles.status} data-tone={progress.status}>
      <span aria-hidden="true" className={styles.mark}>
        {progress.status === 'reached' ? '✓' : progress.status === 'on_track' ? '↗' : progress.status === 'behind' ? '!' : '≈'}
      </span>
      {text}
    </p>
  );
}
