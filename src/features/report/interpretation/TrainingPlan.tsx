import { useLingui } from '@lingui/react/macro';
import { numberFormat } from '#shared/intl.ts';
import { Section } from '../parts/Section.tsx';
import { MeasureStat } from '../sections/MeasureStat.tsx';
import type { Plan } from './documents.ts';
import { PlanPhase } from './PlanPhase.tsx';
import styles from './Plan.module.css';

export type TrainingPlanProps = { plan: Plan };

/** "Your training plan": how long and how often, then each phase with its focus and its week of sessions. */
export function TrainingPlan({ plan }: TrainingPlanProps) {
  const { t, i18n } = useLingui();
  const format = numberFormat(i18n.locale);
  return (
    <Section
      id="plan"
      title={t`Your training plan`}
      lead={t`An outline that follows from your results; a coach can fill in the exercises. If anything hurts, stop and ask a professional.`}
    >
      <dl className={styles.stats}>
        <MeasureStat label={t`Weeks`} number={format.format(plan.weeks)} size="lg" />
        <MeasureStat label={t`Sessions a week`} number={format.format(plan.sessionsPerWeek)} size="lg" />
      </dl>
      <ol className={styles.phases} aria-label={t`Phases`}>
        {plan.phases.map((phase) => (
          <PlanPhase key={`${phase.fromWeek}-${phase.toWeek}`} phase={phase} />
        ))}
      </ol>
    </Section>
  );
}
