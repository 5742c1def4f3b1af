import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/personal')({
  component: AuthPersonalRoute,
});

function AuthPersonalRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Personal centre`} />;
}
