import { useState } from 'react';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { errorCode } from '#src/graphql/errors.ts';
import { retryAfterSeconds, waitPhrase } from '#src/graphql/error-text.ts';
import { CheckKioskPin } from './documents.ts';

const PIN = /^\d{6,12}$/;

/** The staff PIN field's state and its check on the server, with each refusal in words. */
export function usePinCheck() {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [{ fetching }, check] = useMutation(CheckKioskPin);

  /** The limit's refusal, with the wait the server named. */
  const tooMany = (seconds: number | null) => {
    const when = waitPhrase(i18n.locale, seconds ?? 3600);
    return t`Too many wrong PINs. Please try again ${when}.`;
  };

  /** True when the server accepted the PIN; otherwise the field shows why not. */
  const verify = async (): Promise<boolean> => {
    if (!navigator.onLine) {
      setError(t`You're offline. This needs a connection.`);
      return false;
    }
    if (!PIN.test(pin)) {
      setError(t`Enter the staff PIN: 6 to 12 digits.`);
      return false;
    }
    const result = await check({ pin });
    if (result.data?.checkKioskPin) return true;
    const code = result.error ? errorCode(result.error) : 'INTERNAL';
    setError(
      code === 'KIOSK_PIN_WRONG'
        ? t`That PIN is not right.`
        : code === 'KIOSK_NOT_SET'
          ? t`Kiosk mode is not set up on this server. Ask your administrator to set a staff PIN.`
          : code === 'CODE_RATE_LIMITED'
            ? tooMany(result.error ? retryAfterSeconds(result.error) : null)
            : code === 'NETWORK'
              ? t`You're offline. This needs a connection.`
              : t`Something went wrong on our side, please try later`,
    );
    setPin('');
    return false;
  };

  const field = {
    label: t`Staff PIN`,
    value: pin,
    error,
    type: 'password',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 12,
    onChange: (event: { target: { value: string } }) => {
      setPin(event.target.value.replace(/\D/g, ''));
      setError(undefined);
    },
  };
  return { field, verify, busy: fetching };
}
