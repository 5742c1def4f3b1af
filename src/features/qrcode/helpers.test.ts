import { describe, expect, it } from 'vitest';
import { frameSize } from './decoder.ts';
import { imageScale } from './report-image.ts';
import { imageFileName, isRefusal } from './save-image.ts';
import { cameraErrorState } from './useQrScanner.ts';

describe('cameraErrorState', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s → %s', (name, state) => {
    expect(cameraErrorState(new DOMException('x', name))).toBe(state);
  });
  it('anything else is a failure', () => {
    expect(cameraErrorState(new TypeError('x'))).toBe('failed');
    expect(cameraErrorState(undefined)).toBe('failed');
  });
});

describe('isRefusal', () => {
  it('NotAllowedError and SecurityError are refusals; a cancelled share sheet is not', () => {
    expect(isRefusal(new DOMException('no', 'NotAllowedError'))).toBe(true);
    expect(isRefusal(new DOMException('no', 'SecurityError'))).toBe(true);
    expect(isRefusal(new DOMException('closed', 'AbortError'))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});

describe('imageFileName', () => {
  it('names the kind and the day', () => {
    expect(imageFileName('report', new Date('2026-11-21T23:30:00Z'))).toBe('contour-report-2026-11-21.png');
    expect(imageFileName('report-qr', new Date('2026-01-02T00:00:00Z'))).toBe('contour-report-qr-2026-01-02.png');
  });
});

describe('frameSize', () => {
  it('scales the longer side down to 640, keeping proportions', () => {
    expect(frameSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(frameSize(720, 1280)).toEqual({ width: 360, height: 640 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 0)).toEqual({ width: 1, height: 1 });
  });
});

describe('imageScale', () => {
  it('the screen’s ratio, at most 2, at least 1 for a normal report', () => {
    expect(imageScale(390, 3000, 3)).toBe(2);
    expect(imageScale(390, 3000, 1)).toBe(1);
  });
  it('lowered so a very long report stays under 16 million pixels', () => {
    const scale = imageScale(1100, 12000, 2);
    expect(scale).toBeLessThan(2);
    expect(1100 * 12000 * scale * scale).toBeLessThanOrEqual(16_000_001);
  });
});
