// Hands the network from /wifi to /wifi/qrcode in session storage (never in the URL, so the password stays out of
// history, logs and referrers); it survives a reload of the QR screen and is removed once the person leaves both.
import * as v from 'valibot';
import { readSessionJson, removeSession, writeSessionJson } from '#src/lib/storage.ts';
import type { WifiNetwork } from './payload.ts';

export const WIFI_SETUP_KEY = 'wifiSetup';

const NetworkSchema = v.object({
  ssid: v.pipe(v.string(), v.maxLength(200)),
  password: v.pipe(v.string(), v.maxLength(200)),
  security: v.picklist(['WPA', 'WEP', 'nopass']),
  hidden: v.boolean(),
});

export function readWifiSetup(): WifiNetwork | null {
  return readSessionJson(WIFI_SETUP_KEY, NetworkSchema);
}

export function writeWifiSetup(network: WifiNetwork): void {
  writeSessionJson(WIFI_SETUP_KEY, network);
}

export function clearWifiSetup(): void {
  removeSession(WIFI_SETUP_KEY);
}

/** Called when a WiFi screen goes away: the values stay only while the person moves between the two screens. */
export function clearWifiSetupUnlessIn(pathname: string): void {
  if (pathname !== '/wifi' && pathname !== '/wifi/' && pathname !== '/wifi/qrcode') clearWifiSetup();
}
