import { useEffect, useId, useState } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Field } from '#src/ui/Field.tsx';
import { errorText } from '#src/graphql/error-text.ts';
import { DAY_MS, WEEK_MS } from '#shared/dates.ts';
import { GOAL_MAX_DAYS as MAX_DAYS, GOAL_MIN_DAYS as MIN_DAYS } from '#shared/goals.ts';
import { displayValue, toMetric } from '#shared/units.ts';
import { GOAL_METRICS, leastSignificantChange, paceBand, withinVariation, type GoalMetric, type Model } from '#shared/precision.ts';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { GOAL_METRIC_NAMES, GOAL_QUANTITY } from './goal-metrics.ts';
import { SetGoalMutation } from './documents.ts';
import styles from './Goals.module.css';

export type GoalFormProps = {
  open: boolean;
  onClose: () => void;
  /** The report the goal starts from: its values (metric units) and product model. */
  reportId: string;
  model: Model;
  start: Partial<Record<GoalMetric, number>>;
  /** Today's weight, for the realistic pace of a weight goal. */
  weightKg: number;
  /** The value and target to begin with (from the prediction, or the goal being changed). */
  initial?: { metric: GoalMetric; targetValue?: number; targetAt?: string };
};

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date a realistic pace (the middle of its band) reaches the target, within the allowed dates. */
function suggestedDate(metric: GoalMetric, start: number, target: number, weightKg: number, now: number): string {
  const band = paceBand(metric, target < start ? -1 : 1, weightKg);
  const weeks = Math.abs(target - start) / ((band.slow + band.fast) / 2);
  const days = Math.min(MAX_DAYS, Math.max(MIN_DAYS, Math.ceil(weeks) * 7));
  return isoDay(now + days * DAY_MS);
}

/**
 * Sets a goal for weight, body fat, skeletal muscle or the waist, from a report's values: a target and a date, with the
 * pace that needs against the realistic pace (src/shared/precision.ts), and the same checks as the server: a target
 * beyond measurement variation, a date a week to two years ahead. Offline, it is kept and sent once back online.
 */
export function GoalForm({ open, onClose, reportId, model, start, weightKg, initial }: GoalFormProps) {
  const { t, i18n } = useLingui();
  const { unit, measure } = useMeasure();
  const metricId = useId();
  const offered = GOAL_METRICS.filter((metric) => start[metric] !== undefined);
  const [metric, setMetric] = useState<GoalMetric>(initial?.metric ?? offered[0] ?? 'WT');
  const [target, setTarget] = useState('');
  const [date, setDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(SetGoalMutation);

  const quantity = GOAL_QUANTITY[metric];
  const from = start[metric] ?? 0;
  // Each opening starts from the value and target it was opened for (the prediction's target, or a suggestion).
  useEffect(() => {
    if (!open) return;
    const chosen = initial?.metric ?? offered[0] ?? 'WT';
    const begin = start[chosen] ?? 0;
    const goal = initial?.targetValue ?? begin;
    setMetric(chosen);
    setTarget(initial?.targetValue !== undefined ? String(displayValue(goal, GOAL_QUANTITY[chosen], unit)) : '');
    setDate(
      initial?.targetAt?.slice(0, 10) ??
        (initial?.targetValue !== undefined ? suggestedDate(chosen, begin, goal, weightKg, Date.now()) : ''),
    );
    setSubmitted(false);
    setFormError(null);
    // Only on opening: the fields are the person's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const typed = Number(target.replace(',', '.'));
  const targetValue = target.trim() !== '' && Number.isFinite(typed) && typed > 0 ? toMetric(typed, quantity, unit) : null;
  const lsc = leastSignificantChange(metric, model);
  const targetError =
    targetValue === null
      ? t`Enter a target.`
      : withinVariation(targetValue - from, lsc)
        ? t`This target is within measurement variation of today's value: choose one further away.`
        : undefined;
  // Noon of the chosen day, where the person is.
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const targetAt = date ? new Date(year!, month! - 1, dayOfMonth!, 12).getTime() : Number.NaN;
  const days = (targetAt - Date.now()) / DAY_MS;
  const dateError = !date
    ? t`Choose a date.`
    : !(days >= MIN_DAYS - 1)
      ? t`Choose a date at least a week from today.`
      : days > MAX_DAYS
        ? t`Choose a date within two years.`
        : undefined;

  const valid = !targetError && !dateError && targetValue !== null;
  const band = valid ? paceBand(metric, targetValue < from ? -1 : 1, weightKg) : null;
  const perWeek = valid ? (Math.abs(targetValue - from) / Math.max(targetAt - Date.now(), DAY_MS)) * WEEK_MS : 0;

  const today = measure(from, quantity).text;
  const pace = measure(perWeek, quantity).text;
  const slow = band ? measure(band.slow, quantity).number : '';
  const fast = band ? measure(band.fast, quantity).text : '';

  const submit = async () => {
    setSubmitted(true);
    setFormError(null);
    if (!valid) return;
    const sent = save({
      input: { id: crypto.randomUUID(), metric, reportId, targetValue, targetAt: new Date(targetAt).toISOString() },
    });
    // Offline the goal shows at once (its optimistic result) and waits in graphcache's stored queue, whose answer
    // comes only once back online: the form is done now.
    if (!navigator.onLine) return onClose();
    const result = await sent;
    if (result.error) setFormError(errorText(i18n, result.error));
    else onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Set a goal`}
      confirmLabel={t`Save goal`}
      busy={fetching}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <div className={styles.form}>
        <div className={styles.select}>
          <label htmlFor={metricId}>{t`Goal for`}</label>
          <select
            id={metricId}
            value={metric}
            onChange={(event) => {
              setMetric(event.target.value as GoalMetric);
              setTarget('');
            }}
          >
            {offered.map((key) => (
              <option key={key} value={key}>
                {i18n._(GOAL_METRIC_NAMES[key])}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t({ message: 'Target', context: 'the value a goal aims at' })}
          inputMode="decimal"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={submitted ? targetError : undefined}
          hint={t`Today: ${today}`}
          trailing={<span className={styles.unit}>{measure(from, quantity).unit}</span>}
        />
        <Field
          label={t({ message: 'By', context: 'the date a goal is due' })}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={submitted ? dateError : undefined}
        />
        {band ? (
          <p className={styles.pace} data-fast={perWeek > band.fast || undefined}>
            {t`That is ${pace} a week; a realistic pace is ${slow}–${fast} a week.`}
            {perWeek > band.fast ? <strong> {t`Faster than a realistic pace: give it more time.`}</strong> : null}
          </p>
        ) : null}
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
