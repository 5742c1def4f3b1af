import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { MainMenu } from '#src/features/nav/MainMenu.tsx';
import { HistoryScreen } from '#src/features/history/HistoryScreen.tsx';
import { DeviceTypeSchema, storedDeviceType } from '#src/lib/storage.ts';

export const Route = createFileRoute('/_auth/history')({
  validateSearch: v.object({ model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)) }),
  component: AuthHistoryRoute,
});

function AuthHistoryRoute() {
  const { t } = useLingui();
  const { model } = Route.useSearch();
  // Without a model in the URL: the product model the person last used (spec 4's deviceType), else M30.
  const shown = model ?? storedDeviceType() ?? 'M30';
  return (
    <Screen title={t`History`} actions={<MainMenu />}>
      <HistoryScreen model={shown} />
    </Screen>
  );
}
