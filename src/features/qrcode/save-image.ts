// Saving a PNG the app made: the share sheet on a phone that can share files (its "Save image" puts it in the photos),
// a download elsewhere. A refusal by the browser or the system is told apart, for spec 8's "allow permissions" message.

import { saveBlob } from '#src/lib/file-save.ts';

export type SaveOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The browser or the system refused to save or share (no permission, a policy, not allowed in this context). */
export class SaveRefusedError extends Error {
  override readonly name = 'SaveRefusedError';
  constructor(
    readonly via: 'share' | 'download',
    cause: unknown,
  ) {
    super(`${via} refused`, { cause });
  }
}

/** A touch screen as the main pointer: a phone or tablet, where the share sheet is how pictures are saved. */
const COARSE_POINTER = '(pointer: coarse)';

/** NotAllowedError and SecurityError are how browsers say that a permission or a policy stopped an action. */
export function isRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
  );
}

/** `contour-report-2026-11-21.png`: the kind of picture and the day it was saved (UTC), safe in every file system. */
export function imageFileName(kind: 'report' | 'report-qr', when: Date = new Date()): string {
  return `contour-${kind}-${when.toISOString().slice(0, 10)}.png`;
}

/** A phone's share sheet: a touch screen whose browser shares files (desktop browsers download instead). */
function shareSheetFor(file: File): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  if (!window.matchMedia(COARSE_POINTER).matches) return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Saves `blob` as `fileName`. Call it straight from a click: the share sheet needs the tap's user activation.
 * Rejects with SaveRefusedError when the browser refuses; a share sheet closed without choosing is 'cancelled'.
 */
export async function saveImage(blob: Blob, fileName: string): Promise<SaveOutcome> {
  const file = new File([blob], fileName, { type: blob.type || 'image/png' });
  if (shareSheetFor(file)) {
    try {
      await navigator.share({ files: [file] });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      if (isRefusal(error)) throw new SaveRefusedError('share', error);
      // Another failure (a share target that declines the file): a download still saves it.
    }
  }
  try {
    saveBlob(file, fileName);
  } catch (error) {
    throw isRefusal(error) ? new SaveRefusedError('download', error) : error;
  }
  return 'downloaded';
}
