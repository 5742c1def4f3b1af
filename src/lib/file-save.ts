// Files the app hands to the person: a response body read with progress, and a blob saved under a file name.

/** Reads a response's body; `onProgress` gets 0..1 when the size is known, else null. */
export async function readWithProgress(response: Response, onProgress: (share: number | null) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
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
  return new Blob(chunks as BlobPart[], { type });
}

/** Saves a blob under a file name through a temporary link: a download (on iOS, the file preview). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the file after click() returns: keep the URL a while.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
