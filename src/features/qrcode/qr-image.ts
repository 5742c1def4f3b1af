// A QR code as a PNG file (for /qrcode/save): the module grid from `qrcode` (loaded on demand), drawn black on white
// with its quiet zone at a whole number of pixels per module, so it stays sharp when saved, printed or zoomed.
import type * as QRCodeLib from 'qrcode';
import type { QrMatrix } from '../wifi/qr.ts';

/** Light modules around the symbol that readers need to find it (ISO/IEC 18004), as on the WiFi screen. */
export const QUIET_ZONE = 4;

/**
 * The module grid, as the WiFi screen's qrMatrix() makes it (level M). Not imported from there: a module shared
 * by the WiFi screen and this one becomes a chunk of its own, and every chunk a route preloads is named in the
 * route table that /login loads.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  // A CommonJS package: depending on the bundler, its exports arrive as the namespace or as its default.
  const loaded: typeof QRCodeLib & { default?: typeof QRCodeLib } = await import('qrcode');
  const { modules } = (loaded.default ?? loaded).create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, modules: modules.data };
}

/** About this many pixels a side: large enough to print, small enough to share quickly (a few KB). */
export const QR_IMAGE_TARGET = 960;

export type QrRaster = { width: number; scale: number; data: Uint8ClampedArray<ArrayBuffer> };

/** The symbol as RGBA pixels: `scale` pixels a module (at least 1), the quiet zone included, opaque black on white. */
export function qrRaster({ size, modules }: QrMatrix, target = QR_IMAGE_TARGET): QrRaster {
  const total = size + 2 * QUIET_ZONE;
  const scale = Math.max(1, Math.floor(target / total));
  const width = total * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!modules[row * size + col]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (((row + QUIET_ZONE) * scale + y) * width + (col + QUIET_ZONE) * scale) * 4;
        for (let x = 0; x < scale; x += 1) {
          const offset = start + x * 4;
          data[offset] = 0;
          data[offset + 1] = 0;
          data[offset + 2] = 0;
        }
      }
    }
  }
  return { width, scale, data };
}

/** The PNG of `text`'s QR code. Rejects when the text does not fit a QR code or the browser can't encode PNG. */
export async function qrPng(text: string): Promise<{ blob: Blob; width: number }> {
  const { width, data } = qrRaster(await qrMatrix(text));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.putImageData(new ImageData(data, width, width), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG encoding failed');
  return { blob, width };
}
