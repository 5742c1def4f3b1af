import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/body/trend')({
  component: BodyTrendRoute,
});

function BodyTrendRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Body trend`} backTo="/login" />;
}
