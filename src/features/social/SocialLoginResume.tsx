import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '#src/ui/Spinner.tsx';
import { ERROR_MESSAGES } from '#src/graphql/errors.ts';
import { safeRedirect } from '#src/lib/redirect.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import { ThirdLogin } from './documents.ts';
import { socialErrorMessage } from './messages.ts';
import { providerName } from './providers.ts';
import { PROVIDER_OF, clearStoredToken, readStoredToken, redirectKey, settleArrived, tokenStatus, type AppType } from './social-token.ts';
import styles from './SocialSignIn.module.css';

export type SocialLoginResumeProps = { appType: AppType };

/** Where to go once signed in: the path kept before leaving for the provider, else home. */
export function storedRedirect(appType: AppType): string {
  try {
    return safeRedirect(localStorage.getItem(redirectKey(appType))) ?? '/';
  } catch {
    return '/';
  }
}

/** Finishes a social sign-in that came back to /login: signs in, or asks whether to bind or register. */
export function SocialLoginResume({ appType }: SocialLoginResumeProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [, thirdLogin] = useMutation(ThirdLogin);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const provider = PROVIDER_OF[appType];

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    settleArrived();
    const token = readStoredToken(appType);
    if (tokenStatus(token, Date.now()) !== 'valid' || !token) {
      clearStoredToken(appType);
      setError(i18n._(ERROR_MESSAGES.SOCIAL_EXPIRED));
      return;
    }
    void thirdLogin({ provider, accessToken: token.accessToken }).then((result) => {
      const payload = result.data?.thirdLogin;
      if (result.error || !payload) {
        if (!result.error || result.error.graphQLErrors.length > 0) clearStoredToken(appType);
        setError(result.error ? socialErrorMessage(i18n, result.error, provider) : t`Login failed`);
        return;
      }
      if (payload.status === 'NO_ACCOUNT' || !payload.token || !payload.user) {
        router.history.replace('/boundConsultation');
        return;
      }
      const target = storedRedirect(appType);
      clearStoredToken(appType);
      const { needsRegistration } = completeSignIn({ token: payload.token, isNew: payload.isNew, user: payload.user }, true);
      if (needsRegistration) void router.navigate({ to: '/register', search: { redirect: target }, replace: true });
      else router.history.replace(target);
    });
  }, [appType, provider, thirdLogin, router, i18n, t]);

  if (error) {
    const name = providerName(i18n, provider);
    return (
      <div className={`${styles.notice} ${styles.noticeError}`} role="alert">
        <span>{error}</span>
        <span>{t`Sign in with ${name} again, or sign in another way.`}</span>
      </div>
    );
  }
  return (
    <div className={styles.notice} role="status">
      <Spinner size={18} />
      <span>{t`Signing you in…`}</span>
    </div>
  );
}
