import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen.tsx';
import { DeviceTypeSchema } from '../../lib/storage.ts';
import { session } from '../../features/auth/session.ts';
import { GOOD_DIRECTION, METRIC_NAMES, type BodyMetricKey } from '../../features/report/metrics.ts';
import { TrendScreen } from '../../features/trends/TrendScreen.tsx';
import { SignInFirst } from '../../features/trends/SignInFirst.tsx';
import { TREND_RANGES } from '../../features/trends/ranges.ts';

const KEYS = Object.keys(METRIC_NAMES) as BodyMetricKey[];

export const Route = createFileRoute('/body/trend')({
  validateSearch: v.object({
    key: v.fallback(v.picklist(KEYS), 'WT'),
    range: v.fallback(v.picklist(TREND_RANGES), '6m'),
    model: v.optional(v.fallback(v.optional(DeviceTypeSchema), undefined)),
  }),
  component: BodyTrendRoute,
});

function BodyTrendRoute() {
  const { t } = useLingui();
  const { key, range, model } = Route.useSearch();
  return (
    <Screen title={t`Body trend`} back backTo="/report">
      {session.isSignedIn() ? <TrendScreen kind="body" metric={key} metrics={METRIC_NAMES} good={GOOD_DIRECTION} model={model} range={range} /> : <SignInFirst />}
    </Screen>
  );
}
