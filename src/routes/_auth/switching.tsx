import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { StateView } from '#src/ui/StateView.tsx';
import { applyDeviceType, DeviceTypeSchema } from '#src/lib/storage.ts';

export const Route = createFileRoute('/_auth/switching')({
  validateSearch: v.object({ model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)) }),
  component: AuthSwitchingRoute,
});

/** Stores the chosen product model (spec 4's deviceType rule) and lands on that model's latest report. */
function AuthSwitchingRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { model } = Route.useSearch();
  useEffect(() => {
    if (!model) {
      void navigate({ to: '/productModel', replace: true });
      return;
    }
    applyDeviceType(model);
    void navigate({ to: '/report', search: {}, replace: true });
  }, [model, navigate]);
  return (
    <Screen title={t`Switch product report`}>
      <StateView kind="loading" title={model ? t`Switching to the ${model} report…` : t`Loading…`} />
    </Screen>
  );
}
