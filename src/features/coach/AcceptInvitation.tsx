import { useEffect, useRef, useState } from 'react';
import { Provider as UrqlProvider, useMutation } from 'urql';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { errorText } from '#src/graphql/error-text.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { grantClient } from './grant-client.ts';
import { AcceptGrantMutation } from './documents.ts';

/** An invitation's link, opened by its signed-in reader: accepted once, then on to what is shared. */
export function AcceptInvitation({ token }: { token: string }) {
  return (
    <UrqlProvider value={grantClient()}>
      <Accept token={token} />
    </UrqlProvider>
  );
}

function Accept({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const [{ fetching }, accept] = useMutation(AcceptGrantMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const run = async () => {
    setFailure(null);
    const result = await accept({ token });
    if (result.error) setFailure(errorText(i18n, result.error));
    else void navigate({ to: '/shared', replace: true });
  };

  useEffect(() => {
    // Once per opening, and only online (offline it waits for the person to try again).
    if (started.current || !online || !token) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, token]);

  const toShared = <Link to="/shared">{t`See what is shared with you`}</Link>;
  if (!token)
    return (
      <StateView
        kind="info"
        title={t`This link is not complete`}
        detail={t`Open the whole link from the invitation e-mail.`}
        action={toShared}
      />
    );
  if (!online && !fetching) {
    return (
      <StateView
        kind="offline"
        title={t`You're offline`}
        detail={t`Connect to the internet to accept the invitation.`}
        action={<Button onClick={() => void run()}>{t`Try again`}</Button>}
      />
    );
  }
  if (failure) return <StateView kind="error" title={failure} action={toShared} />;
  return <StateView kind="loading" title={t`Accepting the invitation…`} />;
}
