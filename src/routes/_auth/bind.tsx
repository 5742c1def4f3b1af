import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { BindScan } from '#src/features/scan/BindScan.tsx';
import { optionalScanId } from '#src/lib/search.ts';

export const Route = createFileRoute('/_auth/bind')({
  validateSearch: v.object({ scanId: optionalScanId }),
  component: BindRoute,
});

function BindRoute() {
  const { t } = useLingui();
  const { scanId } = Route.useSearch();
  return (
    <Screen title={t`Your scan`}>
      <BindScan scanId={scanId} />
    </Screen>
  );
}
