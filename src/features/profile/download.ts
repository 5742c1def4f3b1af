// Data export (GDPR art. 20): fetched with the bearer token, turned into a file the browser saves.

/* eslint-disable lingui/no-unlocalized-strings -- HTTP header names and media types, not copy */

import { readWithProgress, saveBlob } from '#src/lib/file-save.ts';

export type ExportFormat = 'json' | 'csv';

export class ExportError extends Error {
  constructor(readonly reason: 'offline' | 'unauthorized' | 'failed') {
    super(reason);
  }
}

/** The file name from Content-Disposition, else contour-data.<format>. */
export function fileNameOf(header: string | null, format: ExportFormat): string {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return /^[\w.\- ]{1,100}$/.test(name) ? name : `contour-data.${format}`;
}

/** Downloads the export; `onProgress` gets 0..1 when the size is known, else null. */
export async function downloadExport(token: string, format: ExportFormat, onProgress: (share: number | null) => void): Promise<void> {
  if (!navigator.onLine) throw new ExportError('offline');
  let response: Response;
  try {
    response = await fetch(`/api/account/export?format=${format}`, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  } catch {
    throw new ExportError(navigator.onLine ? 'failed' : 'offline');
  }
  if (response.status === 401) throw new ExportError('unauthorized');
  if (!response.ok || !response.body) throw new ExportError('failed');
  const blob = await readWithProgress(response, onProgress);
  saveBlob(blob, fileNameOf(response.headers.get('Content-Disposition'), format));
}
