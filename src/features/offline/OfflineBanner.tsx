import { Trans, useLingui } from '@lingui/react/macro';
import { dateTimeFormat } from '#shared/intl.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { lastSynced } from '#src/lib/synced.ts';
import styles from './OfflineBanner.module.css';

/** Says that the app is offline, that what shows was saved earlier, and when this device last synced. */
export function OfflineBanner() {
  const { i18n } = useLingui();
  const online = useOnline();
  if (online) return null;
  const synced = lastSynced();
  const when = synced === null ? '' : dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(synced);
  return (
    <div className={styles.banner} role="status">
      {synced === null ? (
        <Trans>You're offline. Showing what was saved on this device.</Trans>
      ) : (
        <Trans>You're offline. Showing what was saved on this device, last updated {when}.</Trans>
      )}
    </div>
  );
}
