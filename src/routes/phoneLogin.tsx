import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { safeRedirect } from '../lib/redirect.ts';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';

/** The sign-in screen opened on the phone tab; same token redirect rule as /login (spec 2). */
export const Route = createFileRoute('/phoneLogin')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) ?? '/', replace: true });
  },
  component: PhoneLoginRoute,
});

function PhoneLoginRoute() {
  const { redirect: target } = useSearch({ from: '/phoneLogin' });
  return <LoginScreen redirectTo={safeRedirect(target) ?? '/'} defaultChannel="PHONE" />;
}
