import { Trans } from '@lingui/react/macro';
import { useOnline } from './useOnline.ts';
import styles from './OfflineBanner.module.css';

/** Says that the app is offline and that what shows was saved earlier. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status">
      <Trans>You're offline. Showing what was saved on this device.</Trans>
    </div>
  );
}
