import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '#src/ui/Screen.tsx';
import { DEVICE_TYPES, storedDeviceType } from '#src/lib/storage.ts';
import { GIRTH_GOOD_DIRECTION, GIRTH_NAMES, type GirthKey } from '#src/features/report/sections/girths.ts';
import { TrendScreen } from '#src/features/trends/TrendScreen.tsx';
import { SignInFirst } from '#src/features/trends/SignInFirst.tsx';
import { trendSearch } from '#src/features/trends/ranges.ts';

export const Route = createFileRoute('/girth/trend')({
  validateSearch: trendSearch('waistGirth'),
  component: GirthTrendRoute,
});

function GirthTrendRoute() {
  const { t } = useLingui();
  const { key: wanted, range, from, model } = Route.useSearch();
  // The router's session (the server's render draws it for the session it checked).
  const { session } = Route.useRouteContext();
  const key: GirthKey = Object.hasOwn(GIRTH_NAMES, wanted) ? (wanted as GirthKey) : 'waistGirth';
  return (
    <Screen title={t`Girth trend`} back backTo="/report" wide>
      {session.isSignedIn() ? (
        <TrendScreen
          kind="girth"
          metric={key}
          metrics={GIRTH_NAMES}
          good={(girth) => GIRTH_GOOD_DIRECTION[girth]}
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
