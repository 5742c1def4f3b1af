import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { formatDate } from '#shared/dates.ts';
import { METRIC_NAMES } from '../report/metrics.ts';
import { useGoodDirection } from '../report/MetricRow.tsx';
import { ChangeChip } from '../report/parts/ChangeChip.tsx';
import { ChangeKey, hasVariation } from '../report/parts/ChangeKey.tsx';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { ComparisonQuery } from './documents.ts';
import { errorCode, type ErrorCode } from '#src/graphql/errors.ts';
import styles from './Compare.module.css';

const REFUSED: ReadonlySet<ErrorCode> = new Set(['NOT_FOUND', 'REPORT_DELETED', 'BAD_INPUT']);

export type ComparisonPanelProps = { reportId: string; compareId: string };

/**
 * This report against an earlier one: each metric then and now, with the change and whether it is good (the one rule,
 * goodDirection with the person's goals, by the newer report's rating).
 */
export function ComparisonPanel({ reportId, compareId }: ComparisonPanelProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const goodOf = useGoodDirection();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ComparisonQuery, variables: { baseId: compareId, otherId: reportId } });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const comparison = data?.compareReports;
  // Chosen in the picker, whose button is gone with it: the comparison's heading takes focus, not the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = comparison !== undefined;
  useEffect(() => {
    if (shown && (!document.activeElement || document.activeElement === document.body)) heading.current?.focus({ preventScroll: true });
  }, [shown]);
  const clear = (
    <Link to="/report" search={{ id: reportId, section: 'composition' }} replace className={styles.clear}>
      {t`Stop comparing`}
    </Link>
  );

  if (!comparison) {
    if (fetching) return <StateView kind="loading" title={t`Loading the comparison…`} />;
    if (notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })}>{clear}</NotSavedOffline>;
    // The server refuses a pair it cannot compare (a report gone or not the caller's); anything else may pass.
    const refused = error !== undefined && REFUSED.has(errorCode(error));
    return (
      <StateView
        kind="error"
        title={refused ? t`These reports can't be compared` : t`The report failed to load, please try later`}
        action={
          <>
            {refused ? null : <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
            {clear}
          </>
        }
      />
    );
  }

  const then = formatDate(comparison.base.measuredAt, comparison.base.timezone, i18n.locale);
  const now = formatDate(comparison.other.measuredAt, comparison.other.timezone, i18n.locale);
  return (
    <section className={styles.panel} aria-labelledby="comparison-title">
      <div className={styles.panelHead}>
        <h2 ref={heading} tabIndex={-1} id="comparison-title" className={styles.title}>{t`Compared with ${then}`}</h2>
        {clear}
      </div>
      {/* Explicit roles: on a phone the rows are laid out as grids (the name above its numbers), which must not cost the
          table its semantics in any browser. */}
      <table className={styles.table} role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.metricHead}>{t`Metric`}</th>
            <th scope="col" role="columnheader">
              {then}
            </th>
            <th scope="col" role="columnheader">
              {now}
            </th>
            <th scope="col" role="columnheader">
              {t({ message: 'Change', context: 'difference between two reports' })}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {comparison.metrics.map((m) => {
            const [before, after] = [measure(m.base, m.quantity), measure(m.other, m.quantity)];
            // The unit once, beside the name (as a scale's printed table has it): the two columns of numbers and the
            // change then fit a phone in German ("Gesamtkörperwasser", "1.757 kcal/Tag" twice did not).
            return (
              <tr key={m.key} role="row">
                <th scope="row" role="rowheader">
                  {i18n._(METRIC_NAMES[m.key])}
                  {after.unit ? (
                    <>
                      {' '}
                      <span className={styles.unit}>{after.unit}</span>
                    </>
                  ) : null}
                </th>
                <td role="cell">
                  <span className={styles.number} dir="ltr">
                    {before.number}
                  </span>
                </td>
                <td role="cell">
                  <span className={styles.number} dir="ltr">
                    {after.number}
                  </span>
                </td>
                <td role="cell">
                  <ChangeChip change={m.change} quantity={m.quantity} good={goodOf(m.key, m.rating)} lsc={m.lsc} since={then} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ChangeKey variation={hasVariation(comparison.metrics)} water={comparison.waterMoved} />
    </section>
  );
}
