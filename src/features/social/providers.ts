// Which social providers this build offers (spec 9: A on, B off, each by a build flag) and their display names.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SocialProviderId } from './social-token.ts';

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());

const ENABLED: Record<SocialProviderId, boolean> = {
  A: flag(import.meta.env['VITE_SOCIAL_A'] as string | undefined, true),
  B: flag(import.meta.env['VITE_SOCIAL_B'] as string | undefined, false),
};

const NAMES: Record<SocialProviderId, string> = {
  A: ((import.meta.env['VITE_SOCIAL_A_NAME'] as string | undefined) ?? '').trim(),
  B: ((import.meta.env['VITE_SOCIAL_B_NAME'] as string | undefined) ?? '').trim(),
};

// Neutral names for a build that does not name its providers: the standard they speak, which reads well in
// "Continue with …" and "already linked with the … account".
const NEUTRAL = { A: msg`OpenID`, B: msg`OpenID 2` } as const;

export const enabledProviders = (): SocialProviderId[] => (['A', 'B'] as const).filter((p) => ENABLED[p]);

/** The build's display name for the provider, or a neutral label. */
export const providerName = (i18n: I18n, provider: SocialProviderId): string => NAMES[provider] || i18n._(NEUTRAL[provider]);
