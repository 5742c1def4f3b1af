import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { clearStorageForLogin, safeRedirect } from '../lib/storage.ts';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context, search, preload }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) ?? '/', replace: true });
    // Entering /login keeps only language, unit and social-token keys (spec 2); never on a hover preload.
    if (!preload) clearStorageForLogin();
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginScreen redirectTo={safeRedirect(target) ?? '/'} />;
}
