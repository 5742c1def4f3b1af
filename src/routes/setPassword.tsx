import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/setPassword')({
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Set password`} backTo="/login" />;
}
