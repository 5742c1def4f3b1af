// Data export (GDPR art. 20): fetched with the bearer token, turned into a file the browser saves.

/* eslint-disable lingui/no-unlocalized-strings -- HTTP header names and media types, not copy */

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
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (total) onProgress(Math.min(1, received / total));
  }
  const type = response.headers.get('Content-Type') ?? (format === 'json' ? 'application/json' : 'text/csv');
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
