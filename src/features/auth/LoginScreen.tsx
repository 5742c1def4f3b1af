import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { useClient } from 'urql';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { whenIdle } from '#src/lib/idle.ts';
import { socialArrival } from '../social/arrival.ts';
import { enabledProviders } from '../social/providers.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import type { AccountChannel } from '#src/graphql/errors.ts';
import { AddressCodeForm } from './AddressCodeForm.tsx';
import type { LoginPayload } from './sign-in.ts';
import styles from './LoginScreen.module.css';
import formStyles from './AuthForm.module.css';

// Password sign-in is the second way in: its code loads when the person switches to it. The social buttons
// load after the form is usable (they sit below it), so neither weighs on /login's first load.
/** The build's social providers: the place their buttons take is kept from the first drawing. */
const SOCIAL_PROVIDERS = enabledProviders().length;
const SocialSignIn = lazyPart(() => import('../social/SocialSignIn.tsx').then((m) => ({ default: m.SocialSignIn })));
const PasswordLoginForm = lazyPart(() => import('./PasswordLoginForm.tsx').then((m) => ({ default: m.PasswordLoginForm })));

export type LoginMode = 'code' | 'password';

export type LoginScreenProps = {
  redirectTo: string;
  defaultChannel?: AccountChannel;
  defaultMode?: LoginMode;
};

/**
 * Sign-in (spec 2): phone or e-mail (two independent kinds of account), by verification code or by password.
 * A code sign-in of an unknown address creates the account and continues to the registration form.
 */
export function LoginScreen({ redirectTo, defaultChannel = 'EMAIL', defaultMode = 'code' }: LoginScreenProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [mode, setMode] = useState<LoginMode>(defaultMode);
  const [channel, setChannel] = useState<AccountChannel>(defaultChannel);
  // A shared gym tablet never remembers anyone, and offers no social sign-in: the provider's own session would stay
  // signed in in this browser for the next member.
  const [kiosk] = useState(isKiosk);
  const [remember, setRemember] = useState(!kiosk);
  const client = useClient();
  // Social buttons come once the page is idle; a social result that just came back is finished at once. Both after
  // the first render, which must be the server's drawing of the screen (without them) when the app hydrates it.
  const [showSocial, setShowSocial] = useState(false);
  useEffect(() => {
    if (socialArrival() === 'LOGIN') setShowSocial(true);
    else whenIdle(() => setShowSocial(true));
  }, []);

  const finish = async (payload: LoginPayload) => {
    // Loaded with the answer: what signing in does is not needed to show the form.
    const { completeSignIn } = await import('./sign-in.ts');
    const { needsRegistration } = completeSignIn(payload, remember);
    if (needsRegistration) void router.navigate({ to: '/register', search: { redirect: redirectTo }, replace: true });
    else router.history.replace(redirectTo);
  };

  const signInWithCode = async ({ channel: used, address, code }: { channel: AccountChannel; address: string; code: string }) => {
    const { CodeLogin } = await import('./documents.ts');
    const result = await client.mutation(CodeLogin, { channel: used, address, code }).toPromise();
    const payload = result.data?.smsLogin;
    if (result.error) return (await import('#src/graphql/error-text.ts')).errorText(i18n, result.error, used);
    if (!payload) return t`Login failed`;
    await finish(payload);
    return undefined;
  };

  const rememberBox = kiosk ? null : (
    <label className={formStyles.remember}>
      <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <span>{t`Remember me on this device`}</span>
    </label>
  );

  return (
    <Screen title={t`Sign in`} wide>
      <div className={styles.layout}>
        <div className={styles.hero}>
          <div className={styles.mark} aria-hidden="true">
            <svg viewBox="0 0 48 48" width="44" height="44">
              <circle cx="24" cy="10" r="5" fill="currentColor" />
              <path
                d="M14 44l3-17-5-8h24l-5 8 3 17"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
          </div>
          <h2 className={styles.headline}>
            <Trans>Your body scan, ready to read</Trans>
          </h2>
          <p className={styles.lead}>
            {mode === 'code' ? (
              <Trans>We send a 4-digit code to your phone or e-mail. New here? Your account is created when you sign in.</Trans>
            ) : (
              <Trans>Sign in with the password you set for your phone number or e-mail address.</Trans>
            )}
          </p>
        </div>
        <div className={styles.card}>
          {mode === 'code' ? (
            <AddressCodeForm
              key="code"
              purpose="LOGIN"
              submitLabel={t`Sign in`}
              defaultChannel={channel}
              onChannelChange={setChannel}
              onSubmit={signInWithCode}
            >
              {rememberBox}
            </AddressCodeForm>
          ) : (
            <Suspense
              fallback={
                <div className={styles.pending}>
                  <Spinner label={t`Loading…`} />
                </div>
              }
            >
              <PasswordLoginForm
                key="password"
                defaultChannel={channel}
                onChannelChange={setChannel}
                onSignedIn={(payload) => void finish(payload)}
              >
                {rememberBox}
              </PasswordLoginForm>
            </Suspense>
          )}
          <div className={formStyles.row}>
            <button type="button" className={formStyles.link} onClick={() => setMode(mode === 'code' ? 'password' : 'code')}>
              {mode === 'code' ? t`Sign in with password` : t`Sign in with verification code`}
            </button>
            <Link to="/resetPassword" className={formStyles.link}>{t`Forgot password?`}</Link>
          </div>
          {/* The social buttons come once the page is idle: their place is kept from the first drawing, so nothing below
              them (the policy's link) moves under a finger when they arrive. */}
          {!kiosk && (SOCIAL_PROVIDERS > 0 || showSocial) ? (
            <div className={styles.socialSlot} style={{ '--providers': SOCIAL_PROVIDERS } as CSSProperties}>
              {showSocial ? (
                <Suspense fallback={null}>
                  <SocialSignIn intent="LOGIN" />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          <p className={styles.wifi}>
            <Link to="/wifi" className={formStyles.link}>{t`Scanner WiFi set-up`}</Link>
          </p>
        </div>
        <p className={styles.legal}>
          <Trans>
            By signing in you agree to our <a href="/about/rule">rules</a> and <a href="/about/secret">privacy policy</a>.
          </Trans>
        </p>
      </div>
    </Screen>
  );
}
