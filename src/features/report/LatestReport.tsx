import { useEffect } from 'react';
import { useQuery } from 'urql';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { StateView } from '#src/ui/StateView.tsx';
import { Button } from '#src/ui/Button.tsx';
import { EmptyReport } from './EmptyReport.tsx';
import { storedDeviceType } from '#src/lib/storage.ts';
import { NotSavedOffline, useNotSavedOffline } from '#src/ui/NotSavedOffline.tsx';
import { LatestReportQuery } from './documents.ts';

/** /report without an id: the newest report of the stored product model, or the empty screen. */
export function LatestReport() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const model = storedDeviceType();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: LatestReportQuery, variables: { model } });
  const notSaved = useNotSavedOffline({ data, fetching, error });
  const latestId = data?.latestReport?.id;

  useEffect(() => {
    if (latestId) void navigate({ to: '/report', search: { id: latestId }, replace: true });
  }, [latestId, navigate]);

  if (latestId || (fetching && !data)) return <StateView kind="loading" title={t`Loading your report…`} />;
  if (!data && notSaved) return <NotSavedOffline onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (error && !data) {
    return (
      <StateView
        kind="error"
        title={t`The report failed to load, please try later`}
        action={<Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button>}
      />
    );
  }
  return <EmptyReport model={model} />;
}
