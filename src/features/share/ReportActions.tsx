import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ShareDialog } from './ShareDialog.tsx';
import styles from './ReportActions.module.css';

export type ReportActionsProps = { reportId: string };

/** The report's actions (spec 2: download, send, share, save image); sharing by link is the one built so far. */
export function ReportActions({ reportId }: ReportActionsProps) {
  const { t } = useLingui();
  const [sharing, setSharing] = useState(false);
  return (
    <div className={styles.actions} role="group" aria-label={t`Report actions`}>
      <button type="button" className={styles.action} onClick={() => setSharing(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1.2 1.2 M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1.2-1.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t`Share link`}</span>
      </button>
      <ShareDialog reportId={reportId} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
