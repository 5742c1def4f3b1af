import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { DEVICE_TYPES, storedDeviceType } from '#src/lib/storage.ts';
import { goodDirection, METRIC_NAMES, type BodyMetricKey } from '#src/features/report/metrics.ts';
import { TrendScreen } from '#src/features/trends/TrendScreen.tsx';
import { SignInFirst } from '#src/features/trends/SignInFirst.tsx';
import { trendSearch } from '#src/features/trends/ranges.ts';

export const Route = createFileRoute('/body/trend')({
  validateSearch: trendSearch('WT'),
  component: BodyTrendRoute,
});

function BodyTrendRoute() {
  const { t } = useLingui();
  const { key: wanted, range, from, model } = Route.useSearch();
  // The router's session (the server's render draws it for the session it checked).
  const { session } = Route.useRouteContext();
  const key: BodyMetricKey = Object.hasOwn(METRIC_NAMES, wanted) ? (wanted as BodyMetricKey) : 'WT';
  return (
    <Screen title={t`Body trend`} back backTo="/report" wide>
      {session.isSignedIn() ? (
        <TrendScreen
          kind="body"
          metric={key}
          metrics={METRIC_NAMES}
          good={goodDirection}
          model={model ?? storedDeviceType() ?? DEVICE_TYPES[0]}
          range={range}
          from={from}
        />
      ) : (
        <SignInFirst />
      )}
    </Screen>
  );
}
