import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** The guard of every route marked auth in spec 2: no token → /login with the wanted path. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
});
