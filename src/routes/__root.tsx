import { lazy, Suspense } from 'react';
import { withLoadTimeout } from '../lib/load-timeout.ts';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { applyDeviceType } from '../lib/storage.ts';
import { OfflineBanner } from '../features/offline/OfflineBanner.tsx';
import { ensureAppCatalog } from '../i18n/i18n.ts';
import { CORE_PATHS } from '../i18n/catalog-areas.ts';
import { isKiosk } from '../lib/kiosk.ts';

// Only a kiosk tablet loads the idle watch; the setting changes with a page load, so it is read once.
const KIOSK = isKiosk();
// Its warning also shows on the sign-in screens, which render with the core catalog alone: the rest comes with it.
// Not a lazyPart: a tablet whose idle sign-out failed to load must not go on as if it had one, so the failure takes
// the whole screen (the route's error view, whose "Try again" reloads).
const KioskSession = lazy(() =>
  withLoadTimeout(Promise.all([import('../features/kiosk/KioskSession.tsx'), ensureAppCatalog()])).then(([m]) => ({
    default: m.KioskSession,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => {
    // The deviceType URL parameter updates the stored one and drops cached model info (spec 4).
    applyDeviceType((location.search as Record<string, unknown>)['deviceType']);
    // Home's data is asked for beside the catalog, not after it (its code is home's own chunk, loaded here early).
    // Not in the server's render, which asks for a page's data in its own rounds (src/ssr/entry-server.tsx): an
    // answer that never comes there would hold the query for good.
    if (location.pathname === '/' && context.session.isSignedIn() && !KIOSK && !import.meta.env.SSR) {
      void import('../features/scan/home-documents.ts').then(
        ({ prefetchHome }) => prefetchHome(context.client),
        () => undefined,
      );
    }
    // Sign-in screens render with the core catalog; every other screen waits for the rest of the messages.
    if (!CORE_PATHS.has(location.pathname)) return ensureAppCatalog();
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      {KIOSK ? (
        <Suspense fallback={null}>
          <KioskSession />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
