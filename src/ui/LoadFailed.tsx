import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../lib/useOnline.ts';
import { Button } from './Button.tsx';
import { StateView } from './StateView.tsx';

/**
 * A screen whose code or data failed to load, or took over 120 s: "loading failed, try later" with a retry (spec 8, 9).
 * Offline it also says why: a part never opened before (the 3D code is cached on first use) needs a connection.
 */
export function LoadFailed({ onRetry, level }: { onRetry?: () => void; level?: 2 | 3 }) {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <StateView
      kind={online ? 'error' : 'offline'}
      level={level}
      title={t`Loading failed, please try later`}
      detail={online ? undefined : t`You're offline. This needs a connection.`}
      action={
        <Button
          onClick={() => {
            onRetry?.();
            window.location.reload();
          }}
        >{t`Try again`}</Button>
      }
    />
  );
}
