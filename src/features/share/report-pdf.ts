// The report's PDF from the server (GET /api/reports/<id>/pdf, printed there in the app's language and unit), read
// with progress, then handed to the browser as a download.
import { readWithProgress } from '#src/lib/file-save.ts';
import { readToken } from '#src/lib/storage.ts';

export type PdfProgress = { phase: 'making' } | { phase: 'receiving'; fraction: number | null };

/** `busy`: the server is printing as many PDFs as it takes (503 with Retry-After); `unavailable`: it can't print. */
export type PdfFailure = 'offline' | 'not_found' | 'busy' | 'unavailable' | 'failed' | 'unauthorized';

export class PdfDownloadError extends Error {
  constructor(readonly reason: PdfFailure) {
    super(reason);
  }
}

export async function fetchReportPdf(
  reportId: string,
  options: { locale: string; unit: 'metric' | 'imperial'; onProgress: (progress: PdfProgress) => void; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string }> {
  if (!navigator.onLine) throw new PdfDownloadError('offline');
  options.onProgress({ phase: 'making' });
  const query = new URLSearchParams({ lang: options.locale, unit: options.unit });
  let response: Response;
  try {
    response = await fetch(`/api/reports/${encodeURIComponent(reportId)}/pdf?${query}`, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP auth scheme, not copy
      headers: { authorization: `Bearer ${readToken() ?? ''}` },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new PdfDownloadError('offline');
  }
  if (!response.ok) {
    const busy = response.status === 503 && response.headers.has('retry-after');
    throw new PdfDownloadError(
      response.status === 401
        ? 'unauthorized'
        : response.status === 404
          ? 'not_found'
          : busy
            ? 'busy'
            : response.status === 503
              ? 'unavailable'
              : 'failed',
    );
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'contour-report.pdf';
  const blob = await readWithProgress(response, (fraction) => options.onProgress({ phase: 'receiving', fraction }));
  return { blob, fileName };
}
