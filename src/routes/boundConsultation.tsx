import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/boundConsultation')({
  component: BoundConsultationRoute,
});

function BoundConsultationRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Do you already have an account?`} backTo="/login" />;
}
