// The browser's offer to install the app (Chromium's `beforeinstallprompt`) comes once, early, often before any
// screen wants it: it is kept here from the start, and the screens that remind people read it (useInstallOffer).
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';
type OfferEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offer: OfferEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Listens for the offer and for an installation; called once at boot. */
export function captureInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // shown when the person is ready for it, not as the browser's own mini bar
    offer = event as OfferEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'offer' while the browser can show its install dialog, 'installed' after it did, else 'none'. */
export function installOfferState(): 'offer' | 'installed' | 'none' {
  return installed ? 'installed' : offer ? 'offer' : 'none';
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  notify();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome;
}
