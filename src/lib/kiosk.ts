// Kiosk mode: this device is a tablet shared by a gym's members (docs/offline-and-kiosk.md, Kiosk mode). Staff turn it on per device
// with the server's PIN (/kiosk), or a build for a gym's tablets has it always on (VITE_KIOSK=on, docs/configuration.md).
import * as v from 'valibot';
import { KEYS, readLocal } from '#src/lib/storage.ts';

/** Set by the build's configuration: then staff can't turn it off on the device. */
export const KIOSK_CONFIGURED = (import.meta.env['VITE_KIOSK'] as string | undefined) === 'on';

export function isKiosk(): boolean {
  return KIOSK_CONFIGURED || readLocal(KEYS.kiosk, v.nullable(v.literal('on')), null) === 'on';
}
