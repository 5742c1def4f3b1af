import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { safeTimeZone } from '#shared/dates.ts';
import type { DeviceType } from '#src/lib/storage.ts';
import { useMeasure } from '../report/parts/useMeasure.ts';
import { GoalWays, goalWaysOn, MetricChange, MetricRowFragment } from '../report/MetricRow.tsx';
import { GoalFields } from '../goals/documents.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { HistoryPageQuery } from './documents.ts';
import { readFragment, type FragmentOf } from '#src/graphql/graphql.ts';
import styles from './History.module.css';
import { dateTimeFormat } from '#shared/intl.ts';
import { Chevron } from '#src/ui/Chevron.tsx';

export type PageEnd = { endCursor: string; lastMonth: string };

export type HistoryPageProps = {
  model: DeviceType;
  after: string | null;
  /** The month (YYYY-MM in the report's zone) the previous page ended in: no repeated heading. */
  continuesMonth: string | null;
  first: number;
  isFirst: boolean;
  isLast: boolean;
  onLoadMore: (end: PageEnd) => void;
};

function monthKey(iso: string, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: safeTimeZone(timeZone) }).formatToParts(
    new Date(iso),
  );
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}

export function HistoryPage({ model, after, continuesMonth, first, isFirst, isLast, onLoadMore }: HistoryPageProps) {
  const { t, i18n } = useLingui();
  const { measure } = useMeasure();
  const [{ data, fetching, error, stale }, reexecute] = useQuery({ query: HistoryPageQuery, variables: { model, first, after } });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const sentinel = useRef<HTMLLIElement>(null);
  const connection = data?.reports;
  const goals = useMemo(() => (data?.goals ?? []).map((g) => readFragment(GoalFields, g)), [data]);
  const end =
    connection?.pageInfo.hasNextPage && connection.pageInfo.endCursor && connection.edges.length > 0
      ? {
          endCursor: connection.pageInfo.endCursor,
          lastMonth: monthKey(connection.edges.at(-1)!.node.measuredAt, connection.edges.at(-1)!.node.timezone),
        }
      : null;

  // Scrolling near the end of the last page loads the next one; the button does the same for keyboards.
  useEffect(() => {
    const node = sentinel.current;
    if (!end || !isLast || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(end), {
      rootMargin: '400px',
    });
    observer.observe(node);
    return () => observer.disconnect();
    // `end` is rebuilt each render; its fields are the identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end?.endCursor, end?.lastMonth, isLast, onLoadMore]);

  if (!connection) {
    if (notSaved) {
      return (
        <li className={styles.stateRow}>
          <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
        </li>
      );
    }
    if (error) {
      return (
        <li className={styles.stateRow}>
          <StateView
            kind="error"
            title={t`The report failed to load, please try later`}
            action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
          />
        </li>
      );
    }
    return (
      <>
        {Array.from({ length: isFirst ? 6 : 3 }, (_, i) => (
          <li key={i} className={styles.skeleton} aria-hidden="true" />
        ))}
        <li className="visually-hidden" role="status">
          {fetching ? t`Loading reports…` : ''}
        </li>
      </>
    );
  }

  if (isFirst && connection.edges.length === 0) {
    return (
      <li className={styles.stateRow}>
        <StateView
          kind="empty"
          title={t`You don't have any report yet`}
          detail={
            model === 'S30'
              ? t`Step onto an S30 scanner and scan the code it shows to get your first report.`
              : t`Step onto an M30 scanner and scan the code it shows to get your first report.`
          }
        />
      </li>
    );
  }

  let month = continuesMonth;
  return (
    <>
      {connection.edges.map(({ node }) => {
        const zone = safeTimeZone(node.timezone);
        const key = monthKey(node.measuredAt, zone);
        const heading =
          key !== month
            ? dateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: zone }).format(new Date(node.measuredAt))
            : null;
        month = key;
        const weight = node.bodyComposition?.metrics.find((m) => m.key === 'WT');
        const fat = node.bodyComposition?.metrics.find((m) => m.key === 'PBF');
        const when = new Date(node.measuredAt);
        const score = node.score === null ? null : i18n.number(node.score, { maximumFractionDigits: 0 });
        return (
          <li key={node.id} className={styles.item}>
            {heading ? <h2 className={styles.month}>{heading}</h2> : null}
            <Link to="/report" search={{ id: node.id }} className={styles.row}>
              <span className={styles.date}>
                <span className={styles.day}>{dateTimeFormat(i18n.locale, { day: 'numeric', timeZone: zone }).format(when)}</span>
                <span className={styles.weekday}>{dateTimeFormat(i18n.locale, { weekday: 'short', timeZone: zone }).format(when)}</span>
              </span>
              <span className={styles.main}>
                <span className={styles.when}>
                  <span className="visually-hidden">
                    {dateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: zone }).format(when)}{' '}
                  </span>
                  {dateTimeFormat(i18n.locale, { timeStyle: 'short', timeZone: zone }).format(when)}
                </span>
                <span className={styles.figures}>
                  <GoalWays.Provider value={goalWaysOn(goals, node.model)}>
                    {weight ? (
                      <span data-history-weight="">
                        <span className={styles.label}>{t`Weight`}</span> <bdi>{measure(weight.value, weight.quantity).text}</bdi>
                        <RowChange metric={weight} />
                      </span>
                    ) : null}
                    {fat ? (
                      <span>
                        <span className={styles.label}>{t`Body fat`}</span> <bdi>{measure(fat.value, fat.quantity).text}</bdi>
                        <RowChange metric={fat} />
                      </span>
                    ) : null}
                  </GoalWays.Provider>
                  {node.outcome === 'FAILED' ? <span className={styles.failed}>{t`Measurement unsuccessful`}</span> : null}
                  {node.outcome === 'BODY_COMPOSITION_FAILED' ? <span className={styles.partial}>{t`Body composition failed`}</span> : null}
                  {node.outcome === 'POSTURE_FAILED' || node.outcome === 'BODY_ASSESSMENT_FAILED' ? (
                    <span className={styles.partial}>{t`Posture failed`}</span>
                  ) : null}
                </span>
              </span>
              {score !== null ? (
                <span className={styles.score} aria-label={t`Score ${score}`}>
                  {score}
                </span>
              ) : null}
              <Chevron className={styles.chevron} />
            </Link>
          </li>
        );
      })}
      {isLast && end ? (
        <li ref={sentinel} className={styles.more}>
          <Button variant="secondary" busy={stale} onClick={() => onLoadMore(end)}>{t`Show older reports`}</Button>
        </li>
      ) : null}
      {isLast && !end && !isFirst ? <li className={styles.end}>{t`That's every report.`}</li> : null}
    </>
  );
}

/** A value's change from the row below (the previous report of the model): the report's own chip; none for the first. */
function RowChange({ metric }: { metric: FragmentOf<typeof MetricRowFragment> }) {
  return (
    <span className={styles.rowChange}>
      <MetricChange metric={readFragment(MetricRowFragment, metric)} />
    </span>
  );
}
