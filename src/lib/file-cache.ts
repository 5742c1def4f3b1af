// Personal files (3D meshes, report images) fetched with the session token and kept in IndexedDB for
// offline use; wiped at sign-out.
import { createStore, del, get, set, clear } from 'idb-keyval';
import { session } from './session.ts';
import { OFFLINE_MAX_AGE_DAYS } from './offline-max-age.ts';
import { DATABASES } from './store-names.ts';

const store = createStore(DATABASES.files, 'files');

/** Sign-out (registered in graphql/client.ts, so it runs even when no screen loaded this module). */
export const clearFiles = (): Promise<void> => clear(store);

type Entry = { savedAt: number; bytes: ArrayBuffer };

/** The server has no such file (404): not a failure to retry, the file does not exist. */
export class FileMissingError extends Error {}
/** Offline copies expire like the report cache does. */
const MAX_AGE_MS = OFFLINE_MAX_AGE_DAYS * 24 * 3600 * 1000;

export async function fetchPersonalFile(key: string, url: string): Promise<ArrayBuffer> {
  const cached = await get<Entry>(key, store).catch(() => undefined);
  if (cached && Date.now() - cached.savedAt < MAX_AGE_MS) return cached.bytes;
  const token = session.token();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    if (cached) await del(key, store).catch(() => undefined);
    if (response.status === 404) throw new FileMissingError(url);
    throw new Error(`file ${response.status}`);
  }
  const bytes = await response.arrayBuffer();
  await set(key, { savedAt: Date.now(), bytes } satisfies Entry, store).catch(() => undefined);
  return bytes;
}
