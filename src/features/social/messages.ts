// The binding messages of spec 8, with the provider's display name and the linked nickname where known.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CombinedError } from 'urql';
import { accountErrorMessage, errorCode, type AccountChannel } from '#src/graphql/errors.ts';
import { providerName } from './providers.ts';
import type { SocialProviderId } from './social-token.ts';

const FAILURES = {
  auth_failed: msg`Authorization failed`,
  account_info: msg`Authorization failed, unable to retrieve account information`,
  binding: msg`Binding failed`,
} as const;

export const failureMessage = (i18n: I18n, reason: string | null): string =>
  i18n._(FAILURES[reason === 'account_info' || reason === 'auth_failed' ? reason : 'binding']);

/** A refused thirdLogin, linkSocial or unlinkSocial, as the person should read it. */
export function socialErrorMessage(
  i18n: I18n,
  error: CombinedError,
  provider: SocialProviderId,
  channel: AccountChannel = 'EMAIL',
): string {
  const code = errorCode(error);
  const extensions = error.graphQLErrors[0]?.extensions ?? {};
  switch (code) {
    case 'ALREADY_LINKED': {
      const linked = extensions['provider'] === 'A' || extensions['provider'] === 'B' ? extensions['provider'] : provider;
      const name = providerName(i18n, linked);
      const nickname = typeof extensions['nickname'] === 'string' && extensions['nickname'] ? extensions['nickname'] : '—';
      return i18n._(msg`Linking failed: the account is already linked with the ${name} account [${nickname}]`);
    }
    case 'ACCOUNT_NOT_FOUND':
      return i18n._(msg`Account does not exist, please link a registered account`);
    case 'ACCOUNT_EXISTS':
      return i18n._(
        accountErrorMessage(
          'ACCOUNT_EXISTS',
          extensions['channel'] === 'PHONE' ? 'PHONE' : extensions['channel'] === 'EMAIL' ? 'EMAIL' : channel,
        ),
      );
    case 'AUTH_FAILED':
      return i18n._(FAILURES.auth_failed);
    default:
      return i18n._(accountErrorMessage(code, channel));
  }
}
