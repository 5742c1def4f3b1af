import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { safeRedirect } from '../lib/storage.ts';

export const Route = createFileRoute('/phoneLogin')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) ?? '/', replace: true });
  },
  component: PhoneLoginRoute,
});

function PhoneLoginRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Sign in with phone`} backTo="/login" />;
}
