import { createFileRoute, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { safeRedirect } from '../lib/redirect.ts';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';

/** The sign-in screen in verification-code mode (spec 2 lists no token rule for this route). */
export const Route = createFileRoute('/codeLogin')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: CodeLoginRoute,
});

function CodeLoginRoute() {
  const { redirect: target } = useSearch({ from: '/codeLogin' });
  return <LoginScreen redirectTo={safeRedirect(target) ?? '/'} defaultMode="code" />;
}
