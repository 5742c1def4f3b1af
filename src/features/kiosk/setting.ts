// Staff turn kiosk mode on or off on this device (/kiosk, after the server checked their PIN).
import { KEYS, writeLocal } from '#src/lib/storage.ts';

export function setKiosk(on: boolean): void {
  if (on) {
    writeLocal(KEYS.kiosk, 'on');
    // A shared tablet keeps no cookie with which the server would draw someone's report.
    void import('#src/lib/document-session.ts').then((module) => module.dropDocumentCookies()).catch(() => undefined);
  } else {
    try {
      localStorage.removeItem(KEYS.kiosk);
    } catch {
      // Storage disabled: the setting was never stored either.
    }
  }
}
