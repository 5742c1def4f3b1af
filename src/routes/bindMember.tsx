import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/bindMember')({
  component: BindMemberRoute,
});

function BindMemberRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Link your account`} backTo="/login" />;
}
