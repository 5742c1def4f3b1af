import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_PICKER } from '#shared/locales.ts';
import { EmailSchema, firstIssue } from '#src/lib/validation.ts';
import { loadPhoneParser, toE164 } from '#src/lib/phone.ts';
import type { AccountChannel } from '#src/graphql/errors.ts';
import styles from './AuthForm.module.css';

export type AddressValue = {
  channel: AccountChannel;
  email: string;
  /** The number as typed, after the prefix. */
  phone: string;
  /** A LANGUAGE_PICKER code: its phone prefix is the calling code. */
  prefixCode: string;
};

export function initialAddress(channel: AccountChannel, locale: string): AddressValue {
  const entry = LANGUAGE_PICKER.find((item) => item.locale === locale) ?? LANGUAGE_PICKER[0];
  return { channel, email: '', phone: '', prefixCode: entry.code };
}

export function prefixOf(value: AddressValue): string {
  return (LANGUAGE_PICKER.find((item) => item.code === value.prefixCode) ?? LANGUAGE_PICKER[0]).prefix;
}

/** A key naming the typed address, so a resend countdown belongs to the address it was started for. */
export function addressKey(value: AddressValue): string {
  const parts = value.channel === 'EMAIL' ? [value.email.trim().toLowerCase()] : [prefixOf(value), value.phone.replace(/\D/g, '')];
  return [value.channel, ...parts].join(':');
}

export type AddressCheck = { address: string } | { issue: 'empty' | 'format' };

/** Validates the typed address: an e-mail is trimmed, a phone number becomes E.164. */
export async function checkAddress(value: AddressValue): Promise<AddressCheck> {
  if (value.channel === 'EMAIL') {
    const issue = firstIssue(EmailSchema, value.email);
    return issue ? { issue: issue === 'empty' ? 'empty' : 'format' } : { address: value.email.trim() };
  }
  if (!value.phone.trim()) return { issue: 'empty' };
  const e164 = await toE164(value.phone, prefixOf(value));
  return e164 ? { address: e164 } : { issue: 'format' };
}

export type AddressFieldsProps = {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string | undefined;
};

/** The phone / e-mail tabs (independent kinds of account) and the address input of the chosen one. */
export function AddressFields({ value, onChange, error }: AddressFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const [focusTab, setFocusTab] = useState(false);
  const phone = value.channel === 'PHONE';

  // The phone library loads while the person types, not with the first screen.
  useEffect(() => {
    if (phone) void loadPhoneParser().catch(() => undefined);
  }, [phone]);

  useEffect(() => {
    if (!focusTab) return;
    document.getElementById(`${id}-tab-${value.channel}`)?.focus();
    setFocusTab(false);
  }, [focusTab, id, value.channel]);

  const select = (channel: AccountChannel) => onChange({ ...value, channel });
  const onTabKey = (event: KeyboardEvent) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      select(phone ? 'EMAIL' : 'PHONE');
      setFocusTab(true);
    }
  };
  const messageId = `${id}-message`;

  const tab = (channel: AccountChannel, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-tab-${channel}`}
      aria-selected={value.channel === channel}
      aria-controls={`${id}-panel`}
      tabIndex={value.channel === channel ? 0 : -1}
      className={styles.tab}
      onClick={() => select(channel)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.address}>
      <div role="tablist" aria-label={t`Account type`} className={styles.tabs}>
        {tab('PHONE', t`Phone`)}
        {tab('EMAIL', t`E-mail`)}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value.channel}`} className={styles.field}>
        {phone ? (
          <>
            <label htmlFor={`${id}-phone`} className={styles.label}>{t`Phone number`}</label>
            <div className={styles.phoneRow} dir="ltr">
              {/* The closed select shows only the calling code; its list names the language of each entry. */}
              <span className={styles.prefix}>
                <span aria-hidden="true">{prefixOf(value)}</span>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                <select
                  aria-label={t`Country calling code`}
                  className={styles.prefixSelect}
                  value={value.prefixCode}
                  onChange={(event) => onChange({ ...value, prefixCode: event.target.value })}
                >
                  {LANGUAGE_PICKER.map((entry) => (
                    <option key={entry.code} value={entry.code}>{`${entry.prefix} ${entry.name}`}</option>
                  ))}
                </select>
              </span>
              <input
                id={`${id}-phone`}
                className={styles.input}
                type="tel"
                name="phone"
                inputMode="tel"
                autoComplete="tel-national"
                value={value.phone}
                onChange={(event) => onChange({ ...value, phone: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? messageId : undefined}
              />
            </div>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-email`} className={styles.label}>{t`E-mail address`}</label>
            <input
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={value.email}
              onChange={(event) => onChange({ ...value, email: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
            />
          </>
        )}
        {error ? (
          <p id={messageId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
