import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { ProductModelScreen } from '#src/features/models/ProductModelScreen.tsx';

export const Route = createFileRoute('/_auth/productModel')({
  component: AuthProductModelRoute,
});

function AuthProductModelRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Switch product report`} back backTo="/report">
      <ProductModelScreen />
    </Screen>
  );
}
