import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountSecurityScreen } from '../features/social/AccountSecurityScreen.tsx';

export const Route = createFileRoute('/accountSecurity')({
  // Listed public in spec 2, but it shows and changes the account's links: without a session, sign in first.
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: AccountSecurityScreen,
});
