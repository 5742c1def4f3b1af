import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';

export const Route = createFileRoute('/codeLogin')({
  component: CodeLoginRoute,
});

function CodeLoginRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Verification code login`} backTo="/login" />;
}
