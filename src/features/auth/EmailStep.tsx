import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { EmailSchema, firstIssue } from '../../lib/validation.ts';
import { ERROR_MESSAGES, errorCode } from '../../graphql/errors.ts';
import { SendLoginCode } from './documents.ts';

export type EmailStepProps = { onSent: (address: string, resendAt: number) => void };

export function EmailStep({ onSent }: EmailStepProps) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const [{ fetching }, send] = useMutation(SendLoginCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = firstIssue(EmailSchema, address);
    if (issue) {
      setError(issue === 'empty' ? t`Enter your email address` : t`Wrong e-mail format`);
      return;
    }
    setError(undefined);
    const trimmed = address.trim();
    const result = await send({ address: trimmed });
    if (result.error || !result.data) {
      setError(result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Sending failure`);
      return;
    }
    onSent(trimmed, Date.now() + result.data.sendValidationCode.resendInSeconds * 1000);
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <Field
        label={t`E-mail address`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={error}
        autoFocus
      />
      <Button type="submit" busy={fetching}>{t`Send code`}</Button>
    </form>
  );
}
