// Every name under which the app keeps something on the device besides local and session storage (their keys are
// in storage.ts): IndexedDB databases and Cache Storage caches. The kiosk wipe (features/kiosk/wipe.ts) deletes by
// these names, the service worker (sw/sw.ts) caches by them.

/**
 * IndexedDB: graphcache's offline copy of the API's answers, the 3D meshes and report images, and the last drawing of
 * a person's pages (lib/page-snapshot.ts), which the service worker answers their next load with.
 */
export const DATABASES = { graphcache: 'contour-graphcache', files: 'contour-files', pages: 'contour-pages' } as const;

/** Cache Storage that holds only the app's own code (the precache and hashed chunks): nothing personal. */
export const CODE_CACHES = { assets: 'contour-assets', precachePrefix: 'workbox-precache' } as const;
