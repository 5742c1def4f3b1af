import { useId, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Button } from '#src/ui/Button.tsx';
import { KEYS, readLocal, writeLocal } from '#src/lib/storage.ts';
import { installOfferState, promptInstall, subscribeInstallOffer } from './install-offer.ts';
import { installPath, isStandalone } from './platform.ts';
import styles from './InstallReminder.module.css';
import { DAY_MS } from '#shared/dates.ts';

/** After "Not now" the reminder rests this long. */
export const INSTALL_REMINDER_REST_DAYS = 30;

const restingSince = () => readLocal(KEYS.installReminder, v.pipe(v.string(), v.transform(Number), v.number()), 0);

/**
 * The reminder to add Contour to the home screen (spec 2's bookmark reminder): the browser's own install dialog
 * where it offers one, the steps for iOS and other browsers where it does not, nothing once installed.
 */
export function InstallReminder() {
  const { t } = useLingui();
  const titleId = useId();
  const offer = useSyncExternalStore(subscribeInstallOffer, installOfferState, () => 'none' as const);
  const [resting, setResting] = useState(() => Date.now() - restingSince() < INSTALL_REMINDER_REST_DAYS * DAY_MS);
  const [path] = useState(() => installPath(navigator.userAgent, isStandalone(), navigator.maxTouchPoints));

  if (offer === 'installed') {
    return <p className={styles.done} role="status">{t`Contour is on your home screen.`}</p>;
  }
  if (resting || path === 'standalone') return null;

  const rest = () => {
    writeLocal(KEYS.installReminder, String(Date.now()));
    setResting(true);
  };
  const install = async () => {
    if ((await promptInstall()) === 'dismissed') rest();
  };
  const steps =
    path === 'ios-safari'
      ? t`Tap the Share button in Safari's toolbar, then “Add to Home Screen”.`
      : path === 'ios-other'
        ? t`Open this page in Safari, tap the Share button, then “Add to Home Screen”.`
        : t`Open your browser's menu and choose “Install app” or “Add to Home screen”.`;

  return (
    <aside className={styles.reminder} aria-labelledby={titleId}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          d="M7 3h10a2 2 0 012 2v14a2 2 0 01-2 2H7a2 2 0 01-2-2V5a2 2 0 012-2z M12 8v6 M9 11l3 3 3-3 M10 18h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>{t`Add Contour to your home screen`}</h2>
        <p className={styles.detail}>{t`Your reports open with one tap, also without a connection.`}</p>
        {offer === 'offer' ? null : <p className={styles.steps}>{steps}</p>}
        <div className={styles.actions}>
          {offer === 'offer' ? <Button onClick={() => void install()}>{t`Add to home screen`}</Button> : null}
          <Button variant="ghost" onClick={rest}>{t`Not now`}</Button>
        </div>
      </div>
    </aside>
  );
}
