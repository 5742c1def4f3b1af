import { useState } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { errorText } from '#src/graphql/error-text.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { SetReminder } from './documents.ts';
import { REMINDER_WEEKS } from '#shared/goals.ts';
import styles from './Personal.module.css';

export type ReminderSectionProps = { weeks: number | null; byPhone: boolean };

/**
 * Rescan reminders: none, or one message when 2, 4 or 8 weeks have passed since the last scan (an e-mail with a
 * calendar entry, or an SMS for a phone account), each with a link that stops them without signing in.
 */
export function ReminderSection({ weeks, byPhone }: ReminderSectionProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [, save] = useMutation(SetReminder);
  const [note, setNote] = useState<{ kind: 'success' | 'error'; text: string }>();

  const change = async (value: string) => {
    const next = value === 'off' ? null : Number(value);
    const result = await save({ weeks: next });
    setNote(result.error ? { kind: 'error', text: errorText(i18n, result.error) } : { kind: 'success', text: t`Saved` });
  };

  return (
    <section className={styles.section} aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className={styles.heading}>{t`Rescan reminders`}</h2>
      <div className={styles.card}>
        <label className={styles.selectField}>
          <span className={styles.label}>{t`Remind me to scan again`}</span>
          <select
            className={styles.select}
            value={weeks === null ? 'off' : String(weeks)}
            disabled={!online}
            onChange={(event) => void change(event.target.value)}
          >
            <option value="off">{t`Never`}</option>
            {REMINDER_WEEKS.map((n) => (
              <option key={n} value={n}>
                {plural(n, { one: '# week after my last scan', other: '# weeks after my last scan' })}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.note}>
          {byPhone
            ? t`One text message when it's time, with a link that stops them.`
            : t`One e-mail when it's time, with a calendar entry and a link that stops them.`}
        </p>
        {note ? (
          <p className={note.kind === 'success' ? styles.success : styles.note} role="status">
            {note.text}
          </p>
        ) : null}
        {!online ? <p className={styles.note}>{t`You're offline: reminders can be changed when you're back online.`}</p> : null}
      </div>
    </section>
  );
}
