import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { CombinedError } from 'urql';
import { errorText, retryAfterSeconds } from './error-text.ts';

const i18n = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });
const refusal = (extensions: Record<string, unknown>) => new CombinedError({ graphQLErrors: [{ message: 'refused', extensions }] });

describe('errorText', () => {
  it("says the wait the server named, in the locale's words, never a fixed hour", () => {
    const locked = refusal({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 3 * 3600 - 10, secret: 'code' });
    expect(errorText(i18n('en-US'), locked)).toBe(
      'Too many wrong codes. Sign in with the link in the newest message we sent you, or try a code again in 3 hours.',
    );
    expect(errorText(i18n('en-US'), refusal({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 20 * 3600, secret: 'password' }))).toBe(
      'Too many wrong passwords. Sign in with a code instead, or try again in 20 hours.',
    );
    expect(errorText(i18n('en-US'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 125 }))).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
    expect(errorText(i18n('en-US'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 5 }))).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    // A whole hour reads as one, not as 60 minutes; under two hours otherwise in minutes.
    expect(errorText(i18n('en-US'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 3600 }))).toBe(
      'Too many attempts. Please try again in 1 hour.',
    );
    expect(errorText(i18n('en-US'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 3660 }))).toBe(
      'Too many attempts. Please try again in 61 minutes.',
    );
  });

  it("uses the registry locale's Intl tag and its plural rules", () => {
    // ru: 5 часов (many), 2 часа (few); agr-en is British English for Intl.
    expect(errorText(i18n('ru'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 5 * 3600 }))).toContain('через 5 часов');
    expect(errorText(i18n('ru'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 2 * 3600 }))).toContain('через 2 часа');
    expect(errorText(i18n('agr-en'), refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: 7200 }))).toContain('in 2 hours');
  });

  it("falls back to the code's message without a wait, and reads only a positive number", () => {
    expect(errorText(i18n('en-US'), refusal({ code: 'ACCOUNT_LOCKED' }))).toBe('Too many wrong tries. Please try again later.');
    expect(retryAfterSeconds(refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: '60' }))).toBeNull();
    expect(retryAfterSeconds(refusal({ code: 'CODE_RATE_LIMITED', retryAfterSeconds: -1 }))).toBeNull();
    expect(errorText(i18n('en-US'), refusal({ code: 'WRONG_CODE' }), 'EMAIL')).toBe('Wrong verification code, please re-type');
  });
});
