// Reading QR codes from the camera's video: the browser's own BarcodeDetector where it has one (Android, ChromeOS,
// macOS), otherwise jsQR on a downscaled frame. jsQR is loaded here, on the scan screen, never with the app.
import type jsQRFunction from 'jsqr';

type JsQR = typeof jsQRFunction;

export type QrDecoder = {
  kind: 'native' | 'jsqr';
  /** The texts of the QR codes in the video's current frame (none when there is none or no frame yet). */
  decode: (video: HTMLVideoElement) => Promise<string[]>;
};

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
};

/** jsQR's frame: the longer side at most this many pixels (a QR held at a phone's arm's length reads well; ~40 ms a frame). */
export const JSQR_MAX_SIDE = 640;

/** The size of the frame handed to jsQR: the video's own, scaled down to JSQR_MAX_SIDE, proportions kept. */
export function frameSize(videoWidth: number, videoHeight: number, maxSide = JSQR_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(videoWidth, videoHeight, 1));
  return { width: Math.max(1, Math.round(videoWidth * scale)), height: Math.max(1, Math.round(videoHeight * scale)) };
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return { kind: 'native', decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
  } catch {
    // Present but unusable (some desktop builds throw on construction): the library reads the frames instead.
    return null;
  }
}

/**
 * jsQR is a UMD bundle whose module.exports is `{ __esModule, default: jsQR }`: depending on the bundler's interop the
 * function is the namespace's default or that default's default.
 */
function pickFunction(loaded: unknown): JsQR {
  let value = loaded;
  for (let depth = 0; depth < 3; depth += 1) {
    if (typeof value === 'function') return value as JsQR;
    value = typeof value === 'object' && value !== null && 'default' in value ? value.default : undefined;
  }
  throw new Error('jsqr did not load');
}

async function jsqrDecoder(): Promise<QrDecoder> {
  const jsQR = pickFunction(await import('jsqr'));
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return {
    kind: 'jsqr',
    decode: async (video) => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return [];
      const { width, height } = frameSize(video.videoWidth, video.videoHeight);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      // Scanner screens show dark modules on light; 'attemptBoth' would also read inverted codes at twice the cost.
      const code = jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' });
      return code ? [code.data] : [];
    },
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsqrDecoder();
}
