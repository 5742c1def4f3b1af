// Everything of a member on this device goes at a kiosk sign-out: the session, every IndexedDB database (the
// offline report cache, meshes, images), Cache Storage entries other than the app's own code, and local and
// session storage except the device's kiosk setting.
import { session } from '#src/lib/session.ts';
import { KEYS } from '#src/lib/storage.ts';
import { CODE_CACHES, DATABASES } from '#src/lib/store-names.ts';

/** The app's own databases, deleted even where indexedDB.databases() is missing. */
const APP_DATABASES = Object.values(DATABASES);
/** Caches holding only the app's code (sw/sw.ts): the precache and hashed chunks. Nothing personal is in them. */
const isCodeCache = (name: string) => name.startsWith(CODE_CACHES.precachePrefix) || name.startsWith(CODE_CACHES.assets);
/** A delete blocked by a connection this page still holds finishes when the page unloads; nobody waits longer. */
const DELETE_WAIT_MS = 1500;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    const timer = setTimeout(resolve, DELETE_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
  });
}

function clearStorage(): void {
  try {
    const kiosk = localStorage.getItem(KEYS.kiosk);
    localStorage.clear();
    if (kiosk !== null) localStorage.setItem(KEYS.kiosk, kiosk);
    sessionStorage.clear();
  } catch {
    // Storage disabled: there is nothing in it.
  }
}

/**
 * Deletes the stores without touching the server session; also run at start, before anything opens a database.
 * Storage goes first and at once: nothing later may clear a token someone has just signed in with.
 */
export async function wipeStores(): Promise<void> {
  clearStorage();
  const listed = typeof indexedDB.databases === 'function' ? await indexedDB.databases().catch(() => []) : [];
  // The service worker's expiration index of code chunks (workbox-*) holds nothing personal and is its to keep.
  const names = new Set([...APP_DATABASES, ...listed.map((db) => db.name ?? '').filter((name) => name && !name.startsWith('workbox-'))]);
  await Promise.all([...names].map(deleteDatabase));
  if ('caches' in window) {
    const keys = await caches.keys().catch(() => []);
    await Promise.all(keys.filter((key) => !isCodeCache(key)).map((key) => caches.delete(key)));
  }
}

/** The member's session ends on the server (when reachable), then nothing of theirs stays here. */
export async function wipeMemberData(logout: () => Promise<unknown>): Promise<void> {
  const LOGOUT_WAIT_MS = 3000;
  await Promise.race([logout().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  await session.signOut();
  await wipeStores();
}
