import { createFileRoute, redirect, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { clearStorageForLogin } from '../lib/storage.ts';
import { safeRedirect } from '../lib/redirect.ts';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';

// The component reads its search with useSearch({ from }), not Route.useSearch(): the route's config then stays
// in the entry chunk instead of becoming one more small chunk that /login waits for.
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
  const { redirect: target } = useSearch({ from: '/login' });
  return <LoginScreen redirectTo={safeRedirect(target) ?? '/'} />;
}
