import { useState, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '#src/ui/Field.tsx';
import styles from './AuthForm.module.css';

export type PasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show / hide switch; read left to right in every language. */
export function PasswordField({ label, name, value, onChange, error, hint, autoComplete, ref }: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      dir="ltr"
      maxLength={64}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown(!shown)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {shown ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
