/// <reference lib="webworker" />
// The service worker: precaches the app shell, answers navigations with it offline, caches locale and
// 3D code chunks at runtime, and never answers /api or /reptfile (personal data lives in IndexedDB only).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CODE_CACHES } from '../src/lib/store-names.ts';
import { composePage, keptDrawing, snapshotKey } from '../src/lib/page-snapshot.ts';
import { isPersonPage } from '../src/shared/server-render.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// '/' is not the precached index.html's: navigations are answered below (home may have its last drawing).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * A navigation gets the app's shell; a person's page that the app drew before (lib/page-snapshot.ts) gets that drawing
 * in the shell, with its data, as the server draws a first visit: it shows at once, online or not, and the app takes
 * it over and refreshes its data.
 */
async function navigation({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return fetch(request);
  if (!isPersonPage(url.pathname)) return shell;
  const snapshot = await keptDrawing(snapshotKey(url));
  if (!snapshot) return shell;
  const template = await shell.text();
  const drawn = composePage(template, snapshot, Date.now());
  return new Response(drawn ?? template, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

registerRoute(new NavigationRoute(navigation, { denylist: [/^\/api\//, /^\/reptfile\//, /^\/healthz/, /^\/s\//] }));

// Hashed chunks that are not precached (catalogs, three.js): immutable, so cache-first is safe.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CODE_CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
