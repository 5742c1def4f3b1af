import { createFileRoute, useRouteContext, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { clearRegisterInfo } from '../lib/storage.ts';
import { safeRedirect } from '../lib/redirect.ts';
import { comingFrom } from '../features/nav/previous-path.ts';
import { RegisterScreen } from '../features/profile/RegisterScreen.tsx';

export const Route = createFileRoute('/register')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ preload }) => {
    // The half-filled form survives a visit to the policy or rules text, nothing else (spec 2).
    const from = comingFrom();
    if (!preload && from !== '/about/rule' && from !== '/about/secret') clearRegisterInfo();
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect: target } = useSearch({ from: '/register' });
  // The router's session (the server's render draws it for the session it checked, or for no one).
  const { session } = useRouteContext({ from: '/register' });
  return <RegisterScreen redirectTo={safeRedirect(target) ?? '/'} signedIn={session.isSignedIn()} />;
}
