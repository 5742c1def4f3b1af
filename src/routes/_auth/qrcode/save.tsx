import { Suspense } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { RoutePending } from '#src/ui/RoutePending.tsx';
import { optionalId } from '#src/lib/search.ts';
import { isKiosk } from '#src/lib/kiosk.ts';

// Loaded by the screen, not listed with the route: every chunk a route preloads is named in the route table that
// /login loads, whose budget has no room for this screen's own chunks.
const QrSaveScreen = lazyPart(() => import('#src/features/qrcode/QrSaveScreen.tsx').then((m) => ({ default: m.QrSaveScreen })));

export const Route = createFileRoute('/_auth/qrcode/save')({
  validateSearch: v.object({ reportId: optionalId }),
  component: AuthQrcodeSaveRoute,
});

function AuthQrcodeSaveRoute() {
  const { t } = useLingui();
  const { reportId } = Route.useSearch();
  return (
    // On a gym's shared tablet nothing is saved: the code is only shown, for the member's phone to scan.
    <Screen title={isKiosk() ? t`QR image` : t`Save QR image`} back backTo="/report">
      <Suspense fallback={<RoutePending />}>
        <QrSaveScreen reportId={reportId} />
      </Suspense>
    </Screen>
  );
}
