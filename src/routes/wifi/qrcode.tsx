import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/wifi/qrcode')({
  component: WifiQrcodeRoute,
});

function WifiQrcodeRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`WiFi QR code`} backTo="/login" />;
}
