// Issue 7's round trip: the QR the app draws, read back by an independent decoder (jsQR), gives the payload back.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeWifiPayload, parseWifiPayload, type WifiNetwork } from './payload.ts';
import { QUIET_ZONE, crispSize, qrMatrix, qrSvgPath, type QrMatrix } from './qr.ts';

/** The symbol as RGBA pixels, black on white with its quiet zone, `scale` pixels per module. */
function toPixels({ size, modules }: QrMatrix, scale: number): { data: Uint8ClampedArray; width: number } {
  const width = (size + 2 * QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!modules[row * size + col]) continue;
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + QUIET_ZONE) * scale + y) * width + (col + QUIET_ZONE) * scale + x) * 4;
          data[offset] = data[offset + 1] = data[offset + 2] = 0;
        }
      }
    }
  }
  return { data, width };
}

async function roundTrip(text: string, scale = 4): Promise<string | undefined> {
  const { data, width } = toPixels(await qrMatrix(text), scale);
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

const networks: WifiNetwork[] = [
  { ssid: 'Café;Gym "5G"', password: 'p@ss:w,rd\\;', security: 'WPA', hidden: false },
  { ssid: '\\;,:"', password: '\\\\;;,,::""', security: 'WPA', hidden: true },
  { ssid: 'مركز اللياقة', password: 'كلمة-سر-123', security: 'WPA', hidden: false },
  { ssid: '健身房 5G', password: '密码:12345678', security: 'WPA', hidden: true },
  { ssid: 'Открытая сеть', password: '', security: 'nopass', hidden: false },
  { ssid: 'Legacy,WEP', password: '0123456789abcdef0123456789', security: 'WEP', hidden: false },
  { ssid: 'x'.repeat(32), password: 'P'.repeat(63), security: 'WPA', hidden: true },
];

describe('QR round trip (qrcode → pixels → jsQR)', () => {
  it.each(networks)('WiFi payload for $ssid decodes to the same network', async (network) => {
    const payload = encodeWifiPayload(network);
    const decoded = await roundTrip(payload);
    expect(decoded).toBe(payload);
    expect(parseWifiPayload(decoded!)).toEqual(network.security === 'nopass' ? { ...network, password: '' } : network);
  });

  it('reads at one pixel per module too (the smallest crisp size)', async () => {
    const payload = encodeWifiPayload(networks[0]!);
    expect(await roundTrip(payload, 1)).toBe(payload);
  });
});

describe('drawing helpers', () => {
  it('the SVG path covers exactly the dark modules', async () => {
    const matrix = await qrMatrix('WIFI:T:WPA;S:Gym;P:secret123;;');
    const runs = [...qrSvgPath(matrix).matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    const drawn = new Set<number>();
    for (const [, x, y, length] of runs) {
      for (let i = 0; i < Number(length); i += 1) drawn.add((Number(y) - QUIET_ZONE) * matrix.size + Number(x) - QUIET_ZONE + i);
    }
    const dark = [...matrix.modules.keys()].filter((i) => matrix.modules[i]);
    expect([...drawn].sort((a, b) => a - b)).toEqual(dark);
  });

  it('crispSize gives whole device pixels per module and fits the box', () => {
    expect(crispSize(358, 41, 1)).toBe(328);
    expect(crispSize(358, 41, 3)).toBeCloseTo((26 * 41) / 3);
    expect(Math.round(crispSize(358, 41, 2.625) * 2.625) % 41).toBe(0);
    expect(crispSize(358, 41, 2.625)).toBeLessThanOrEqual(358);
    expect(crispSize(10, 41, 1)).toBe(41);
  });
});
