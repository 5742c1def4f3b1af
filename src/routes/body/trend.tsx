import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { goodDirection, METRIC_NAMES } from '#src/features/report/metrics.ts';
import { TrendPage } from '#src/features/trends/TrendPage.tsx';
import { trendSearch } from '#src/features/trends/ranges.ts';

export const Route = createFileRoute('/body/trend')({
  validateSearch: trendSearch('WT'),
  component: BodyTrendRoute,
});

function BodyTrendRoute() {
  const { t } = useLingui();
  // The router's session (the server's render draws it for the session it checked).
  const { session } = Route.useRouteContext();
  return (
    <TrendPage
      kind="body"
      title={t`Body trend`}
      search={Route.useSearch()}
      signedIn={session.isSignedIn()}
      metrics={METRIC_NAMES}
      fallback="WT"
      good={goodDirection}
    />
  );
}
