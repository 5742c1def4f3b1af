import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/qrcode/save')({
  component: AuthQrcodeSaveRoute,
});

function AuthQrcodeSaveRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Save QR image`} />;
}
