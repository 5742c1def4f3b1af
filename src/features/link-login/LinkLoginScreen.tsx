// Sign-in by the single-use link of a login message (/linkLogin#<token>): the owner's way in that no lock stops.
// Outside features/auth on purpose: its messages go to the app catalog, not to the core one that /login loads.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { errorCode, type ErrorCode } from '#src/graphql/errors.ts';
import { isKiosk } from '#src/lib/kiosk.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import { LinkLogin } from '../auth/documents.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const RETRY_CAP_MS = 30_000;

/** Takes the token from the fragment once and removes it, so it is neither in history nor in a bookmark. */
function takeToken(): string | null {
  const token = window.location.hash.slice(1);
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return TOKEN.test(token) ? token : null;
}

type Failure = Extract<ErrorCode, 'CODE_EXPIRED' | 'NETWORK'> | 'OTHER';

export function LinkLoginScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [token] = useState(takeToken);
  const [failure, setFailure] = useState<Failure | null>(token ? null : 'CODE_EXPIRED');
  const [{ fetching }, linkLogin] = useMutation(LinkLogin);
  const started = useRef(false);

  /** A retry in the background keeps the offline state on screen instead of flashing "Signing you in…". */
  const run = async (value: string, quiet = false) => {
    if (!quiet) setFailure(null);
    const result = await linkLogin({ token: value });
    const payload = result.data?.linkLogin;
    if (!payload) {
      const code = result.error ? errorCode(result.error) : 'INTERNAL';
      setFailure(code === 'CODE_EXPIRED' || code === 'NETWORK' ? code : 'OTHER');
      return;
    }
    // A shared gym tablet never remembers anyone.
    const { needsRegistration } = completeSignIn(payload, !isKiosk());
    if (needsRegistration) void router.navigate({ to: '/register', search: { redirect: '/' }, replace: true });
    else router.history.replace('/');
  };

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void run(token);
    // Runs once, for the token this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // Back online with the link unused: it signs in by itself, as the offline state promises (the token is only in memory).
  // The 'online' event can come before requests get through (and a network can fail without going offline), so a try
  // that fails for the network is repeated while online: at once after coming online, then 1, 2, 4 … 30 s apart.
  const online = useOnline();
  const tries = useRef(0);
  useEffect(() => {
    if (!online) tries.current = 0;
    if (!online || failure !== 'NETWORK' || !token || fetching) return;
    const wait = tries.current === 0 ? 0 : Math.min(RETRY_CAP_MS, 1000 * 2 ** (tries.current - 1));
    const timer = window.setTimeout(() => {
      tries.current += 1;
      void run(token, true);
    }, wait);
    return () => window.clearTimeout(timer);
    // run is the same function for this page; a finished try (fetching back to false) schedules the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, failure, fetching]);

  const toLogin = () => void router.navigate({ to: '/login', replace: true });
  return (
    <Screen title={t`Sign in`}>
      {failure === 'CODE_EXPIRED' ? (
        <StateView
          kind="error"
          title={t`This sign-in link has expired or was already used.`}
          detail={t`Each link works once, for an hour. Ask for a new code on the sign-in screen.`}
          action={<Button onClick={toLogin}>{t`Go to sign-in`}</Button>}
        />
      ) : failure === 'NETWORK' && token ? (
        <StateView
          kind="offline"
          title={t`You're offline. This needs a connection.`}
          detail={t`Your link has not been used. It signs you in once you are back online, within the hour.`}
          action={<Button busy={fetching} onClick={() => void run(token)}>{t`Try again`}</Button>}
        />
      ) : failure ? (
        <StateView
          kind="error"
          title={t`Something went wrong on our side, please try later`}
          action={<Button onClick={toLogin}>{t`Go to sign-in`}</Button>}
        />
      ) : (
        <StateView kind="loading" title={t`Signing you in…`} />
      )}
    </Screen>
  );
}
