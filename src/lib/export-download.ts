// The data exports (GET /api/account/export, the formats of src/shared/export-formats.ts): fetched with the bearer
// token, turned into a file the browser saves. The personal centre downloads the account's; a report's actions its own.

/* eslint-disable lingui/no-unlocalized-strings -- HTTP header names, media types and file names, not copy */

import { EXPORT_FORMATS, exportUrl, type ExportFormat } from '#shared/export-formats.ts';
import { readWithProgress, saveBlob } from './file-save.ts';

export type ExportOptions = Parameters<typeof exportUrl>[1];

export type ExportFailure = 'offline' | 'unauthorized' | 'not_found' | 'failed';

export class ExportError extends Error {
  constructor(readonly reason: ExportFailure) {
    super(reason);
  }
}

/** The file name from Content-Disposition, else contour-data.<extension>. */
export function fileNameOf(header: string | null, format: ExportFormat): string {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return /^[\w.\- ]{1,100}$/.test(name) ? name : `contour-data.${EXPORT_FORMATS[format].extension}`;
}

/** Downloads the export; `onProgress` gets 0..1 when the size is known, else null. */
export async function downloadExport(
  token: string,
  format: ExportFormat,
  onProgress: (share: number | null) => void,
  options: ExportOptions = {},
): Promise<void> {
  if (!navigator.onLine) throw new ExportError('offline');
  let response: Response;
  try {
    response = await fetch(exportUrl(format, options), { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  } catch {
    throw new ExportError(navigator.onLine ? 'failed' : 'offline');
  }
  if (response.status === 401) throw new ExportError('unauthorized');
  if (response.status === 404) throw new ExportError('not_found');
  if (!response.ok || !response.body) throw new ExportError('failed');
  const blob = await readWithProgress(response, onProgress);
  saveBlob(blob, fileNameOf(response.headers.get('Content-Disposition'), format));
}
