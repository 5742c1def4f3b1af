import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from './Button.tsx';
import { StateView } from './StateView.tsx';

/** A screen whose code or data failed to load: "loading failed, try later" with a retry (spec 8). */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <StateView
      kind="error"
      title={t`Loading failed, please try later`}
      action={<Button onClick={() => { reset(); window.location.reload(); }}>{t`Try again`}</Button>}
    />
  );
}
