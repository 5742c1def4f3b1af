import { useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { useOnline } from '#src/lib/useOnline.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import { InterpretationFields, ReportInterpretationQuery, type Interpretation } from './documents.ts';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { PointList, type PointListProps } from './PointList.tsx';
import { TrainingPlan } from './TrainingPlan.tsx';
import styles from './InterpretationSection.module.css';

export type InterpretationSectionProps = { reportId: string; tabOf: PointListProps['tabOf'] };

/** The report's interpretation tab: what matters most, then the training-plan outline that follows from it. */
export function InterpretationSection({ reportId, tabOf }: InterpretationSectionProps) {
  const { t } = useLingui();
  const online = useOnline();
  const [{ data, fetching, stale, error }, reexecute] = useQuery({ query: ReportInterpretationQuery, variables: { id: reportId } });
  const interpretation = readFragment(InterpretationFields, data?.report?.interpretation);
  const notSaved = useNotSavedOffline({ data, fetching, error });

  if (!interpretation) {
    // graphcache answers a report it holds without this field at once (the field is nullable), marked stale
    // while the network is asked: that is loading too, not an empty answer.
    if (fetching || (stale && online && !error)) {
      return (
        <div className={styles.loading}>
          <StateView kind="loading" title={t`Loading the interpretation…`} />
        </div>
      );
    }
    const retry = <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>;
    if (notSaved) {
      return (
        <StateView
          kind="offline"
          title={t`This interpretation isn't saved on this device yet`}
          detail={t`Connect to the internet to open it. An interpretation you have opened before is available offline.`}
          action={retry}
        />
      );
    }
    return <StateView kind="error" title={t`The AI report failed to load, try later`} action={retry} />;
  }

  return <InterpretationView reportId={reportId} tabOf={tabOf} interpretation={interpretation} stale={stale} />;
}

export type InterpretationViewProps = InterpretationSectionProps & { interpretation: Interpretation; stale?: boolean };

/** The interpretation once it is there: what matters most, then the training plan (also a coach's grant's). */
export function InterpretationView({ reportId, tabOf, interpretation, stale = false }: InterpretationViewProps) {
  const { t } = useLingui();
  if (!interpretation.points.length) {
    return (
      <StateView
        kind="empty"
        title={t`Nothing to interpret in this report`}
        detail={t`The measurement gave no results to work from, so there is no training plan either. Measure again to get one.`}
      />
    );
  }

  return (
    <div className={styles.interpretation} aria-busy={stale || undefined}>
      {interpretation.source === 'AI' && interpretation.text.length ? (
        <section className={styles.written} aria-labelledby={`${reportId}-written`}>
          <h2 id={`${reportId}-written`} className={styles.writtenTitle}>{t`Your report in a few words`}</h2>
          {interpretation.text.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <p className={styles.writtenNote}>{t`Written by an AI assistant from the findings below.`}</p>
        </section>
      ) : null}
      <PointList reportId={reportId} tabOf={tabOf} points={interpretation.points} />
      <TrainingPlan plan={interpretation.plan} />
    </div>
  );
}
