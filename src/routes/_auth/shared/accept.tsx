import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { AcceptInvitation } from '#src/features/coach/AcceptInvitation.tsx';

/** An invitation's link: signed in (the _auth guard sends a new person to sign in first), it is accepted here. */
export const Route = createFileRoute('/_auth/shared/accept')({
  validateSearch: v.object({ token: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined)) }),
  component: AcceptRoute,
});

function AcceptRoute() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  return (
    <Screen title={t`Invitation`}>
      <AcceptInvitation token={token ?? ''} />
    </Screen>
  );
}
