import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/qrcode/scan')({
  component: AuthQrcodeScanRoute,
});

function AuthQrcodeScanRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Scan QR code`} />;
}
