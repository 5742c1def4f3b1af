import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Modeling } from '#src/features/scan/Modeling.tsx';
import { comingFrom } from '#src/features/nav/previous-path.ts';
import { optionalId } from '#src/lib/search.ts';

/** The model screen may be entered only from /bind or / (spec 2); anything else goes to /. */
export const Route = createFileRoute('/_auth/modeling')({
  validateSearch: v.object({ reportId: optionalId }),
  beforeLoad: ({ search, preload }) => {
    if (preload) return;
    const from = comingFrom();
    if ((from !== '/bind' && from !== '/') || !search.reportId) throw redirect({ to: '/', replace: true });
  },
  component: ModelingRoute,
});

function ModelingRoute() {
  const { t } = useLingui();
  const { reportId } = Route.useSearch();
  return (
    <Screen title={t`Your 3D model`} wide>
      <Modeling reportId={reportId ?? ''} />
    </Screen>
  );
}
