import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/girth/trend')({
  component: GirthTrendRoute,
});

function GirthTrendRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Girth trend`} backTo="/login" />;
}
