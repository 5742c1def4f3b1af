import type { MessageDescriptor } from '@lingui/core';
import { Screen } from '#src/ui/Screen.tsx';
import { DEVICE_TYPES, storedDeviceType, type DeviceType } from '#src/lib/storage.ts';
import type { Rating } from '../report/metrics.ts';
import { TrendScreen, type TrendKind } from './TrendScreen.tsx';
import { SignInFirst } from './SignInFirst.tsx';
import type { TrendRange } from './ranges.ts';

export type TrendPageProps<K extends string> = {
  kind: TrendKind;
  title: string;
  /** The route's search (trendSearch): a key not in `metrics` falls back to `fallback`. */
  search: { key: string; range: TrendRange; from?: string | undefined; model?: DeviceType | undefined };
  signedIn: boolean;
  metrics: Record<K, MessageDescriptor>;
  fallback: K;
  good: (key: K, rating: Rating | null) => 1 | -1 | 0;
};

/** A trend route's page (body metrics and girths alike): the screen, or a word to sign in first. */
export function TrendPage<K extends string>({ kind, title, search, signedIn, metrics, fallback, good }: TrendPageProps<K>) {
  const key = Object.hasOwn(metrics, search.key) ? (search.key as K) : fallback;
  return (
    <Screen title={title} back backTo="/report" wide>
      {signedIn ? (
        <TrendScreen
          kind={kind}
          metric={key}
          metrics={metrics}
          good={good}
          model={search.model ?? storedDeviceType() ?? DEVICE_TYPES[0]}
          range={search.range}
          from={search.from}
        />
      ) : (
        <SignInFirst />
      )}
    </Screen>
  );
}
