import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ExportError, downloadExport } from '#src/lib/export-download.ts';
import { readToken } from '#src/lib/storage.ts';
import type { ReportExportFormat } from '#shared/export-formats.ts';
import { EXPORT_FAILURES, EXPORT_NAMES } from './export-failures.ts';
import styles from './PdfDownload.module.css';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

export type ExportDownloadProps = { reportId: string; format: ReportExportFormat; className: string | undefined; icon: ReactNode };

/**
 * One report's file in one of the formats that have one (a FHIR health record without the person's name or contact
 * details, a Garmin FIT file), from the report's actions; the personal centre downloads every report's, with the
 * choices and the import guide.
 */
export function ExportDownload({ reportId, format, className, icon }: ExportDownloadProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onDownload = async () => {
    setState({ kind: 'busy' });
    try {
      await downloadExport(readToken() ?? '', format, () => {}, { reportId });
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'failed', message: i18n._(EXPORT_FAILURES[err instanceof ExportError ? err.reason : 'failed']) });
    }
  };

  const busy = state.kind === 'busy';
  return (
    <>
      <button type="button" className={className} onClick={() => void onDownload()} disabled={busy} aria-busy={busy || undefined}>
        {icon}
        <span>{i18n._(EXPORT_NAMES[format])}</span>
      </button>
      {state.kind !== 'idle' ? (
        <div className={styles.status} role={state.kind === 'failed' ? 'alert' : 'status'}>
          {busy ? (
            <span>{t`Downloading…`}</span>
          ) : state.kind === 'done' ? (
            <span>{t`Your data has been downloaded`}</span>
          ) : (
            <span className={styles.failed}>{state.message}</span>
          )}
        </div>
      ) : null}
    </>
  );
}
