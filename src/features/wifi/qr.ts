// The QR symbol as a grid of modules, from the `qrcode` package (loaded on demand, so it stays out of /login).
import type * as QRCodeLib from 'qrcode';

/** Light modules around the symbol that readers need to find it (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

export type QrMatrix = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Row-major, 1 for a dark module. */
  modules: Uint8Array;
};

export async function qrMatrix(text: string): Promise<QrMatrix> {
  // A CommonJS package: depending on the bundler, its exports arrive as the namespace or as its default.
  const loaded: typeof QRCodeLib & { default?: typeof QRCodeLib } = await import('qrcode');
  const lib = loaded.default ?? loaded;
  // Level M: the scanner reads it from a hand-held screen with glare; larger modules matter more than level Q's repair.
  const { modules } = lib.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, modules: modules.data };
}

/** One SVG path of the dark modules, runs of a row merged, in module units with the quiet zone as offset. */
export function qrSvgPath({ size, modules }: QrMatrix): string {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules[row * size + col]) col += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data, not copy
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return path;
}

/**
 * The largest size (CSS pixels) at which each module is a whole number of device pixels, so edges stay sharp,
 * for a symbol with its quiet zone in a box of `available` CSS pixels.
 */
export function crispSize(available: number, modulesWithQuietZone: number, devicePixelRatio: number): number {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const modulePixels = Math.max(1, Math.floor((available * ratio) / modulesWithQuietZone));
  return (modulePixels * modulesWithQuietZone) / ratio;
}
