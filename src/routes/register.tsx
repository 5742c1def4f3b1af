import { createFileRoute, useSearch } from '@tanstack/react-router';
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
  return <RegisterScreen redirectTo={safeRedirect(target) ?? '/'} />;
}
