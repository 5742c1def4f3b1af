// What a scanner's QR code holds: the URL it would open (http(s)://HOST/?scanId=…&deviceType=M30, see
// server/src/simulator/simulator.ts). Read here so the in-app camera goes on exactly as the link would.
import * as v from 'valibot';
import { DeviceTypeSchema, type DeviceType } from '#src/lib/storage.ts';
import { ScanIdSchema } from '#src/lib/search.ts';

export type ScannerCode = { scanId: string; deviceType: DeviceType | undefined };

/** The paths of the app that take a scanId: the landing (what the scanner prints) and the bind screen. */
const SCAN_PATHS: ReadonlySet<string> = new Set(['/', '/bind']);

/**
 * The scan a QR code's text points to, or null when it is not a scanner's code. The host is not checked: the
 * scanner prints PUBLIC_URL, which may differ from the address this app was opened at (a proxy, an IP), and the
 * scan is bound on this app's own server either way, just as when the link is opened.
 */
export function parseScannerCode(text: string): ScannerCode | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!SCAN_PATHS.has(url.pathname)) return null;
  const scanId = url.searchParams.get('scanId');
  if (scanId === null || !v.is(ScanIdSchema, scanId)) return null;
  const deviceType = url.searchParams.get('deviceType');
  return { scanId, deviceType: v.is(DeviceTypeSchema, deviceType) ? deviceType : undefined };
}
