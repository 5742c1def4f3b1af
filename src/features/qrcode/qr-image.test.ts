// Issue 7's round trip for the QR image of a share link and for a scanner's code: the pixels the app turns into a
// PNG, read back by an independent decoder (jsQR).
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import * as wifi from '../wifi/qr.ts';
import { QR_IMAGE_TARGET, QUIET_ZONE, qrMatrix, qrRaster } from './qr-image.ts';
import { parseScannerCode } from './scanner-code.ts';

const SHARE = 'https://contour.example/s/Qm9keVNjYW5SZXBvcnRUb2tlbl9fX19fX19fX19fX18';
const SCANNER = 'http://localhost:8080/?scanId=mK3d9_QxZr-7aB2cD4eF6g&deviceType=M30';

describe('qrRaster', () => {
  it('draws the same symbol as the WiFi screen, with the same quiet zone', async () => {
    expect(QUIET_ZONE).toBe(wifi.QUIET_ZONE);
    expect(await qrMatrix(SHARE)).toEqual(await wifi.qrMatrix(SHARE));
  });

  it('a share link decodes back to itself', async () => {
    const { width, data } = qrRaster(await qrMatrix(SHARE));
    expect(jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(SHARE);
  });

  it('whole pixels a module, the quiet zone white, about the target size', async () => {
    const matrix = await qrMatrix(SHARE);
    const { width, scale, data } = qrRaster(matrix);
    expect(width).toBe((matrix.size + 2 * QUIET_ZONE) * scale);
    expect(width).toBeLessThanOrEqual(QR_IMAGE_TARGET);
    expect(width).toBeGreaterThan(QR_IMAGE_TARGET * 0.85);
    // The whole quiet-zone band along the top is white and opaque.
    const band = data.subarray(0, QUIET_ZONE * scale * width * 4);
    expect(band.every((value) => value === 255)).toBe(true);
    // The top-left finder pattern's corner module is black.
    const corner = (QUIET_ZONE * scale * width + QUIET_ZONE * scale) * 4;
    expect([...data.subarray(corner, corner + 4)]).toEqual([0, 0, 0, 255]);
  });

  it('a scanner’s code read by jsQR gives its scan', async () => {
    const { width, data } = qrRaster(await qrMatrix(SCANNER), 200);
    const text = jsQR(data, width, width)?.data;
    expect(text).toBe(SCANNER);
    expect(parseScannerCode(text!)).toEqual({ scanId: 'mK3d9_QxZr-7aB2cD4eF6g', deviceType: 'M30' });
  });
});
