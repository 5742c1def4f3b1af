import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '#shared/intl.ts';
import type { Phase } from './documents.ts';
import { groupSessions } from './plan.ts';
import { FOCUS_LABELS, OTHER_SESSION, PLAN_MESSAGES, SESSION_LABELS, withValues } from './messages.ts';
import styles from './Plan.module.css';

export type PlanPhaseProps = { phase: Phase };

/** One phase: its weeks, its focus areas as chips, and a week of its sessions (kind, how often, focus, minutes). */
export function PlanPhase({ phase }: PlanPhaseProps) {
  const { t, i18n } = useLingui();
  const format = numberFormat(i18n.locale);
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction', style: 'narrow' });
  // Focus areas a newer server added are left out rather than shown as ids.
  const focusLabels = (focus: readonly string[]) => focus.flatMap((area) => (FOCUS_LABELS[area] ? [i18n._(FOCUS_LABELS[area])] : []));
  const weeks =
    phase.fromWeek === phase.toWeek
      ? i18n._(withValues(PLAN_MESSAGES.phaseWeek, { from: format.format(phase.fromWeek) }))
      : i18n._(withValues(PLAN_MESSAGES.phaseWeeks, { from: format.format(phase.fromWeek), to: format.format(phase.toWeek) }));
  return (
    <li className={styles.phase}>
      <h3 className={styles.phaseTitle}>{weeks}</h3>
      <ul className={styles.chips} aria-label={t`Focus`}>
        {focusLabels(phase.focus).map((label) => (
          <li key={label} className={styles.chip}>
            {label}
          </li>
        ))}
      </ul>
      <ul className={styles.sessions} aria-label={t`Sessions each week`}>
        {groupSessions(phase.sessions).map((session) => {
          const focus = focusLabels(session.focus);
          return (
            <li key={`${session.kind}-${session.focus.join()}-${session.minutes}`} className={styles.session}>
              <span className={styles.kind}>{i18n._(SESSION_LABELS[session.kind] ?? OTHER_SESSION)}</span>
              <span className={styles.minutes}>
                {i18n._(withValues(PLAN_MESSAGES.minutes, { minutes: format.format(session.minutes) }))}
              </span>
              <span className={styles.often}>{i18n._(withValues(PLAN_MESSAGES.timesAWeek, { count: session.count }))}</span>
              {focus.length ? <span className={styles.focus}>{list.format(focus)}</span> : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
