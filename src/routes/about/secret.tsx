import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/about/secret')({
  component: AboutSecretRoute,
});

function AboutSecretRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Privacy policy`} backTo="/login" />;
}
