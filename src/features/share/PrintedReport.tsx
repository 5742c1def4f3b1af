import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ReportHeader, type ReportHeaderProps } from '../report/ReportHeader.tsx';
import { PrintMode } from '../report/print-mode.ts';
import { ReportSectionView, type ReportSectionsFragment, type tabsOf } from '../report/sections/index.tsx';
import type { FragmentOf } from '#src/graphql/graphql.ts';
import { OutcomeNotice, type Outcome } from '../report/OutcomeNotice.tsx';
import styles from './PrintedReport.module.css';

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
          <svg className={styles.brand} viewBox="0 0 512 512" width="28" height="28" aria-hidden="true">
            <rect width="512" height="512" rx="120" fill="currentColor" />
            <circle cx="256" cy="138" r="42" fill="#fff" />
            <path
              d="M178 430l22-150-44-66h200l-44 66 22 150"
              fill="none"
              stroke="#fff"
              strokeWidth="34"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
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
