import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { errorCode } from '#src/graphql/errors.ts';
import { useOnline } from '#src/lib/useOnline.ts';

/**
 * Whether a query that has no data is missing because this device is offline and never saved it: the query has
 * settled (graphcache answers from the device's store first, when there is one) and the network is off or unreachable,
 * or it settled with neither data nor an error. The server always answers one or the other, so that is graphcache's
 * answer from the device's store after the network failed: offline, though the browser may still say it is online
 * (a server out of reach, a network that carries nothing).
 */
type Settled = { data?: unknown; fetching: boolean; error?: CombinedError | undefined };

export function useNotSavedOffline({ data, fetching, error }: Settled): boolean {
  const online = useOnline();
  return !fetching && (!online || (error !== undefined && errorCode(error) === 'NETWORK') || (data == null && error === undefined));
}

/**
 * What history, trends, comparisons, the model list and the latest report say then, instead of a skeleton that never
 * fills or an empty answer that is not true. `children`: more actions beside "Try again".
 */
export function NotSavedOffline({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StateView
      kind="offline"
      title={t`You're offline`}
      detail={t`Connect to the internet to open it. Reports you have opened before are available offline.`}
      action={
        <>
          <Button onClick={onRetry}>{t`Try again`}</Button>
          {children}
        </>
      }
    />
  );
}

/**
 * A part of a screen (level 3) whose query has no answer yet: loading (`loading` says what), not saved on this device
 * while offline, or failed; the last two with "Try again".
 */
export function NoAnswerYet({ query, loading, onRetry }: { query: Settled; loading: string; onRetry: () => void }) {
  const { t } = useLingui();
  const notSaved = useNotSavedOffline(query);
  if (query.fetching) return <StateView kind="loading" level={3} title={loading} />;
  if (notSaved) return <NotSavedOffline onRetry={onRetry} />;
  return (
    <StateView
      kind="error"
      level={3}
      title={t`Loading failed, please try later`}
      action={<Button onClick={onRetry}>{t`Try again`}</Button>}
    />
  );
}
