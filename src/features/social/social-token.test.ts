import { beforeEach, describe, expect, it } from 'vitest';
import {
  arrivedResult,
  captureSocialFragment,
  parseFragment,
  pendingSocial,
  readStoredToken,
  settleArrived,
  tokenStatus,
  writeStoredToken,
  type StoredToken,
} from './social-token.ts';
import { clearStorageForLogin } from '#src/lib/storage.ts';

const NOW = 1_800_000_000_000;
const TICKET = 'Xk3v9QwZ7tYp2LmN8rS4uV6wA1bC5dE0fG-hJ_kMnOp';
const state = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fragment = (s: unknown = { appType: 1, intent: 'LOGIN' }, expiresIn = '600') =>
  `#access_token=${TICKET}&token_type=Bearer&expires_in=${expiresIn}&scope=openid&state=${state(s)}`;
const token = (expiresAt: number): StoredToken => ({ accessToken: TICKET, tokenType: 'Bearer', expiresAt, scope: 'openid' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settleArrived();
  window.history.replaceState(null, '', '/');
});

describe('parseFragment', () => {
  it('reads the token, its expiry and the app type from the base64url state', () => {
    expect(parseFragment(fragment(), NOW)).toEqual({
      kind: 'token',
      appType: 1,
      intent: 'LOGIN',
      token: { accessToken: TICKET, tokenType: 'Bearer', expiresAt: NOW + 600_000, scope: 'openid' },
    });
    expect(parseFragment(fragment({ appType: 2, intent: 'LINK' }), NOW)).toMatchObject({ kind: 'token', appType: 2, intent: 'LINK' });
  });

  it('reads a failure and ignores anything malformed', () => {
    expect(parseFragment('#error=account_info', NOW)).toEqual({ kind: 'error', error: 'account_info' });
    expect(parseFragment('#error=<script>', NOW)).toEqual({ kind: 'error', error: 'auth_failed' });
    expect(parseFragment('', NOW)).toEqual({ kind: 'none' });
    expect(parseFragment('#section=girths', NOW)).toEqual({ kind: 'none' });
    expect(parseFragment(fragment({ appType: 3, intent: 'LOGIN' }), NOW)).toEqual({ kind: 'none' });
    expect(parseFragment(fragment(undefined, 'soon'), NOW)).toEqual({ kind: 'none' });
    expect(parseFragment(`#access_token=${TICKET}&expires_in=600&state=not-json`, NOW)).toEqual({ kind: 'none' });
  });
});

describe('tokenStatus (spec 4)', () => {
  it('counts a token as expired 10 s before its expiry and rejects one with less than 60 s left', () => {
    expect(tokenStatus(null, NOW)).toBe('missing');
    expect(tokenStatus(token(NOW + 600_000), NOW)).toBe('valid');
    expect(tokenStatus(token(NOW + 60_000), NOW)).toBe('valid');
    expect(tokenStatus(token(NOW + 59_999), NOW)).toBe('too_short');
    expect(tokenStatus(token(NOW + 10_001), NOW)).toBe('too_short');
    expect(tokenStatus(token(NOW + 10_000), NOW)).toBe('expired');
    expect(tokenStatus(token(NOW - 1), NOW)).toBe('expired');
  });
});

describe('captureSocialFragment', () => {
  it('stores the result as appType_1 JSON, removes the fragment from the address bar, and hands it over once', () => {
    window.history.replaceState(null, '', `/login?redirect=%2Fhistory${fragment()}`);
    const result = captureSocialFragment(window.location, window.history, NOW);
    expect(result.kind).toBe('token');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fhistory');
    expect(JSON.parse(localStorage.getItem('appType_1')!)).toEqual({
      accessToken: TICKET,
      tokenType: 'Bearer',
      expiresAt: NOW + 600_000,
      scope: 'openid',
    });
    expect(arrivedResult('LINK')).toBeNull();
    expect(arrivedResult('LOGIN')).toMatchObject({ appType: 1 });
    settleArrived();
    expect(arrivedResult('LOGIN')).toBeNull();
  });

  it('keeps provider B apart as appType_2 and survives the /login clearing rule', () => {
    window.history.replaceState(null, '', `/accountSecurity${fragment({ appType: 2, intent: 'LINK' })}`);
    captureSocialFragment(window.location, window.history, NOW);
    localStorage.setItem('memberInfo', '{}');
    clearStorageForLogin();
    expect(readStoredToken(2)).toMatchObject({ accessToken: TICKET });
    expect(readStoredToken(1)).toBeNull();
    expect(localStorage.getItem('memberInfo')).toBeNull();
  });

  it('leaves other screens and fragments alone', () => {
    window.history.replaceState(null, '', `/report${fragment()}`);
    expect(captureSocialFragment(window.location, window.history, NOW).kind).toBe('none');
    expect(window.location.hash).not.toBe('');
    window.history.replaceState(null, '', '/bindFailed#error=auth_failed');
    expect(captureSocialFragment(window.location, window.history, NOW)).toEqual({ kind: 'error', error: 'auth_failed' });
    expect(window.location.hash).toBe('');
  });
});

describe('stored tokens', () => {
  it('ignores a malformed entry and picks the newest pending result with its status', () => {
    localStorage.setItem('appType_1', '{"accessToken":1}');
    expect(readStoredToken(1)).toBeNull();
    expect(pendingSocial(NOW)).toBeNull();
    writeStoredToken(1, token(NOW + 30_000));
    writeStoredToken(2, token(NOW + 500_000));
    expect(pendingSocial(NOW)).toMatchObject({ appType: 2, status: 'valid' });
    localStorage.removeItem('appType_2');
    expect(pendingSocial(NOW)).toMatchObject({ appType: 1, status: 'too_short' });
  });
});
