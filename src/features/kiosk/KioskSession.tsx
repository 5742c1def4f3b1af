import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLingui, Plural, Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Button } from '#src/ui/Button.tsx';
import dialogStyles from '#src/ui/ConfirmDialog.module.css';
import { useModalDialog } from '#src/ui/useModalDialog.ts';
import { useCountdown } from '#src/lib/useCountdown.ts';
import { session } from '#src/lib/session.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { idlePhase, type IdlePhase } from './idle.ts';
import { wipeStores } from './wipe.ts';
import styles from './Kiosk.module.css';

/** What counts as someone at the tablet. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * On a kiosk tablet, off its start screen: a bar to sign out, and the idle watch. After 90 seconds without a touch
 * a warning counts down the last 30; at 2 minutes the member is signed out and everything of theirs is wiped. Someone
 * who left the sign-in form half-filled gets the start screen back the same way.
 */
export function KioskSession() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname === '/kiosk') return null;
  return <IdleWatch />;
}

function IdleWatch() {
  const { t } = useLingui();
  const signOut = useSignOut();
  const signedIn = session.isSignedIn();
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const [leaving, setLeaving] = useState(false);
  // While the warning shows, only its buttons (or Escape, or a tap beside it) answer it: a touch that lands on
  // "Sign out now" must not first count as activity and take the warning away under the finger.
  const warning = useRef(false);
  useEffect(() => {
    warning.current = phase.phase === 'warning';
  }, [phase]);
  const stay = useCallback(() => setLastActivity(Date.now()), []);

  useEffect(() => {
    const touch = () => {
      if (!warning.current) setLastActivity(Date.now());
    };
    for (const type of ACTIVITY) window.addEventListener(type, touch, { capture: true, passive: true });
    // The watch is on (it loads after the screen it watches): what the end-to-end tests wait for before they move
    // the clock, since a watch that starts later counts from its own start.
    document.documentElement.dataset['idleWatch'] = '';
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, touch, { capture: true });
      delete document.documentElement.dataset['idleWatch'];
    };
  }, []);

  useEffect(() => {
    // Checked against the wall clock: a tablet that slept past the limit signs out as soon as it wakes.
    const check = () => setPhase(idlePhase(lastActivity, Date.now()));
    check();
    const timer = window.setInterval(check, 1000);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [lastActivity]);

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    if (signedIn) await signOut();
    else {
      await wipeStores();
      window.location.replace('/kiosk');
    }
  };

  useEffect(() => {
    if (phase.phase === 'expired') void leave();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `leave` runs once, guarded by `leaving`
  }, [phase]);

  return (
    <>
      {signedIn ? (
        <div className={styles.bar} role="region" aria-label={t`Shared tablet`}>
          <span>
            <Trans>Shared tablet: sign out when you're done.</Trans>
          </span>
          <button type="button" className={styles.barButton} onClick={() => void leave()} disabled={leaving}>{t`Sign out`}</button>
        </div>
      ) : null}
      {phase.phase === 'warning' && !leaving ? (
        <IdleWarning until={phase.until} signedIn={signedIn} onStay={stay} onLeave={() => void leave()} />
      ) : null}
    </>
  );
}

type IdleWarningProps = { until: number; signedIn: boolean; onStay: () => void; onLeave: () => void };

/** The last 30 seconds: a modal countdown. Escape or a tap beside it means "still here", like the first button. */
function IdleWarning({ until, signedIn, onStay, onLeave }: IdleWarningProps) {
  const { t } = useLingui();
  const seconds = useCountdown(until);
  const stayButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Shown while mounted; what had focus when the warning came up gets it back when the member stays.
  const { ref, onBackdropClick } = useModalDialog(true, onStay);
  useEffect(() => stayButton.current?.focus(), []);
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClick={onBackdropClick}
    >
      <div className={dialogStyles.box}>
        <h2 id={titleId} className={dialogStyles.title}>{t`Are you still there?`}</h2>
        <p id={bodyId} className={dialogStyles.body}>
          {signedIn ? (
            <Trans>
              For your privacy, you'll be signed out in <Plural value={seconds} one="# second" other="# seconds" />.
            </Trans>
          ) : (
            <Trans>
              For your privacy, this screen starts over in <Plural value={seconds} one="# second" other="# seconds" />.
            </Trans>
          )}
        </p>
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={onLeave}>
            {signedIn ? t`Sign out now` : t`Start over`}
          </Button>
          <Button onClick={onStay} ref={stayButton}>
            {signedIn ? t`Stay signed in` : t`Continue`}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
