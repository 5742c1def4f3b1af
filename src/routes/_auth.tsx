import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isKiosk } from '../lib/kiosk.ts';

/** The guard of every route marked auth in spec 2: no token → /login with the wanted path (a kiosk's home: its start screen). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      if (isKiosk() && location.pathname === '/') throw redirect({ to: '/kiosk', replace: true });
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
});
