import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Field.module.css';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Shown after the input on the same line (a button, a unit). */
  trailing?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, id, className, trailing, ...input }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  const control = (
    <input
      {...input}
      id={inputId}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? messageId : undefined}
    />
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.row}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
