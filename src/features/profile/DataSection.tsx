import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { useOnline } from '#src/lib/useOnline.ts';
import { session } from '#src/lib/session.ts';
import { ExportError, downloadExport, type ExportFormat } from './download.ts';
import styles from './Personal.module.css';
import { numberFormat } from '#shared/intl.ts';

/** Download all my data, as JSON or CSV. */
export function DataSection() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();

  const start = async (format: ExportFormat) => {
    const token = session.token();
    if (!token) return;
    setBusy(format);
    setMessage(undefined);
    try {
      await downloadExport(token, format, setProgress);
      setMessage({ kind: 'success', text: t`Your data has been downloaded` });
    } catch (error) {
      const reason = error instanceof ExportError ? error.reason : 'failed';
      setMessage({
        kind: 'error',
        text:
          reason === 'offline'
            ? t`You're offline. Downloading your data needs a connection.`
            : reason === 'unauthorized'
              ? t`Your session has ended. Please sign in again.`
              : t`The download failed, please try later`,
      });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const percent = progress === null ? null : numberFormat(i18n.locale, { style: 'percent' }).format(progress);

  return (
    <section className={styles.section} aria-labelledby="data-heading">
      <h2 id="data-heading" className={styles.heading}>{t`Your data`}</h2>
      <div className={styles.card}>
        <p className={styles.text}>{t`Download everything Contour holds about you: your profile, sign-in details and every report.`}</p>
        <div className={styles.buttons}>
          <Button variant="secondary" busy={busy === 'json'} disabled={!online || busy !== null} onClick={() => void start('json')}>
            {t`Download JSON`}
          </Button>
          <Button variant="secondary" busy={busy === 'csv'} disabled={!online || busy !== null} onClick={() => void start('csv')}>
            {t`Download CSV`}
          </Button>
        </div>
        {busy ? (
          <p className={styles.note} role="status">
            {percent ? t`Downloading… ${percent}` : t`Downloading…`}
          </p>
        ) : null}
        {message ? (
          <p
            className={message.kind === 'success' ? styles.success : styles.formError}
            role={message.kind === 'success' ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        {!online && !message ? <p className={styles.note}>{t`You're offline. Downloading your data needs a connection.`}</p> : null}
      </div>
    </section>
  );
}
