import { beforeEach, describe, expect, it } from 'vitest';
import { applyDeviceType, clearSessionKeys, clearStorageForLogin, copyPersistentToken, readToken, writeToken } from './storage.ts';

const TOKEN = 'a'.repeat(43);

describe('stored settings', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('copies a persistent token to session storage at start, and remember-me decides persistence', () => {
    localStorage.setItem('token', TOKEN);
    copyPersistentToken();
    expect(sessionStorage.getItem('token')).toBe(TOKEN);
    writeToken('b'.repeat(43), false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readToken()).toBe('b'.repeat(43));
  });

  it('ignores a malformed stored token', () => {
    localStorage.setItem('token', 'short');
    expect(readToken()).toBeNull();
  });

  it('a 401 clears the token and the model, login and member info, and nothing else', () => {
    writeToken(TOKEN, true);
    for (const key of ['modelInfo', 'loginInfo', 'memberInfo', 'lang']) localStorage.setItem(key, 'x');
    clearSessionKeys();
    expect(Object.keys(localStorage)).toEqual(['lang']);
    expect(readToken()).toBeNull();
  });

  it('entering /login keeps lang*, unit*, appType_1*, appType_2* only', () => {
    for (const key of ['lang', 'unit', 'appType_1', 'appType_2x', 'appType_3', 'token', 'deviceType']) localStorage.setItem(key, 'x');
    sessionStorage.setItem('anything', 'x');
    clearStorageForLogin();
    expect(Object.keys(localStorage).sort()).toEqual(['appType_1', 'appType_2x', 'lang', 'unit']);
    expect(sessionStorage.length).toBe(0);
  });

  it('a new deviceType is stored and drops cached model info; the same one keeps it', () => {
    localStorage.setItem('deviceType', 'S30');
    localStorage.setItem('modelInfo', 'x');
    applyDeviceType('S30');
    expect(localStorage.getItem('modelInfo')).toBe('x');
    applyDeviceType('M30');
    expect(localStorage.getItem('deviceType')).toBe('M30');
    expect(localStorage.getItem('modelInfo')).toBeNull();
    applyDeviceType('X99');
    expect(localStorage.getItem('deviceType')).toBe('M30');
  });
});
