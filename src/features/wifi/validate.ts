// The network rules a scanner will accept: an SSID of at most 32 bytes, WPA passphrases and WEP key lengths.
import type { WifiNetwork } from './payload.ts';

export type WifiIssues = {
  ssid?: 'required' | 'tooLong';
  password?: 'required' | 'wpaLength' | 'wepKey';
};

const HEX = /^[0-9a-f]+$/i;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** WPA: a passphrase of 8 to 63 characters, or the 256-bit key itself as 64 hex digits. */
function wpaPasswordValid(password: string): boolean {
  const length = [...password].length;
  return (length >= 8 && length <= 63) || (password.length === 64 && HEX.test(password));
}

/** WEP: 40, 104 or 128-bit keys, as 5, 13 or 16 ASCII characters or 10, 26 or 32 hex digits. */
function wepKeyValid(key: string): boolean {
  if (HEX.test(key) && [10, 26, 32].includes(key.length)) return true;
  return PRINTABLE_ASCII.test(key) && [5, 13, 16].includes(key.length);
}

export function wifiIssues(network: WifiNetwork): WifiIssues {
  const issues: WifiIssues = {};
  // Spaces are legal in a network name, so the value is kept as typed; only a blank one is refused.
  if (network.ssid.trim() === '') issues.ssid = 'required';
  else if (utf8Length(network.ssid) > 32) issues.ssid = 'tooLong';
  if (network.security === 'nopass') return issues;
  if (network.password === '') issues.password = 'required';
  else if (network.security === 'WPA' && !wpaPasswordValid(network.password)) issues.password = 'wpaLength';
  else if (network.security === 'WEP' && !wepKeyValid(network.password)) issues.password = 'wepKey';
  return issues;
}
