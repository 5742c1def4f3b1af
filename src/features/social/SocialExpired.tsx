import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { SocialButtons } from './SocialSignIn.tsx';
import { providerName } from './providers.ts';
import type { SocialProviderId } from './social-token.ts';
import styles from './SocialScreens.module.css';

export type SocialExpiredProps = { provider: SocialProviderId };

/** The stored authorization is missing, expired or about to expire (spec 4): offer to sign in with the provider again. */
export function SocialExpired({ provider }: SocialExpiredProps) {
  const { t, i18n } = useLingui();
  const name = providerName(i18n, provider);
  return (
    <div className={styles.layout}>
      <StateView
        kind="info"
        title={t`The authorization has expired`}
        detail={t`For your security it is only valid for a few minutes. Sign in with ${name} again to continue.`}
        action={<SignInWaysOn />}
      />
    </div>
  );
}

/** The ways on after a social sign-in that can't go further: the provider again, or another way to sign in. */
export function SignInWaysOn() {
  const { t } = useLingui();
  return (
    <div className={styles.card}>
      <SocialButtons intent="LOGIN" />
      <Link to="/login" className={styles.link}>{t`Sign in another way`}</Link>
    </div>
  );
}
