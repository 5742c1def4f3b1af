import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ReportHeader, type ReportHeaderProps } from '../report/ReportHeader.tsx';
import { PrintMode } from '../report/print-mode.ts';
import { ReportSectionView, type ReportSectionsFragment, type tabsOf } from '../report/sections/index.tsx';
import type { FragmentOf } from '#src/graphql/graphql.ts';
import { OutcomeNotice, type Outcome } from '../report/OutcomeNotice.tsx';
import styles from './PrintedReport.module.css';
import { BrandMark } from '#src/ui/BrandMark.tsx';

type PrintableReport = ReportHeaderProps['report'] & FragmentOf<typeof ReportSectionsFragment> & { outcome: Outcome };

export type PrintedReportProps = { report: PrintableReport; tabs: ReturnType<typeof tabsOf> };

/**
 * Every section of a shared report one after another, for paper: the PDF the server prints
 * (server/src/pdf/renderer.ts opens /s/<render token>?print=1 and waits for `data-print="ready"`).
 */
export function PrintedReport({ report, tabs }: PrintedReportProps) {
  const { t } = useLingui();
  return (
    <PrintMode.Provider value>
      <article className={styles.paper}>
        <header className={styles.masthead}>
          <BrandMark className={styles.brand} size={28} />
          <h1 className={styles.title}>{t`Contour body report`}</h1>
        </header>
        <ReportHeader report={report} shared />
        <OutcomeNotice outcome={report.outcome} />
        {tabs.map((entry) => (
          <div key={entry.tab} className={styles.section}>
            <ReportSectionView tab={entry.tab} report={report} />
          </div>
        ))}
      </article>
    </PrintMode.Provider>
  );
}

/** Tells the printer when the page is done: `ready` once the report is drawn, `failed` when it cannot be. */
export function usePrintState(print: boolean, state: 'ready' | 'failed' | null): void {
  useEffect(() => {
    if (!print || state === null) return;
    // After this commit's paint, so that what the printer sees is what was drawn.
    const frame = requestAnimationFrame(() => {
      document.documentElement.dataset['print'] = state;
    });
    return () => cancelAnimationFrame(frame);
  }, [print, state]);
}
