import { describe, expect, it } from 'vitest';
import { encodeWifiPayload, escapeWifiValue, parseWifiPayload, type WifiNetwork } from './payload.ts';
import { utf8Length, wifiIssues } from './validate.ts';

const wpa = (ssid: string, password: string, hidden = false): WifiNetwork => ({ ssid, password, security: 'WPA', hidden });

describe('encodeWifiPayload', () => {
  it("writes ZXing's format: type, name, password, two semicolons", () => {
    expect(encodeWifiPayload(wpa('Gym', 'secret123'))).toBe('WIFI:T:WPA;S:Gym;P:secret123;;');
    expect(encodeWifiPayload({ ssid: 'Old', password: 'abcde', security: 'WEP', hidden: false })).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
  });

  it('escapes backslash, semicolon, comma, colon and double quote with a backslash', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(encodeWifiPayload(wpa('Café;Gym "5G"', 'p@ss:w,rd\\;'))).toBe('WIFI:T:WPA;S:Café\\;Gym \\"5G\\";P:p@ss\\:w\\,rd\\\\\\;;;');
  });

  it('leaves other characters as they are: spaces, unicode, emoji', () => {
    expect(encodeWifiPayload(wpa(' 健身房 WiFi ', 'пароль🔒123'))).toBe('WIFI:T:WPA;S: 健身房 WiFi ;P:пароль🔒123;;');
  });

  it('an open network has no password field, whatever was typed', () => {
    expect(encodeWifiPayload({ ssid: 'Lobby', password: 'ignored', security: 'nopass', hidden: false })).toBe('WIFI:T:nopass;S:Lobby;;');
  });

  it('marks a hidden network with H:true, and only then', () => {
    expect(encodeWifiPayload(wpa('Back office', 'secret123', true))).toBe('WIFI:T:WPA;S:Back office;P:secret123;H:true;;');
    expect(encodeWifiPayload({ ssid: 'Back office', password: '', security: 'nopass', hidden: true })).toBe(
      'WIFI:T:nopass;S:Back office;H:true;;',
    );
  });
});

describe('parseWifiPayload', () => {
  const cases: WifiNetwork[] = [
    wpa('Café;Gym "5G"', 'p@ss:w,rd\\;'),
    wpa('\\;,:"', '"";;::,,\\\\'),
    wpa('ends with a backslash\\', 'trailing;'),
    wpa('مركز اللياقة', 'كلمة-سر-123', true),
    wpa('健身房', '密码密码密码密码'),
    wpa('😀 Fit', '🔑🔑🔑🔑🔑🔑🔑🔑'),
    { ssid: 'Open;Lobby', password: '', security: 'nopass', hidden: false },
    { ssid: 'Legacy', password: '0123456789abcdef0123456789', security: 'WEP', hidden: true },
  ];

  it.each(cases)('reads back what the encoder wrote: $ssid', (network) => {
    expect(parseWifiPayload(encodeWifiPayload(network))).toEqual(network);
  });

  it('reads fields in any order and H in any case', () => {
    expect(parseWifiPayload('WIFI:S:My\\;Net;P:pw12345678;T:WPA;H:TRUE;;')).toEqual(wpa('My;Net', 'pw12345678', true));
  });

  it('refuses text that is not a WiFi payload', () => {
    expect(parseWifiPayload('https://example.test')).toBeNull();
    expect(parseWifiPayload('WIFI:T:WPA;S:x;P:y;')).toBeNull();
    expect(parseWifiPayload('WIFI:T:WPA;P:y;;')).toBeNull();
    expect(parseWifiPayload('WIFI:T:WPA;S:a;b;P:y;;')).toBeNull();
    expect(parseWifiPayload('WIFI:T:WPA;S:a;S:b;;')).toBeNull();
    expect(parseWifiPayload('WIFI:T:LEAP;S:a;;')).toBeNull();
  });
});

describe('wifiIssues', () => {
  it('needs a network name of at most 32 bytes in UTF-8', () => {
    expect(wifiIssues(wpa('', 'secret123')).ssid).toBe('required');
    expect(wifiIssues(wpa('   ', 'secret123')).ssid).toBe('required');
    expect(wifiIssues(wpa('x'.repeat(32), 'secret123')).ssid).toBeUndefined();
    expect(wifiIssues(wpa('x'.repeat(33), 'secret123')).ssid).toBe('tooLong');
    // 11 CJK characters are 33 bytes; 10 are 30.
    expect(utf8Length('健'.repeat(11))).toBe(33);
    expect(wifiIssues(wpa('健'.repeat(11), 'secret123')).ssid).toBe('tooLong');
    expect(wifiIssues(wpa('健'.repeat(10), 'secret123')).ssid).toBeUndefined();
    expect(wifiIssues(wpa('😀'.repeat(8), 'secret123')).ssid).toBeUndefined();
    expect(wifiIssues(wpa('😀'.repeat(9), 'secret123')).ssid).toBe('tooLong');
  });

  it('WPA: a password of 8 to 63 characters, or 64 hex digits', () => {
    expect(wifiIssues(wpa('Gym', '')).password).toBe('required');
    expect(wifiIssues(wpa('Gym', '1234567')).password).toBe('wpaLength');
    expect(wifiIssues(wpa('Gym', '12345678')).password).toBeUndefined();
    expect(wifiIssues(wpa('Gym', 'a'.repeat(63))).password).toBeUndefined();
    expect(wifiIssues(wpa('Gym', 'a'.repeat(64))).password).toBeUndefined();
    expect(wifiIssues(wpa('Gym', 'g'.repeat(64))).password).toBe('wpaLength');
    expect(wifiIssues(wpa('Gym', '🔑'.repeat(8))).password).toBeUndefined();
  });

  it('WEP: 5, 13 or 16 ASCII characters, or 10, 26 or 32 hex digits', () => {
    const wep = (password: string) => wifiIssues({ ssid: 'Old', password, security: 'WEP', hidden: false }).password;
    for (const ok of ['abcde', 'abcdefghijklm', 'abcdefghijklmnop', '0123456789', 'A'.repeat(26), 'f'.repeat(32)])
      expect(wep(ok)).toBeUndefined();
    for (const bad of ['abcd', 'abcdef', 'g'.repeat(10), 'é'.repeat(5), '0'.repeat(12)]) expect(wep(bad)).toBe('wepKey');
    expect(wep('')).toBe('required');
  });

  it('an open network needs no password', () => {
    expect(wifiIssues({ ssid: 'Lobby', password: '', security: 'nopass', hidden: false })).toEqual({});
  });
});
