import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { applyDeviceType } from '../lib/storage.ts';
import { OfflineBanner } from '../features/offline/OfflineBanner.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    // The deviceType URL parameter updates the stored one and drops cached model info (spec 4).
    applyDeviceType((location.search as Record<string, unknown>)['deviceType']);
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
