import { describe, expect, it } from 'vitest';
import { parseScannerCode } from './scanner-code.ts';

const ID = 'mK3d9_QxZr-7aB2cD4eF6g';

describe('parseScannerCode', () => {
  it('reads the URL the scanner prints', () => {
    expect(parseScannerCode(`http://localhost:8080/?scanId=${ID}&deviceType=M30`)).toEqual({ scanId: ID, deviceType: 'M30' });
    expect(parseScannerCode(`https://contour.example/?deviceType=S30&scanId=${ID}`)).toEqual({ scanId: ID, deviceType: 'S30' });
  });

  it('takes any host (the scanner prints PUBLIC_URL) and the bind path, with spaces around', () => {
    expect(parseScannerCode(`  https://10.0.0.5:8443/bind?scanId=${ID}\n`)).toEqual({ scanId: ID, deviceType: undefined });
  });

  it('drops an unknown device type but keeps the scan', () => {
    expect(parseScannerCode(`https://h.example/?scanId=${ID}&deviceType=X99`)).toEqual({ scanId: ID, deviceType: undefined });
  });

  it.each([
    ['plain text', 'hello'],
    ['a WiFi code', 'WIFI:T:WPA;S:Gym;P:secret123;;'],
    ['a share link', 'https://contour.example/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['no scanId', 'https://contour.example/?deviceType=M30'],
    ['a scanId too short', 'https://contour.example/?scanId=abc'],
    ['a scanId with bad characters', 'https://contour.example/?scanId=abcdefgh%3Cscript%3E'],
    ['another path', `https://contour.example/report?scanId=${ID}`],
    ['another scheme', `javascript://contour.example/?scanId=${ID}`],
    ['a bare scan id', ID],
    ['empty', ''],
  ])('is not a scanner code: %s', (_, text) => {
    expect(parseScannerCode(text)).toBeNull();
  });
});
