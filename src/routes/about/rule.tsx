import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/about/rule')({
  component: AboutRuleRoute,
});

function AboutRuleRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Rules`} backTo="/login" />;
}
