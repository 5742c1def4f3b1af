/**
 * Offline copies (the report cache in IndexedDB, 3D meshes and report images) are used for at most this many days
 * after they were saved; older ones are dropped and fetched again (docs/decisions.md: offline copies expire).
 * docs/offline-and-kiosk.md: Offline.
 */
export const OFFLINE_MAX_AGE_DAYS = 14;
