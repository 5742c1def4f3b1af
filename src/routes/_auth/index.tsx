import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { MainMenu } from '#src/features/nav/MainMenu.tsx';
import { Home } from '#src/features/scan/Home.tsx';
import { optionalScanId } from '#src/lib/search.ts';

export const Route = createFileRoute('/_auth/')({
  validateSearch: v.object({
    scanId: optionalScanId,
    deviceType: v.optional(v.fallback(v.optional(v.picklist(['S30', 'M30'])), undefined)),
  }),
  beforeLoad: ({ search, preload }) => {
    // Reached by scanning the scanner's QR: bind that scan first.
    if (search.scanId && !preload) throw redirect({ to: '/bind', search: { scanId: search.scanId }, replace: true });
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Contour`} actions={<MainMenu />} wide>
      <Home />
    </Screen>
  );
}
