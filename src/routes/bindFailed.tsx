import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/bindFailed')({
  component: BindFailedRoute,
});

function BindFailedRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Binding failed`} backTo="/login" />;
}
