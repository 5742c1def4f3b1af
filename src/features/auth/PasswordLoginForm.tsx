import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { hashPassword } from '#src/lib/password.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import type { LoginPayload } from './sign-in.ts';
import { errorCode, type AccountChannel } from '#src/graphql/errors.ts';
import { errorText } from '#src/graphql/error-text.ts';
import { AddressFields, checkAddress, initialAddress, type AddressValue } from './AddressFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PasswordLogin } from './documents.ts';
import styles from './AuthForm.module.css';

export type PasswordLoginFormProps = {
  defaultChannel: AccountChannel;
  onChannelChange: (channel: AccountChannel) => void;
  onSignedIn: (payload: LoginPayload) => void;
  children?: ReactNode;
};

/** Sign-in with an address and a password; the password leaves the device only as its salted SHA-256. */
export function PasswordLoginForm({ defaultChannel, onChannelChange, onSignedIn, children }: PasswordLoginFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [value, setValue] = useState<AddressValue>(() => initialAddress(defaultChannel, i18n.locale));
  const [password, setPassword] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [, login] = useMutation(PasswordLogin);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setBusy(true);
    try {
      const check = await checkAddress(value);
      if ('issue' in check) {
        setAddressError(
          value.channel === 'EMAIL'
            ? check.issue === 'empty'
              ? t`Enter your email address`
              : t`Wrong e-mail format`
            : check.issue === 'empty'
              ? t`Enter your phone number`
              : t`Invalid phone number format`,
        );
        return;
      }
      setAddressError(undefined);
      if (!password) {
        setPasswordError(t`Enter your password`);
        return;
      }
      setPasswordError(undefined);
      const result = await login({ channel: value.channel, address: check.address, password: await hashPassword(password) });
      const payload = result.data?.smsLogin;
      if (result.error || !payload) {
        const code = result.error ? errorCode(result.error) : 'INTERNAL';
        const message = result.error ? errorText(i18n, result.error, value.channel) : t`Login failed`;
        if (code === 'WRONG_PASSWORD') setPasswordError(message);
        else setFormError(message);
        setPassword('');
        return;
      }
      onSignedIn(payload);
    } catch {
      setFormError(t`Login failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <AddressFields
        value={value}
        onChange={(next) => {
          if (next.channel !== value.channel) {
            onChannelChange(next.channel);
            setFormError(undefined);
          }
          setAddressError(undefined);
          setValue(next);
        }}
        error={addressError}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(next) => {
          setPassword(next);
          setPasswordError(undefined);
        }}
        error={passwordError}
      />
      {children}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {!online ? <p className={styles.offline} role="status">{t`You're offline. This needs a connection.`}</p> : null}
      <Button type="submit" busy={busy} disabled={!online}>{t`Sign in`}</Button>
    </form>
  );
}
