import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from 'urql';
import { useLingui, Trans } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Field } from '#src/ui/Field.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { session } from '#src/lib/session.ts';
import { Logout } from '../auth/useSignOut.ts';
import buttonStyles from '#src/ui/Button.module.css';
import { KIOSK_CONFIGURED, isKiosk } from '#src/lib/kiosk.ts';
import { setKiosk } from './setting.ts';
import { usePinCheck } from './usePinCheck.ts';
import { wipeMemberData, wipeStores } from './wipe.ts';
import styles from './Kiosk.module.css';

/** /kiosk: the shared tablet's start screen when kiosk mode is on; the staff setting that turns it on when it is off. */
export function KioskScreen() {
  const [on] = useState(isKiosk);
  return on ? <KioskStart /> : <KioskSetup />;
}

/** Invites members to read their scan: sign in on the tablet, or scan the scanner's code with their own phone. */
function KioskStart() {
  const { t } = useLingui();
  const [staffOpen, setStaffOpen] = useState(false);
  const pin = usePinCheck();
  useEffect(() => {
    // Installed and full screen, a tablet can hold landscape; elsewhere the browser refuses and the layout adapts.
    void (screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }).lock?.('landscape').catch(() => undefined);
  }, []);

  const turnOff = async () => {
    if (!(await pin.verify())) return;
    setKiosk(false);
    window.location.replace('/login');
  };

  return (
    <Screen title={t`Welcome`} wide>
      <div className={styles.start}>
        <section className={styles.welcome} aria-labelledby="kiosk-headline">
          <h2 id="kiosk-headline" className={styles.headline}>
            <Trans>See your body scan</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>
              Sign in to read your reports on this tablet. When you sign out, or after 2 minutes without a touch, everything of yours is
              removed from it.
            </Trans>
          </p>
          <Link to="/login" search={{}} className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.big}`}>{t`Sign in`}</Link>
        </section>
        <section className={styles.phone} aria-labelledby="kiosk-phone">
          <h2 id="kiosk-phone" className={styles.subhead}>
            <Trans>Or use your own phone</Trans>
          </h2>
          <ol className={styles.steps}>
            <li>
              <Trans>After your measurement, the scanner shows a code.</Trans>
            </li>
            <li>
              <Trans>Scan it with your phone's camera.</Trans>
            </li>
            <li>
              <Trans>Sign in, and your report opens on your phone.</Trans>
            </li>
          </ol>
        </section>
      </div>
      {KIOSK_CONFIGURED ? null : (
        <p className={styles.staff}>
          <button type="button" className={styles.staffButton} onClick={() => setStaffOpen(true)}>{t`Staff settings`}</button>
        </p>
      )}
      <ConfirmDialog
        open={staffOpen}
        title={t`Turn off kiosk mode?`}
        confirmLabel={t`Turn off`}
        busy={pin.busy}
        onConfirm={() => void turnOff()}
        onCancel={() => setStaffOpen(false)}
      >
        <p>
          <Trans>This tablet then works like a personal device again: members can stay signed in.</Trans>
        </p>
        <Field {...pin.field} />
      </ConfirmDialog>
    </Screen>
  );
}

/** Staff turn a device into a shared gym tablet with the server's PIN. */
function KioskSetup() {
  const { t } = useLingui();
  const pin = usePinCheck();
  const [, logout] = useMutation(Logout);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await pin.verify())) return;
    // Whoever is signed in on this device now is signed out, and nothing of theirs stays for the members.
    if (session.isSignedIn()) await wipeMemberData(() => logout({}));
    else await wipeStores();
    setKiosk(true);
    window.location.replace('/kiosk');
  };

  return (
    <Screen title={t`Kiosk mode`} back backTo="/login">
      <form className={styles.setup} onSubmit={(event) => void submit(event)} noValidate>
        <p>
          <Trans>Kiosk mode makes this device a tablet shared by the members of a gym:</Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Trans>a start screen that invites members to sign in;</Trans>
          </li>
          <li>
            <Trans>nobody stays signed in: no “Remember me”;</Trans>
          </li>
          <li>
            <Trans>after 2 minutes without a touch, a warning, then sign-out;</Trans>
          </li>
          <li>
            <Trans>at sign-out, the member's reports, 3D models and images are deleted from the device.</Trans>
          </li>
        </ul>
        <p className={styles.note}>
          <Trans>Turning it on signs out whoever is signed in on this device and deletes their data from it.</Trans>
        </p>
        <Field {...pin.field} />
        <Button type="submit" busy={pin.busy}>{t`Turn on kiosk mode`}</Button>
      </form>
    </Screen>
  );
}
