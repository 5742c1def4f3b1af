import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { EmptyReport } from '#src/features/report/EmptyReport.tsx';
import { DeviceTypeSchema } from '#src/lib/storage.ts';

/** /exception/report: the empty-report screen, generic or for one product model (`?model=S30|M30`). */
export const Route = createFileRoute('/_auth/exception/report')({
  validateSearch: v.object({ model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)) }),
  component: ReportExceptionRoute,
});

function ReportExceptionRoute() {
  const { t } = useLingui();
  const { model } = Route.useSearch();
  return (
    <Screen title={t`Report`} back backTo="/">
      <EmptyReport model={model ?? null} />
    </Screen>
  );
}
