import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/resetPassword')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Reset password`} backTo="/login" />;
}
