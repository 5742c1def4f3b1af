// The kiosk's idle rule: warned after 90 seconds without a touch, signed out at 2 minutes.

/** A member who leaves the tablet alone this long is signed out. */
export const KIOSK_IDLE_MS = 120_000;
/** The warning with its countdown shows this long before. */
export const KIOSK_WARNING_MS = 30_000;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; until: number } | { phase: 'expired' };

/** Where a member is, given their last touch and the time now, and when the countdown ends. */
export function idlePhase(lastActivity: number, now: number): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= KIOSK_IDLE_MS) return { phase: 'expired' };
  if (idle >= KIOSK_IDLE_MS - KIOSK_WARNING_MS) return { phase: 'warning', until: lastActivity + KIOSK_IDLE_MS };
  return { phase: 'active' };
}
