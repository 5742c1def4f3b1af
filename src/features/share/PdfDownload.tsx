import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useUnit } from '#src/lib/unit-store.ts';
import { saveBlob } from '#src/lib/file-save.ts';
import { fetchReportPdf, PdfDownloadError, type PdfProgress } from './report-pdf.ts';
import styles from './PdfDownload.module.css';

type State = { kind: 'idle' } | { kind: 'busy'; progress: PdfProgress } | { kind: 'done' } | { kind: 'failed'; message: string };

export type PdfDownloadProps = { reportId: string; className: string | undefined; icon: ReactNode };

/**
 * "Download PDF": the server prints the report in the app's language and unit (a second or two), then it arrives
 * with its progress shown, and the browser saves it. The button and its status line sit in the report's actions.
 */
export function PdfDownload({ reportId, className, icon }: PdfDownloadProps) {
  const { t, i18n } = useLingui();
  const unit = useUnit();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const onDownload = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const { blob, fileName } = await fetchReportPdf(reportId, {
        locale: i18n.locale,
        unit,
        signal: controller.signal,
        onProgress: (progress) => setState({ kind: 'busy', progress }),
      });
      saveBlob(blob, fileName);
      setState({ kind: 'done' });
    } catch (err) {
      if (controller.signal.aborted) return setState({ kind: 'idle' });
      const reason = err instanceof PdfDownloadError ? err.reason : 'failed';
      setState({
        kind: 'failed',
        message:
          reason === 'offline'
            ? t`Downloading the PDF needs an internet connection. Connect and try again.`
            : reason === 'unauthorized'
              ? t`Your session has ended. Please sign in again.`
              : reason === 'not_found'
                ? t`This report is no longer available.`
                : reason === 'busy'
                  ? t`Many reports are being printed right now. Try again in a minute.`
                  : t`The PDF could not be made, please try later`,
      });
    }
  };

  const busy = state.kind === 'busy';
  const fraction = busy && state.progress.phase === 'receiving' ? state.progress.fraction : null;
  return (
    <>
      <button type="button" className={className} onClick={() => void onDownload()} disabled={busy} aria-busy={busy || undefined}>
        {icon}
        <span>{t`Download PDF`}</span>
      </button>
      {state.kind !== 'idle' ? (
        <div className={styles.status} role={state.kind === 'failed' ? 'alert' : 'status'}>
          {busy ? (
            <>
              <span>{state.progress.phase === 'making' ? t`Making the PDF of your report…` : t`Downloading the PDF…`}</span>
              {/* No value while the server prints: an indeterminate bar; then the share of the file received. */}
              <progress className={styles.bar} max={1} {...(fraction !== null ? { value: fraction } : {})} aria-label={t`PDF progress`} />
              <button type="button" className={styles.cancel} onClick={() => abort.current?.abort()}>{t`Cancel`}</button>
            </>
          ) : state.kind === 'done' ? (
            <span>{t`The PDF was downloaded.`}</span>
          ) : (
            <span className={styles.failed}>{state.message}</span>
          )}
        </div>
      ) : null}
    </>
  );
}
