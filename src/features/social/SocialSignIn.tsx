import { Suspense, useId, useState } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useMutation } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { ERROR_MESSAGES, errorCode } from '#src/graphql/errors.ts';
import { safeRedirect } from '#src/lib/redirect.ts';
import { GetThirdLoginUrl } from './documents.ts';
import { enabledProviders, providerName } from './providers.ts';
import { APP_TYPE, arrivedResult, redirectKey, type SocialIntentId, type SocialProviderId } from './social-token.ts';
import styles from './SocialSignIn.module.css';

// Loaded only when a sign-in result came back, so /login does not carry it otherwise.
const SocialLoginResume = lazyPart(() => import('./SocialLoginResume.tsx').then((m) => ({ default: m.SocialLoginResume })));

export type SocialSignInProps = {
  intent: SocialIntentId;
  /** Shown above the buttons; defaults to "Other login methods". */
  heading?: string;
};

/** "Other login methods": one button per provider this build enables; on /login it also finishes a returned sign-in. */
export function SocialSignIn({ intent, heading }: SocialSignInProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [arrived] = useState(() => (intent === 'LOGIN' ? arrivedResult('LOGIN') : null));
  const providers = enabledProviders();
  if (providers.length === 0 && !arrived) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <span>{heading ?? t`Other login methods`}</span>
      </h2>
      {arrived ? (
        <Suspense fallback={null}>
          <SocialLoginResume appType={arrived.appType} />
        </Suspense>
      ) : null}
      <SocialButtons intent={intent} />
    </section>
  );
}

export type SocialButtonsProps = { intent: SocialIntentId };

/** The provider buttons alone: each asks the server for the authorization URL and leaves for it. */
export function SocialButtons({ intent }: SocialButtonsProps) {
  const { t, i18n } = useLingui();
  const [{ fetching }, getUrl] = useMutation(GetThirdLoginUrl);
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const [error, setError] = useState<string>();

  const start = async (provider: SocialProviderId) => {
    setError(undefined);
    setPending(provider);
    const result = await getUrl({ provider, intent });
    if (result.error || !result.data) {
      setPending(null);
      setError(result.error ? i18n._(ERROR_MESSAGES[errorCode(result.error)]) : t`Authorization failed`);
      return;
    }
    if (intent === 'LOGIN') {
      const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
      try {
        if (target) localStorage.setItem(redirectKey(APP_TYPE[provider]), target);
        else localStorage.removeItem(redirectKey(APP_TYPE[provider]));
      } catch {
        // Without storage the person lands on the home screen after sign-in, which is fine.
      }
    }
    window.location.assign(result.data.getThirdLoginUrl.url);
  };

  return (
    <div className={styles.buttons}>
      {enabledProviders().map((provider) => {
        const name = providerName(i18n, provider);
        return (
          <Button
            key={provider}
            variant="secondary"
            busy={fetching && pending === provider}
            disabled={fetching}
            onClick={() => void start(provider)}
          >
            {intent === 'LOGIN' ? t`Continue with ${name}` : t`Link ${name}`}
          </Button>
        );
      })}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
