import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { HistoryScreen } from '#src/features/history/HistoryScreen.tsx';
import { DeviceTypeSchema, storedDeviceType } from '#src/lib/storage.ts';

export const Route = createFileRoute('/_auth/report/historyPage')({
  validateSearch: v.object({ model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)) }),
  component: AuthReportHistoryPageRoute,
});

/** The report's own way into history (spec 2): the same list as /history, with a way back to the report. */
function AuthReportHistoryPageRoute() {
  const { t } = useLingui();
  const { model } = Route.useSearch();
  return (
    <Screen title={t`Report history`} back backTo="/report">
      <HistoryScreen model={model ?? storedDeviceType() ?? 'M30'} />
    </Screen>
  );
}
