import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_auth/productModel')({
  component: AuthProductModelRoute,
});

function AuthProductModelRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Product model`} />;
}
