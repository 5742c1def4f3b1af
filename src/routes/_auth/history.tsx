import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/history')({
  component: AuthHistoryRoute,
});

function AuthHistoryRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`History`} />;
}
