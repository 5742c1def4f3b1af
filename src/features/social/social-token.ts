// The social sign-in result: read from the URL fragment the callback sends back, kept per app type in local
// storage (spec 3, 7), and judged by the spec 4 validity rule before it is used.
import * as v from 'valibot';
import type { EnumOf } from '#src/graphql/graphql.ts';

export type SocialProviderId = EnumOf<'SocialProvider'>;
export type SocialIntentId = EnumOf<'SocialIntent'>;
export type AppType = 1 | 2;

/** Provider A is app type 1, provider B app type 2 (docs/decisions.md). */
export const APP_TYPE: Record<SocialProviderId, AppType> = { A: 1, B: 2 };
export const PROVIDER_OF: Record<AppType, SocialProviderId> = { 1: 'A', 2: 'B' };

export const storageKey = (appType: AppType) => `appType_${appType}` as const;
/** Where to go after sign-in; the appType_ prefix lets it survive entering /login (spec 2). */
export const redirectKey = (appType: AppType) => `appType_${appType}_redirect` as const;

/** A stored token counts as expired this long before its stated expiry (spec 4). */
export const EXPIRY_MARGIN_MS = 10_000;
/** A stored token with less than this left is rejected (spec 4). */
export const MIN_REMAINING_MS = 60_000;

const StoredTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  tokenType: v.string(),
  expiresAt: v.pipe(v.number(), v.integer()),
  scope: v.string(),
});
export type StoredToken = v.InferOutput<typeof StoredTokenSchema>;

const StateSchema = v.object({ appType: v.picklist([1, 2]), intent: v.picklist(['LOGIN', 'LINK']) });

export type FragmentResult =
  { kind: 'token'; appType: AppType; intent: SocialIntentId; token: StoredToken } | { kind: 'error'; error: string } | { kind: 'none' };

function decodeBase64Url(value: string): string | null {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** Parses `#access_token=…&token_type=Bearer&expires_in=600&scope=openid&state=<base64url JSON>` or `#error=…`. */
export function parseFragment(hash: string, now: number): FragmentResult {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = params.get('error');
  if (error) return { kind: 'error', error: /^[a-z_]{1,40}$/.test(error) ? error : 'auth_failed' };
  const accessToken = params.get('access_token');
  const stateText = decodeBase64Url(params.get('state') ?? '');
  if (!accessToken || !stateText) return { kind: 'none' };
  let stateJson: unknown;
  try {
    stateJson = JSON.parse(stateText);
  } catch {
    return { kind: 'none' };
  }
  const state = v.safeParse(StateSchema, stateJson);
  const expiresIn = Number(params.get('expires_in'));
  if (!state.success || !Number.isFinite(expiresIn) || expiresIn <= 0) return { kind: 'none' };
  const token = v.safeParse(StoredTokenSchema, {
    accessToken,
    tokenType: params.get('token_type') ?? 'Bearer',
    expiresAt: now + Math.round(expiresIn * 1000),
    scope: params.get('scope') ?? '',
  });
  if (!token.success) return { kind: 'none' };
  return { kind: 'token', appType: state.output.appType, intent: state.output.intent, token: token.output };
}

export type TokenStatus = 'valid' | 'too_short' | 'expired' | 'missing';

/** Spec 4: expired 10 s before expiresAt; rejected when fewer than 60 s remain. */
export function tokenStatus(token: StoredToken | null, now: number): TokenStatus {
  if (!token) return 'missing';
  if (now >= token.expiresAt - EXPIRY_MARGIN_MS) return 'expired';
  if (token.expiresAt - now < MIN_REMAINING_MS) return 'too_short';
  return 'valid';
}

export function readStoredToken(appType: AppType, storage: Storage = localStorage): StoredToken | null {
  try {
    const raw = storage.getItem(storageKey(appType));
    if (!raw) return null;
    const parsed = v.safeParse(StoredTokenSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStoredToken(appType: AppType, token: StoredToken, storage: Storage = localStorage): void {
  try {
    storage.setItem(storageKey(appType), JSON.stringify(token));
  } catch {
    // Storage refused (private mode quota): the result is still used from memory for this page.
  }
}

export function clearStoredToken(appType: AppType, storage: Storage = localStorage): void {
  try {
    storage.removeItem(storageKey(appType));
    storage.removeItem(redirectKey(appType));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The result that arrived with this page load, handed once to the screen that acts on it. */
let arrived: FragmentResult = { kind: 'none' };

/**
 * Called at boot, before the router reads the location: on /login, /accountSecurity and /bindFailed a social
 * fragment is stored (per app type) and removed from the address bar, so it never lands in history or logs.
 */
export function captureSocialFragment(
  location: Location = window.location,
  history: History = window.history,
  now = Date.now(),
): FragmentResult {
  if (!location.hash || !['/login', '/accountSecurity', '/bindFailed'].includes(location.pathname)) return { kind: 'none' };
  const result = parseFragment(location.hash, now);
  if (result.kind === 'none') return result;
  if (result.kind === 'token') writeStoredToken(result.appType, result.token);
  history.replaceState(history.state, '', location.pathname + location.search);
  arrived = result;
  return result;
}

/** The fresh result for this intent, if one arrived with this page load (without consuming it). */
export function arrivedResult(intent: SocialIntentId): { appType: AppType; token: StoredToken } | null {
  return arrived.kind === 'token' && arrived.intent === intent ? { appType: arrived.appType, token: arrived.token } : null;
}

/** The failure reason that arrived with this page load (/bindFailed). */
export function arrivedError(): string | null {
  return arrived.kind === 'error' ? arrived.error : null;
}

/** Forget the fresh result once a screen has acted on it, so coming back to the screen does not repeat it. */
export function settleArrived(): void {
  arrived = { kind: 'none' };
}

/** The stored result a binding screen works with: the newest one of either app type, with its status. */
export function pendingSocial(
  now = Date.now(),
  storage: Storage = localStorage,
): { appType: AppType; token: StoredToken; status: TokenStatus } | null {
  const found = ([1, 2] as const)
    .map((appType) => ({ appType, token: readStoredToken(appType, storage) }))
    .filter((entry): entry is { appType: AppType; token: StoredToken } => entry.token !== null)
    .sort((a, b) => b.token.expiresAt - a.token.expiresAt)[0];
  return found ? { ...found, status: tokenStatus(found.token, now) } : null;
}
