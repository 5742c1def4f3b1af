import { useEffect } from 'react';

/**
 * Keeps the screen on while `enabled` (the Screen Wake Lock API, where the browser has it). The browser drops the
 * lock when the page is hidden, so it is asked for again when the page comes back; it is released on leave.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (active) sentinel = next;
        else await next.release();
      } catch {
        // Refused (battery saver, a policy): the screen may dim, the code still works.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [enabled]);
}
