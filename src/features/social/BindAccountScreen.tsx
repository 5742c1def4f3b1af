import { useState } from 'react';
import { useMutation } from 'urql';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { ERROR_MESSAGES } from '#src/graphql/errors.ts';
import { AddressCodeForm } from '../auth/AddressCodeForm.tsx';
import { completeSignIn } from '../auth/sign-in.ts';
import { ThirdLogin } from './documents.ts';
import { socialErrorMessage } from './messages.ts';
import { providerName } from './providers.ts';
import { SocialExpired } from './SocialExpired.tsx';
import { storedRedirect } from './SocialLoginResume.tsx';
import { PROVIDER_OF, clearStoredToken, pendingSocial } from './social-token.ts';
import styles from './SocialScreens.module.css';

export type BindAccountScreenProps = {
  /** 'bind' links an existing account (/bindMember); 'register' creates one with the address (/registerAccount). */
  mode: 'bind' | 'register';
};

/** Confirms a phone number or e-mail address with a BIND code, then links the social account to it. */
export function BindAccountScreen({ mode }: BindAccountScreenProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [, thirdLogin] = useMutation(ThirdLogin);
  const [pending, setPending] = useState(() => pendingSocial());
  const title = mode === 'bind' ? t`Link your account` : t`Create an account`;

  if (!pending || pending.status !== 'valid') {
    return (
      <Screen title={title} back backTo="/boundConsultation">
        <SocialExpired provider={pending ? PROVIDER_OF[pending.appType] : 'A'} />
      </Screen>
    );
  }
  const provider = PROVIDER_OF[pending.appType];
  const name = providerName(i18n, provider);

  const submit = async ({ channel, address, code }: { channel: 'EMAIL' | 'PHONE'; address: string; code: string }) => {
    // The spec 4 rule again at the moment of use: the person may have taken a while to find the code.
    const now = pendingSocial();
    if (!now || now.status !== 'valid' || now.token.accessToken !== pending.token.accessToken) {
      setPending(now);
      return i18n._(ERROR_MESSAGES.SOCIAL_EXPIRED);
    }
    const result = await thirdLogin({
      provider,
      accessToken: pending.token.accessToken,
      channel,
      address,
      code,
      createAccount: mode === 'register',
    });
    const payload = result.data?.thirdLogin;
    if (result.error || !payload?.token || !payload.user) {
      if (!result.error) return t`Binding failed`;
      if (result.error.graphQLErrors[0]?.extensions['code'] === 'SOCIAL_EXPIRED') {
        clearStoredToken(pending.appType);
        setPending(null);
      }
      return socialErrorMessage(i18n, result.error, provider, channel);
    }
    const target = storedRedirect(pending.appType);
    clearStoredToken(pending.appType);
    const { needsRegistration } = completeSignIn({ token: payload.token, isNew: payload.isNew, user: payload.user }, true);
    if (needsRegistration) void router.navigate({ to: '/register', search: { redirect: target }, replace: true });
    else router.history.replace(target);
    return undefined;
  };

  return (
    <Screen title={title} back backTo="/boundConsultation">
      <div className={styles.layout}>
        <div className={styles.hero}>
          <h2 className={styles.headline}>
            {mode === 'bind' ? <Trans>Link {name} to your Contour account</Trans> : <Trans>Create a Contour account</Trans>}
          </h2>
          <p className={styles.lead}>
            {mode === 'bind' ? (
              <Trans>
                Enter the phone number or e-mail address of your account. We will send you a 4-digit code to confirm it is yours.
              </Trans>
            ) : (
              <Trans>
                Enter your phone number or e-mail address. We will send you a 4-digit code; your account is created and linked to {name}.
              </Trans>
            )}
          </p>
        </div>
        <div className={styles.card}>
          <AddressCodeForm purpose="BIND" submitLabel={mode === 'bind' ? t`Link account` : t`Create account`} onSubmit={submit} />
        </div>
        <div className={styles.links}>
          {mode === 'bind' ? (
            <Link to="/registerAccount" className={styles.link}>{t`I don't have an account yet`}</Link>
          ) : (
            <Link to="/bindMember" className={styles.link}>{t`I already have an account`}</Link>
          )}
        </div>
      </div>
    </Screen>
  );
}
