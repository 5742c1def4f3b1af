// The OpenID Connect side of social sign-in: discovery (cached), the authorization URL with PKCE S256, state
// and nonce, and the code exchange whose ID token openid-client validates. No database here.
import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../config.ts';

export type OidcClaims = { subject: string; nickname: string | null; email: string | null };

const DISCOVERY_TIMEOUT_S = 10;
// Keyed by issuer, client and secret: one process may serve test apps with different providers.
const configurations = new Map<string, Promise<oidc.Configuration>>();

export function discover(provider: SocialProviderConfig, allowHttp: boolean): Promise<oidc.Configuration> {
  const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret, allowHttp]);
  let found = configurations.get(key);
  if (!found) {
    found = oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret || undefined, undefined, {
        timeout: DISCOVERY_TIMEOUT_S,
        // http issuers are for local providers in development and tests; production needs https.
        execute: allowHttp ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        // A provider that was down is asked again next time instead of failing until restart.
        configurations.delete(key);
        throw err;
      });
    configurations.set(key, found);
  }
  return found;
}

export type AuthorizationRequest = { url: string; state: string; codeVerifier: string; nonce: string };

export async function authorizationRequest(
  provider: SocialProviderConfig,
  allowHttp: boolean,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const config = await discover(provider, allowHttp);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, codeVerifier, nonce };
}

/**
 * Exchanges the code (PKCE verifier, state and nonce checked; the ID token's signature, issuer, audience and
 * times validated by openid-client), then reads the profile: ID token claims, completed by the UserInfo endpoint.
 * Throws on any failure; answers null when the provider gave no usable subject.
 */
export async function exchangeCode(
  provider: SocialProviderConfig,
  allowHttp: boolean,
  callbackUrl: URL,
  checks: { codeVerifier: string; state: string; nonce: string },
): Promise<OidcClaims | null> {
  const config = await discover(provider, allowHttp);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims || typeof idClaims.sub !== 'string' || idClaims.sub === '') return null;
  let info: Record<string, unknown> = {};
  if (config.serverMetadata().userinfo_endpoint) {
    try {
      info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    } catch {
      // The ID token alone is enough to sign in; the profile only adds the nickname and e-mail.
      info = {};
    }
  }
  const claims: Record<string, unknown> = { ...info, ...idClaims };
  return { subject: idClaims.sub, nickname: nicknameOf(claims), email: verifiedEmail(claims) };
}

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
};

export function nicknameOf(claims: Record<string, unknown>): string | null {
  return text(claims['name'], 100) ?? text(claims['preferred_username'], 100) ?? text(claims['nickname'], 100);
}

export function verifiedEmail(claims: Record<string, unknown>): string | null {
  return claims['email_verified'] === true ? (text(claims['email'], 254)?.toLowerCase() ?? null) : null;
}
