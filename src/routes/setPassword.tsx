import { createFileRoute, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { safeRedirect } from '../lib/redirect.ts';
import { SetPasswordScreen } from '../features/auth/SetPasswordScreen.tsx';

export const Route = createFileRoute('/setPassword')({
  validateSearch: v.object({
    from: v.optional(v.fallback(v.optional(v.picklist(['register'])), undefined)),
    mode: v.optional(v.fallback(v.optional(v.picklist(['reset'])), undefined)),
    redirect: v.optional(v.string()),
  }),
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { from, mode, redirect: target } = useSearch({ from: '/setPassword' });
  return <SetPasswordScreen from={from} mode={mode} redirectTo={safeRedirect(target) ?? '/'} />;
}
