import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useClient } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { Field } from '#src/ui/Field.tsx';
import { CodeSchema, firstIssue } from '#src/lib/validation.ts';
import { useCountdown } from '#src/lib/useCountdown.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import type { AccountChannel } from '#src/graphql/errors.ts';
import { AddressFields, addressKey, checkAddress, initialAddress, type AddressValue } from './AddressFields.tsx';
import styles from './AuthForm.module.css';

export type AddressCodeFormProps = {
  purpose: 'LOGIN' | 'RESET_PASSWORD' | 'BIND';
  submitLabel: string;
  /** Called with a checked address (E.164 for phones) and a 4-digit code; resolves to an error to show, or undefined. */
  onSubmit: (value: { channel: AccountChannel; address: string; code: string }) => Promise<string | undefined>;
  defaultChannel?: AccountChannel;
  /** Told when the person switches between the phone and e-mail tabs. */
  onChannelChange?: (channel: AccountChannel) => void;
  /** Shown above the submit button (e.g. remember me). */
  children?: ReactNode;
};

/**
 * An address (phone with its calling code, or e-mail) and a 4-digit code sent to it, with the resend
 * countdown in seconds. Used by sign-in, password reset and social binding.
 */
export function AddressCodeForm({
  purpose,
  submitLabel,
  onSubmit,
  defaultChannel = 'EMAIL',
  onChannelChange,
  children,
}: AddressCodeFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [value, setValue] = useState<AddressValue>(() => initialAddress(defaultChannel, i18n.locale));
  const [code, setCode] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [sent, setSent] = useState<{ key: string; resendAt: number } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);
  const client = useClient();
  const [sending, setSending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(sent?.resendAt ?? 0);
  const waiting = secondsLeft > 0 && sent?.key === addressKey(value);

  const change = (next: AddressValue) => {
    if (next.channel !== value.channel) {
      onChannelChange?.(next.channel);
      setNotice(undefined);
      setFormError(undefined);
    }
    setAddressError(undefined);
    setValue(next);
  };

  const addressIssueText = (issue: 'empty' | 'format') =>
    value.channel === 'EMAIL'
      ? issue === 'empty'
        ? t`Enter your email address`
        : t`Wrong e-mail format`
      : issue === 'empty'
        ? t`Enter your phone number`
        : t`Invalid phone number format`;

  /** The checked address, or undefined after showing why it is not one. */
  const checkedAddress = async (): Promise<string | undefined> => {
    setChecking(true);
    try {
      const check = await checkAddress(value);
      if ('issue' in check) {
        setAddressError(addressIssueText(check.issue));
        return undefined;
      }
      setAddressError(undefined);
      return check.address;
    } catch {
      setAddressError(t`Loading failed, please try later`);
      return undefined;
    } finally {
      setChecking(false);
    }
  };

  const sendCode = async () => {
    setFormError(undefined);
    setNotice(undefined);
    const address = await checkedAddress();
    if (!address) return;
    const key = addressKey(value);
    setSending(true);
    let result;
    try {
      // The documents load on the first send, not with the screen (the /login budget).
      const { SendCode } = await import('./documents.ts');
      result = await client.mutation(SendCode, { channel: value.channel, address, purpose }).toPromise();
    } catch {
      setAddressError(t`Loading failed, please try later`);
      return;
    } finally {
      setSending(false);
    }
    if (result.error || !result.data) {
      setAddressError(
        result.error ? (await import('#src/graphql/error-text.ts')).errorText(i18n, result.error, value.channel) : t`Sending failure`,
      );
      return;
    }
    setSent({ key, resendAt: Date.now() + result.data.sendValidationCode.resendInSeconds * 1000 });
    setNotice(t`Verification code has been sent`);
    codeInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const address = await checkedAddress();
    if (!address) return;
    if (firstIssue(CodeSchema, code)) {
      setCodeError(t`Enter the 4-digit code`);
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      const error = await onSubmit({ channel: value.channel, address, code });
      if (error) {
        setFormError(error);
        setNotice(undefined);
        setCode('');
        codeInput.current?.focus();
      }
    } catch {
      setFormError(t`Loading failed, please try later`);
    } finally {
      setSubmitting(false);
    }
  };

  const sendLabel = waiting ? t`Resend (${secondsLeft} s)` : sent ? t`Resend code` : t`Send code`;

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <AddressFields value={value} onChange={change} error={addressError} />
      <Field
        ref={codeInput}
        label={t`Verification code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        dir="ltr"
        className={styles.code}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 4));
          setCodeError(undefined);
        }}
        error={codeError}
        hint={notice}
        trailing={
          <Button
            variant="secondary"
            className={styles.sendButton}
            onClick={sendCode}
            busy={sending || (checking && !submitting)}
            disabled={waiting || !online}
          >
            {sendLabel}
          </Button>
        }
      />
      {children}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {!online ? <p className={styles.offline} role="status">{t`You're offline. This needs a connection.`}</p> : null}
      <Button type="submit" busy={submitting} disabled={!online}>
        {submitLabel}
      </Button>
    </form>
  );
}
