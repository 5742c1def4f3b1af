import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_PICKER, type Locale } from '#shared/locales.ts';
import { changeLocale } from '#src/i18n/i18n.ts';
import { unitStore, useUnit } from '#src/lib/unit-store.ts';
import type { Unit } from '#shared/unit-system.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { UpdateProfile } from './documents.ts';
import { UnitChoice } from './UnitChoice.tsx';
import styles from './Personal.module.css';

/** Units and language apply at once on this device, then are saved to the account. */
export function PreferencesSection() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const unit = useUnit();
  const [, update] = useMutation(UpdateProfile);
  const [note, setNote] = useState<{ kind: 'success' | 'error'; text: string }>();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hash = useLocation({ select: (location) => location.hash });
  // The menu's "Change units and language" (/personal#preferences) lands here: in view, with focus on the heading.
  useEffect(() => {
    if (hash !== 'preferences') return;
    // The section's scroll margin keeps its heading clear of the sticky header.
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);

  const saveToAccount = async (input: { unitSystem: 'METRIC' | 'IMPERIAL' } | { language: Locale }) => {
    const sending = update({ input });
    // Offline, the change waits in the offline queue and goes to the account when the device is back online.
    if (!navigator.onLine) setNote({ kind: 'success', text: t`Changed on this device. It goes to your account when you're back online.` });
    const result = await sending;
    setNote(
      result.error
        ? { kind: 'error', text: t`Changed on this device, but it could not be saved to your account. Please try again later.` }
        : { kind: 'success', text: t`Saved` },
    );
  };

  const changeUnit = (next: Unit) => {
    unitStore.set(next);
    void saveToAccount({ unitSystem: next === 'imperial' ? 'IMPERIAL' : 'METRIC' });
  };

  const changeLanguage = async (locale: Locale) => {
    await changeLocale(locale);
    void saveToAccount({ language: locale });
  };

  const current = LANGUAGE_PICKER.find((entry) => entry.locale === i18n.locale)?.locale ?? 'en-US';

  return (
    <section id="preferences" ref={section} className={styles.section} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" ref={heading} tabIndex={-1} className={styles.heading}>{t`Units and language`}</h2>
      <div className={styles.card}>
        <UnitChoice value={unit} onChange={changeUnit} />
        <label className={styles.selectField}>
          <span className={styles.label}>{t`Language`}</span>
          <select
            className={styles.select}
            value={current}
            onChange={(event) => {
              const picked = LANGUAGE_PICKER.find((entry) => entry.locale === event.target.value);
              if (picked) void changeLanguage(picked.locale);
            }}
          >
            {LANGUAGE_PICKER.map((entry) => (
              <option key={entry.code} value={entry.locale} lang={entry.locale}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        {note ? (
          <p className={note.kind === 'success' ? styles.success : styles.note} role="status">
            {note.text}
          </p>
        ) : null}
        {!online && !note ? (
          <p className={styles.note}>{t`You're offline: changes are saved to your account when you're back online.`}</p>
        ) : null}
      </div>
    </section>
  );
}
