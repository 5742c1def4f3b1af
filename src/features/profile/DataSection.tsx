import { Fragment, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { useOnline } from '#src/lib/useOnline.ts';
import { useUnit } from '#src/lib/unit-store.ts';
import { session } from '#src/lib/session.ts';
import { ExportError, downloadExport } from '#src/lib/export-download.ts';
import {
  ACCOUNT_EXPORT_FORMATS,
  EXPORT_FORMATS,
  PATIENT_INCLUDES,
  type ExportFormat,
  type PatientInclude,
} from '#shared/export-formats.ts';
import { EXPORT_FAILURES, EXPORT_NAMES } from '../share/export-failures.ts';
import styles from './Personal.module.css';
import { numberFormat } from '#shared/intl.ts';

/** The formats with a group of their own below (what they are, the choices, the import guide). */
const EXPLAINED: readonly ExportFormat[] = ['fhir', 'fit'];

/**
 * Download all my data: as JSON or CSV (everything the account holds), as a FHIR health record (its Patient with the
 * name and contact details only when ticked) and as a Garmin FIT file, with how to import that into Garmin Connect.
 */
export function DataSection() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const unit = useUnit();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [include, setInclude] = useState<Record<PatientInclude, boolean>>({ name: false, contact: false });

  const start = async (format: ExportFormat) => {
    const token = session.token();
    if (!token) return;
    setBusy(format);
    setMessage(undefined);
    try {
      const chosen = PATIENT_INCLUDES.filter((k) => include[k]);
      const { patientChoice, unitChoice } = EXPORT_FORMATS[format];
      await downloadExport(token, format, setProgress, {
        ...(patientChoice ? { include: chosen } : {}),
        // The columns in the person's own units (weight_lb, waist_girth_in), as the app shows them.
        ...(unitChoice ? { unit } : {}),
      });
      setMessage({ kind: 'success', text: t`Your data has been downloaded` });
    } catch (error) {
      setMessage({ kind: 'error', text: i18n._(EXPORT_FAILURES[error instanceof ExportError ? error.reason : 'failed']) });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const percent = progress === null ? null : numberFormat(i18n.locale, { style: 'percent' }).format(progress);
  const button = (format: ExportFormat, label: string) => (
    <Button variant="secondary" busy={busy === format} disabled={!online || busy !== null} onClick={() => void start(format)}>
      {label}
    </Button>
  );
  const tick = (key: PatientInclude, label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={include[key]} onChange={(event) => setInclude({ ...include, [key]: event.target.checked })} />
      <span>{label}</span>
    </label>
  );

  return (
    <section className={styles.section} aria-labelledby="data-heading">
      <h2 id="data-heading" className={styles.heading}>{t`Your data`}</h2>
      <div className={styles.card}>
        <p className={styles.text}>{t`Download everything Contour holds about you: your profile, sign-in details and every report.`}</p>
        {/* Every format of the list; those with their own explanation below (FHIR, FIT) are there. */}
        <div className={styles.buttons}>
          {ACCOUNT_EXPORT_FORMATS.filter((format) => !EXPLAINED.includes(format)).map((format) => (
            <Fragment key={format}>{button(format, i18n._(EXPORT_NAMES[format]))}</Fragment>
          ))}
        </div>
        <div className={styles.group} role="group" aria-labelledby="fhir-heading">
          <h3 id="fhir-heading" className={styles.subheading}>{t`Health record (FHIR)`}</h3>
          <p className={styles.text}>
            {t`Every value of every report, in the format doctors' and health apps read. Your name and contact details stay out unless you tick them.`}
          </p>
          {tick('name', t`Include my name`)}
          {tick('contact', t`Include my e-mail address and phone number`)}
          {button('fhir', t`Download health record`)}
        </div>
        <div className={styles.group} role="group" aria-labelledby="fit-heading">
          <h3 id="fit-heading" className={styles.subheading}>{t`Garmin Connect (FIT)`}</h3>
          <p className={styles.text}>{t`Your weight and body composition from each report, as a file Garmin Connect imports.`}</p>
          {button('fit', t`Download for Garmin`)}
          <details className={styles.guide}>
            <summary>{t`How to import it into Garmin Connect`}</summary>
            <ol>
              <li>{t`Download the file for Garmin here.`}</li>
              <li>{t`On a computer, sign in to Garmin Connect on the web.`}</li>
              <li>{t`Choose Import Data (the upload icon), choose the file and import it.`}</li>
              <li>{t`Your weights, body fat, water, muscle and bone mass appear with your health statistics, at the dates of your scans.`}</li>
            </ol>
          </details>
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
        {/* Offline after a download too: the buttons are disabled, and this says why (an error already says it). */}
        {!online && message?.kind !== 'error' ? (
          <p className={styles.note}>{t`You're offline. Downloading your data needs a connection.`}</p>
        ) : null}
      </div>
    </section>
  );
}
