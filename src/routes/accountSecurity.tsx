import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/accountSecurity')({
  component: AccountSecurityRoute,
});

function AccountSecurityRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Account and security`} backTo="/login" />;
}
