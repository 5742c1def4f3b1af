import { Suspense } from 'react';
import { lazyPart } from '#src/ui/LazyPart.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { RoutePending } from '#src/ui/RoutePending.tsx';

// Loaded by the screen, not listed with the route (see ./save.tsx): the route table is part of /login's budget.
const ScanScreen = lazyPart(() => import('#src/features/qrcode/ScanScreen.tsx').then((m) => ({ default: m.ScanScreen })));

export const Route = createFileRoute('/_auth/qrcode/scan')({
  component: AuthQrcodeScanRoute,
});

function AuthQrcodeScanRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Scan QR code`} back>
      <Suspense fallback={<RoutePending />}>
        <ScanScreen />
      </Suspense>
    </Screen>
  );
}
