import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BindFailed } from '../features/social/BindFailed.tsx';

export const Route = createFileRoute('/bindFailed')({
  validateSearch: v.object({ reason: v.optional(v.picklist(['auth_failed', 'account_info'])) }),
  component: BindFailedRoute,
});

function BindFailedRoute() {
  const { reason } = Route.useSearch();
  return <BindFailed reason={reason} />;
}
