import { useState } from 'react';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen.tsx';
import { EmailStep } from './EmailStep.tsx';
import { CodeStep } from './CodeStep.tsx';
import styles from './LoginScreen.module.css';

export type LoginScreenProps = { redirectTo: string };

/** Sign-in by e-mail verification code: address, then the 4-digit code with a resend countdown. */
export function LoginScreen({ redirectTo }: LoginScreenProps) {
  const { t } = useLingui();
  const [sent, setSent] = useState<{ address: string; resendAt: number } | null>(null);
  const address = sent?.address ?? '';
  return (
    <Screen title={t`Sign in`}>
      <div className={styles.hero}>
        <div className={styles.mark} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <circle cx="24" cy="10" r="5" fill="currentColor" />
            <path d="M14 44l3-17-5-8h24l-5 8 3 17" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
        </div>
        <h2 className={styles.headline}><Trans>Your body scan, ready to read</Trans></h2>
        <p className={styles.lead}>
          {sent ? (
            <Trans>We sent a 4-digit code to <strong dir="ltr">{address}</strong>.</Trans>
          ) : (
            <Trans>Sign in with your e-mail address to see your reports. New here? Your account is created when you sign in.</Trans>
          )}
        </p>
      </div>
      <div className={styles.card}>
        {sent ? (
          <CodeStep
            address={sent.address}
            resendAt={sent.resendAt}
            onResent={(resendAt) => setSent({ address: sent.address, resendAt })}
            onChangeAddress={() => setSent(null)}
            redirectTo={redirectTo}
          />
        ) : (
          <EmailStep onSent={(address, resendAt) => setSent({ address, resendAt })} />
        )}
      </div>
      <p className={styles.legal}>
        <Trans>
          By signing in you agree to our <a href="/about/rule">rules</a> and <a href="/about/secret">privacy policy</a>.
        </Trans>
      </p>
    </Screen>
  );
}
