import { useLingui } from '@lingui/react/macro';
import { Button } from './Button.tsx';
import { StateView } from './StateView.tsx';

/** A screen whose code or data failed to load, or took over 120 s: "loading failed, try later" with a retry (spec 8, 9). */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <StateView
      kind="error"
      title={t`Loading failed, please try later`}
      action={<Button onClick={() => { onRetry?.(); window.location.reload(); }}>{t`Try again`}</Button>}
    />
  );
}
