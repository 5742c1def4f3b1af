import { useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '#shared/intl.ts';
import { goalProgress, type GoalPoint } from '#shared/goals.ts';
import { useViewerTimeZone } from '#src/lib/viewer-time-zone.ts';
import type { ResultOf } from '#src/graphql/graphql.ts';
import { useMeasure } from '../report/parts/useMeasure.ts';
import type { GoalFields } from './documents.ts';
import { goalOf, GOAL_METRIC_NAMES, GOAL_QUANTITY } from './goal-metrics.ts';
import styles from './HomeGoals.module.css';

export type GoalGlanceProps = {
  goal: ResultOf<typeof GoalFields>;
  /** The goal metric's measurements on the goal's model, any order (home's trend series, or the latest value). */
  points: readonly GoalPoint[];
  weightKg: number;
};

/**
 * A goal in one line for home's first screen: how much of the way is done (the same progress as the goal card, from
 * src/shared/goals.ts), the target and its date; it leads to the goal card.
 */
export function GoalGlance({ goal, points, weightKg }: GoalGlanceProps) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const { measure } = useMeasure();
  const progress = goalProgress(
    goalOf(goal),
    [...points].sort((a, b) => a.at - b.at),
    weightKg,
  );
  const name = i18n._(GOAL_METRIC_NAMES[goal.metric]);
  const percent = Math.round(progress.done * 100);
  const target = measure(goal.targetValue, GOAL_QUANTITY[goal.metric]).text;
  const by = dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone }).format(new Date(goal.targetAt));
  return (
    <a href="#goals-title" className={styles.glance} data-goal-glance={goal.metric} data-status={progress.status}>
      <span className={styles.glanceHead}>
        <span className={styles.name}>{t`${name}: ${percent}% of the way`}</span>
        <span className={styles.target}>{t`${target} by ${by}`}</span>
      </span>
      <span className={styles.bar} aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
    </a>
  );
}
