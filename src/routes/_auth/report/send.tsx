import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { SendReportScreen } from '#src/features/share/SendReportScreen.tsx';
import { optionalId } from '#src/lib/search.ts';

export const Route = createFileRoute('/_auth/report/send')({
  validateSearch: v.object({ reportId: optionalId }),
  component: AuthReportSendRoute,
});

function AuthReportSendRoute() {
  const { t } = useLingui();
  const { reportId } = Route.useSearch();
  return (
    <Screen title={t`Send report by e-mail`} back backTo="/report">
      <SendReportScreen reportId={reportId} />
    </Screen>
  );
}
