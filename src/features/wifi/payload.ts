// The WiFi QR payload the scanner reads: ZXing's de-facto `WIFI:` format, with its backslash escapes.
/* eslint-disable lingui/no-unlocalized-strings -- the payload's field names and markers, read by machines, not copy */
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export type WifiNetwork = {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
};

/** Characters that end or structure a field; a backslash before each keeps it literal. */
const SPECIAL = /[\\;,:"]/g;

export function escapeWifiValue(value: string): string {
  return value.replace(SPECIAL, (character) => `\\${character}`);
}

/**
 * `WIFI:T:<type>;S:<ssid>;P:<password>;H:true;;`: the password is left out of an open network and `H` of a
 * visible one, as ZXing's own encoder does.
 */
export function encodeWifiPayload(network: WifiNetwork): string {
  const fields = [`T:${network.security}`, `S:${escapeWifiValue(network.ssid)}`];
  if (network.security !== 'nopass') fields.push(`P:${escapeWifiValue(network.password)}`);
  if (network.hidden) fields.push('H:true');
  return `WIFI:${fields.join(';')};;`;
}

/** Splits on unescaped `;` and drops the escapes; null when the text is not a WiFi payload. */
export function parseWifiPayload(text: string): WifiNetwork | null {
  if (!text.startsWith('WIFI:') || !text.endsWith(';;')) return null;
  const fields = new Map<string, string>();
  let key: string | null = null;
  let value = '';
  const body = text.slice('WIFI:'.length, -1);
  for (let i = 0; i < body.length; i += 1) {
    const character = body[i]!;
    if (character === '\\' && i + 1 < body.length) {
      if (key === null) return null;
      i += 1;
      value += body[i];
    } else if (key === null) {
      if (character === ';') return null; // a field without a key
      if (character === ':') {
        key = value;
        value = '';
      } else value += character;
    } else if (character === ';') {
      if (fields.has(key)) return null;
      fields.set(key, value);
      key = null;
      value = '';
    } else value += character;
  }
  if (key !== null || value !== '') return null;
  const type = fields.get('T') ?? 'nopass';
  const ssid = fields.get('S');
  if (ssid === undefined || (type !== 'WPA' && type !== 'WEP' && type !== 'nopass')) return null;
  return { ssid, password: fields.get('P') ?? '', security: type, hidden: fields.get('H')?.toLowerCase() === 'true' };
}
