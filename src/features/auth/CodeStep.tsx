import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { useLingui, Plural } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { CodeSchema, firstIssue } from '../../lib/validation.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import { KEYS, writeLocal } from '../../lib/storage.ts';
import { ERROR_MESSAGES, errorCode } from '../../graphql/errors.ts';
import { session } from './session.ts';
import { CodeLogin, SendLoginCode } from './documents.ts';
import styles from './CodeStep.module.css';

export type CodeStepProps = {
  address: string;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onChangeAddress: () => void;
  redirectTo: string;
};

export function CodeStep({ address, resendAt, onResent, onChangeAddress, redirectTo }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [{ fetching }, login] = useMutation(CodeLogin);
  const [{ fetching: resending }, resend] = useMutation(SendLoginCode);
  const secondsLeft = useCountdown(resendAt);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (firstIssue(CodeSchema, code)) {
      setError(t`Enter the 4-digit code`);
      return;
    }
    setError(undefined);
    const result = await login({ address, code });
    if (result.error || !result.data) {
      setError(result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Login failed`);
      setCode('');
      return;
    }
    const { token, user } = result.data.smsLogin;
    session.signIn(token, remember);
    writeLocal(KEYS.unit, user.unitSystem === 'IMPERIAL' ? 'imperial' : 'metric');
    router.history.replace(redirectTo);
  };

  const requestAgain = async () => {
    const result = await resend({ address });
    if (result.error || !result.data) {
      setError(result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Sending failure`);
      return;
    }
    setNotice(t`Verification code has been sent`);
    onResent(Date.now() + result.data.sendValidationCode.resendInSeconds * 1000);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Field
        label={t`Verification code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={4}
        dir="ltr"
        className={styles.code}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        error={error}
        hint={notice}
        autoFocus
      />
      <label className={styles.remember}>
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t`Remember me on this device`}</span>
      </label>
      <Button type="submit" busy={fetching}>{t`Sign in`}</Button>
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={onChangeAddress}>{t`Use another address`}</button>
        <button type="button" className={styles.link} onClick={requestAgain} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? (
            <Plural value={secondsLeft} one="Resend in # second" other="Resend in # seconds" />
          ) : (
            t`Resend code`
          )}
        </button>
      </div>
    </form>
  );
}
