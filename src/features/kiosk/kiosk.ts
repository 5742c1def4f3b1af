// Kiosk mode: this device is a tablet shared by a gym's members (DESIGN.md, Kiosk mode). Staff turn it on per device
// with the server's PIN (/kiosk), or a build for a gym's tablets has it always on (VITE_KIOSK=on, README).
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from '../../lib/storage.ts';

/** Set by the build's configuration: then staff can't turn it off on the device. */
export const KIOSK_CONFIGURED = (import.meta.env['VITE_KIOSK'] as string | undefined) === 'on';

/** A member who leaves the tablet alone this long is signed out. */
export const KIOSK_IDLE_MS = 120_000;
/** The warning with its countdown shows this long before. */
export const KIOSK_WARNING_MS = 30_000;

export function isKiosk(): boolean {
  return KIOSK_CONFIGURED || readLocal(KEYS.kiosk, v.nullable(v.literal('on')), null) === 'on';
}

export function setKiosk(on: boolean): void {
  if (on) writeLocal(KEYS.kiosk, 'on');
  else {
    try {
      localStorage.removeItem(KEYS.kiosk);
    } catch {
      // Storage disabled: the setting was never stored either.
    }
  }
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; until: number } | { phase: 'expired' };

/** Where a member is after `idleMs` without touching the screen, and when the countdown ends. */
export function idlePhase(lastActivity: number, now: number): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= KIOSK_IDLE_MS) return { phase: 'expired' };
  if (idle >= KIOSK_IDLE_MS - KIOSK_WARNING_MS) return { phase: 'warning', until: lastActivity + KIOSK_IDLE_MS };
  return { phase: 'active' };
}
