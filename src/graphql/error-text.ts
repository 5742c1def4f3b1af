// An error in words with what the server said about it (the wait of a limit). Loaded with the first error, not
// with /login: the screens that show it import it when an answer fails.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { CombinedError } from 'urql';
import { bcp47, isLocale } from '#shared/locales.ts';
import { accountErrorMessage, ERROR_MESSAGES, errorCode, type AccountChannel } from './errors.ts';

/**
 * "in 5 minutes", "in 1 hour", "in 3 hours": how long the server asked to wait (retryAfterSeconds), rounded up to
 * the unit a person would use, in the locale's words and plural rules. Whole hours read as hours ("in 1 hour",
 * not "in 60 minutes"); under two hours otherwise minutes, so a wait is never overstated by most of an hour.
 */
export function waitPhrase(locale: string, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(isLocale(locale) ? bcp47(locale) : locale, { numeric: 'auto' });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes % 60 === 0) return format.format(minutes / 60, 'hour');
  if (minutes < 120) return format.format(minutes, 'minute');
  return format.format(Math.ceil(minutes / 60), 'hour');
}

/** The wait the server asked for (extensions.retryAfterSeconds), when it said one. */
export function retryAfterSeconds(error: CombinedError): number | null {
  const value = error.graphQLErrors[0]?.extensions['retryAfterSeconds'];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * An error in words, with the wait the server named for a limit (never a fixed "an hour": the limits live on the
 * server, server/src/domain/limits.ts). A locked code points to the message's sign-in link, which no lock stops.
 */
export function errorText(i18n: I18n, error: CombinedError, channel?: AccountChannel): string {
  const code = errorCode(error);
  const wait = retryAfterSeconds(error);
  if (wait !== null && (code === 'ACCOUNT_LOCKED' || code === 'CODE_RATE_LIMITED')) {
    const when = waitPhrase(i18n.locale, wait);
    if (code === 'CODE_RATE_LIMITED') return i18n._(msg`Too many attempts. Please try again ${when}.`);
    return error.graphQLErrors[0]?.extensions['secret'] === 'password'
      ? i18n._(msg`Too many wrong passwords. Sign in with a code instead, or try again ${when}.`)
      : i18n._(msg`Too many wrong codes. Sign in with the link in the newest message we sent you, or try a code again ${when}.`);
  }
  return i18n._(channel ? accountErrorMessage(code, channel) : ERROR_MESSAGES[code]);
}
