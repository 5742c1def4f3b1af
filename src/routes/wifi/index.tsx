import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/wifi/')({
  component: WifiRoute,
});

function WifiRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Scanner WiFi set-up`} backTo="/login" />;
}
