import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/registerAccount')({
  component: RegisterAccountRoute,
});

function RegisterAccountRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Register account`} backTo="/login" />;
}
