import { useState } from 'react';
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
import buttonStyles from '#src/ui/Button.module.css';
import styles from './ReportView.module.css';

/** The comparison calendar's longest range (spec 5 leaves the number to the caller): half a year. */
export const COMPARE_MAX_DAYS = 180;

export type ReportViewProps = { id: string; tab: SectionTab | undefined; compare?: string | undefined };

export function ReportView({ id, tab, compare }: ReportViewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [{ data, fetching, error, stale }, reexecute] = useQuery({ query: ReportScreenQuery, variables: { id } });
  const report = data?.report;
  const notSaved = useNotSavedOffline({ fetching, error });

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
    <div className={styles.report} aria-busy={stale || undefined}>
      <ReportHeader report={report} comparing={comparing} />
      <OutcomeNotice outcome={report.outcome} reportId={report.id} activeTab={active?.tab} />
      {active ? (
        <SectionLayout target={{ reportId: report.id }} tabs={tabs} active={active.tab} report={report}>
          {active.tab === 'composition' ? (
            comparing ? (
              <ComparisonPanel reportId={report.id} compareId={compare} />
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
            <ReportSectionView tab={active.tab} report={report} />
          </TrendModelContext.Provider>
        </SectionLayout>
      ) : null}
    </div>
  );
}
