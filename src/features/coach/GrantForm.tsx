import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Field } from '#src/ui/Field.tsx';
import { errorText } from '#src/graphql/error-text.ts';
import { SECTION_TITLES } from '../report/sections/section-titles.ts';
import { CreateGrantMutation } from './documents.ts';
import { GRANTABLE_SECTIONS, type ReportSectionKey } from './grant-words.ts';
import page from '../profile/Personal.module.css';
import styles from './Coach.module.css';

export type GrantFormProps = { open: boolean; onClose: (sentTo?: string) => void };

// The same grammar as the server's (server/src/domain/addresses.ts), so the form says what the server would.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A day typed in a date field, as the start (00:00) or end (23:59:59.999) of that day where the person is. */
function dayEdge(value: string, end: boolean): string | null {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return null;
  return (end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day)).toISOString();
}

/**
 * Invites a coach or clinician: their e-mail address, the sections they see (body composition to begin with), the
 * interpretation or not, and which reports: all, now and future, or those measured between two days.
 */
export function GrantForm({ open, onClose }: GrantFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [sections, setSections] = useState<ReportSectionKey[]>(['BODY_COMPOSITION']);
  const [interpretation, setInterpretation] = useState(false);
  const [all, setAll] = useState(true);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateGrantMutation);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setSections(['BODY_COMPOSITION']);
    setInterpretation(false);
    setAll(true);
    setFrom('');
    setTo('');
    setSubmitted(false);
    setFormError(null);
  }, [open]);

  const address = email.trim();
  const emailError = !address ? t`Enter their e-mail address.` : !EMAIL.test(address) ? t`Wrong e-mail format` : undefined;
  const sectionsError = sections.length ? undefined : t`Choose at least one part of your reports.`;
  const reportsFrom = all || !from ? null : dayEdge(from, false);
  const reportsTo = all || !to ? null : dayEdge(to, true);
  const rangeError =
    !all && !from && !to
      ? t`Choose a first day, a last day or both.`
      : reportsFrom && reportsTo && reportsFrom > reportsTo
        ? t`The last day is before the first.`
        : undefined;
  const valid = !emailError && !sectionsError && !rangeError;

  const submit = async () => {
    setSubmitted(true);
    setFormError(null);
    if (!valid) return;
    // The server's order of sections is the registry's; the form's order is the titles' (the same).
    const input = {
      email: address,
      sections: GRANTABLE_SECTIONS.filter((s) => sections.includes(s)),
      interpretation,
      reportsFrom,
      reportsTo,
    };
    const result = await create({ input });
    if (result.error) setFormError(errorText(i18n, result.error));
    else onClose(address);
  };

  const toggle = (section: ReportSectionKey, on: boolean) =>
    setSections((current) => (on ? [...current, section] : current.filter((s) => s !== section)));

  return (
    <ConfirmDialog
      open={open}
      title={t`Share with a coach or clinician`}
      confirmLabel={t`Send the invitation`}
      busy={fetching}
      onConfirm={() => void submit()}
      onCancel={() => onClose()}
    >
      <div className={styles.form}>
        <Field
          label={t`Their e-mail address`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={submitted ? emailError : undefined}
          hint={t`They sign in with this address to see what you share.`}
        />
        <fieldset className={styles.fieldset} aria-describedby={submitted && sectionsError ? 'grant-sections-error' : undefined}>
          <legend>{t`What they see`}</legend>
          <div className={styles.choices}>
            {GRANTABLE_SECTIONS.map((section) => (
              <label key={section} className={page.check}>
                <input type="checkbox" checked={sections.includes(section)} onChange={(event) => toggle(section, event.target.checked)} />
                <span>{i18n._(SECTION_TITLES[section])}</span>
              </label>
            ))}
            <label className={page.check}>
              <input type="checkbox" checked={interpretation} onChange={(event) => setInterpretation(event.target.checked)} />
              <span>{t`The interpretation and training plan`}</span>
            </label>
          </div>
          {submitted && sectionsError ? (
            <p id="grant-sections-error" className={styles.error} role="alert">
              {sectionsError}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t`Which reports`}</legend>
          <label className={page.check}>
            <input type="radio" name="grant-range" checked={all} onChange={() => setAll(true)} />
            <span>{t`All reports, now and future`}</span>
          </label>
          <label className={page.check}>
            <input type="radio" name="grant-range" checked={!all} onChange={() => setAll(false)} />
            <span>{t`Reports measured between two days`}</span>
          </label>
          {all ? null : (
            <div className={styles.dates}>
              <Field label={t`First day`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
              <Field label={t`Last day`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            </div>
          )}
          {submitted && rangeError ? (
            <p className={styles.error} role="alert">
              {rangeError}
            </p>
          ) : null}
        </fieldset>
        <p
          className={styles.note}
        >{t`They see what you choose, read-only, and nothing else of yours. You can stop sharing at any time.`}</p>
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
