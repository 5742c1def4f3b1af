import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { GIRTH_GOOD_DIRECTION, GIRTH_NAMES } from '#src/features/report/sections/girths.ts';
import { TrendPage } from '#src/features/trends/TrendPage.tsx';
import { trendSearch } from '#src/features/trends/ranges.ts';

export const Route = createFileRoute('/girth/trend')({
  validateSearch: trendSearch('waistGirth'),
  component: GirthTrendRoute,
});

function GirthTrendRoute() {
  const { t } = useLingui();
  // The router's session (the server's render draws it for the session it checked).
  const { session } = Route.useRouteContext();
  return (
    <TrendPage
      kind="girth"
      title={t`Girth trend`}
      search={Route.useSearch()}
      signedIn={session.isSignedIn()}
      metrics={GIRTH_NAMES}
      fallback="waistGirth"
      good={(girth) => GIRTH_GOOD_DIRECTION[girth]}
    />
  );
}
