import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { TrendModelContext } from './parts/TrendLink.tsx';
import { ReportScreenQuery } from './documents.ts';
import { ReportHeader } from './ReportHeader.tsx';
import { SectionLayout } from './SectionNav.tsx';
import { OutcomeNotice } from './OutcomeNotice.tsx';
import { ReportSectionView, tabsOf, type SectionTab } from './sections/index.tsx';
import { ComparePicker } from '../compare/ComparePicker.tsx';
import { ComparisonPanel } from '../compare/ComparisonPanel.tsx';
import { BodyChangePanel } from '../compare/BodyChangePanel.tsx';
import { ComparisonQuery } from '../compare/documents.ts';
import { formatDate } from '#shared/dates.ts';
import { ComparedBaseline, GoalWays, goalWaysOn, type ComparedChange } from './MetricRow.tsx';
import { GoalFields } from '../goals/documents.ts';
import { readFragment } from '#src/graphql/graphql.ts';
import buttonStyles from '#src/ui/Button.module.css';
import styles from './ReportView.module.css';

/** While the comparison loads (or failed), no change shows rather than one against another report. */
const EMPTY_BASELINE = { since: '', changes: new Map<string, ComparedChange>() };

/** The comparison calendar's longest range (spec 5 leaves the number to the caller): half a year. */
export const COMPARE_MAX_DAYS = 180;

export type ReportViewProps = { id: string; tab: SectionTab | undefined; compare?: string | undefined };

export function ReportView({ id, tab, compare }: ReportViewProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [{ data, fetching, error, stale }, reexecute] = useQuery({ query: ReportScreenQuery, variables: { id } });
  const report = data?.report;
  // While a comparison is open every change on the tab counts from the compared report (ComparedBaseline): the same
  // query as its table, so graphcache answers both from one request.
  const [comparison] = useQuery({
    query: ComparisonQuery,
    variables: { baseId: compare ?? '', otherId: id },
    pause: compare === undefined,
  });
  const compared = useMemo(() => {
    const result = comparison.data?.compareReports;
    if (!result) return null;
    const changes = new Map(result.metrics.map((m) => [m.key, { change: m.change, lsc: m.lsc, rating: m.rating }]));
    return { since: formatDate(result.base.measuredAt, result.base.timezone, i18n.locale), changes };
  }, [comparison.data, i18n.locale]);
  const notSaved = useNotSavedOffline({ data, fetching, error });
  // The goals in progress on this report's model: towards a target is good, here as on home.
  const goalWays = useMemo(
    () =>
      goalWaysOn(
        (data?.goals ?? []).map((g) => readFragment(GoalFields, g)),
        data?.report.model,
      ),
    [data],
  );

  if (!report) {
    if (fetching) return <StateView kind="loading" title={t`Loading your report…`} />;
    const retry = <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>;
    if (notSaved) {
      return (
        <StateView
          kind="offline"
          title={t`This report isn't saved on this device yet`}
          detail={t`Connect to the internet to open it. Reports you have opened before are available offline.`}
          action={retry}
        />
      );
    }
    return <StateView kind="error" title={t`The report failed to load, please try later`} action={retry} />;
  }

  if (report.deleted) {
    return (
      <StateView
        kind="info"
        title={t`This report was deleted by the device administrator`}
        detail={t`Only the administrator of the device can delete reports. Contact them if you have questions.`}
        action={
          <Link
            to="/report"
            search={{}}
            replace
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
          >{t`Go to the next report`}</Link>
        }
      />
    );
  }

  const tabs = tabsOf(report.sections);
  const active = tabs.find((entry) => entry.tab === tab) ?? tabs[0];
  // A comparison with another report shows on the composition tab; the header then names no date of its own.
  const comparing = active?.tab === 'composition' && compare !== undefined;
  return (
    <GoalWays.Provider value={goalWays}>
      <div className={styles.report} aria-busy={stale || undefined}>
        <ReportHeader report={report} comparing={comparing} />
        <OutcomeNotice outcome={report.outcome} reportId={report.id} activeTab={active?.tab} />
        {active ? (
          <SectionLayout target={{ reportId: report.id }} tabs={tabs} active={active.tab} report={report}>
            {active.tab === 'composition' ? (
              comparing ? (
                <>
                  <ComparisonPanel reportId={report.id} compareId={compare} />
                  <BodyChangePanel reportId={report.id} compareId={compare} />
                </>
              ) : !report.previous ? (
                // A first report on this model has nothing to be compared with: say when it will.
                <p className={styles.compareLater} data-compare-later="">
                  {t`Your next scan on this model can be compared with this one.`}
                </p>
              ) : (
                <div className={styles.compareBar}>
                  <Button variant="secondary" onClick={() => setPicking(true)}>{t`Compare with an earlier report`}</Button>
                  {picking ? (
                    <ComparePicker
                      open
                      reportId={report.id}
                      model={report.model}
                      measuredAt={report.measuredAt}
                      maxDays={COMPARE_MAX_DAYS}
                      onCancel={() => setPicking(false)}
                      onPick={(otherId) => {
                        setPicking(false);
                        void navigate({ to: '/report', search: { id: report.id, section: 'composition', compare: otherId } });
                      }}
                    />
                  ) : null}
                </div>
              )
            ) : null}
            <TrendModelContext.Provider value={report.model}>
              <ComparedBaseline.Provider value={comparing ? (compared ?? EMPTY_BASELINE) : null}>
                <ReportSectionView tab={active.tab} report={report} />
              </ComparedBaseline.Provider>
            </TrendModelContext.Provider>
          </SectionLayout>
        ) : null}
      </div>
    </GoalWays.Provider>
  );
}
