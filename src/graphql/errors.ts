// Maps GraphQL error codes of server/schema.graphql to localized messages (spec section 8).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CombinedError } from 'urql';
import type { EnumOf } from './graphql.ts';

/** The schema's ErrorCode enum (gql.tada reads it from server/schema.graphql), and NETWORK when no answer came. */
export type ErrorCode = EnumOf<'ErrorCode'> | 'NETWORK';

/** The spec's 401 rule: a status/code field of 401 or the message 'Unauthorized'. */
export function isUnauthorized(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some(
      (e) => e.message === 'Unauthorized' || e.extensions['status'] === 401 || e.extensions['code'] === 'UNAUTHORIZED',
    ) ?? false
  );
}

export function errorCode(error: CombinedError): ErrorCode {
  if (error.networkError) return 'NETWORK';
  const code = error.graphQLErrors[0]?.extensions['code'];
  return typeof code === 'string' && code !== 'NETWORK' && Object.hasOwn(ERROR_MESSAGES, code) ? (code as ErrorCode) : 'INTERNAL';
}

export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  UNAUTHORIZED: msg`Your session has ended. Please sign in again.`,
  BAD_INPUT: msg`Something in the form is not right. Please check and try again.`,
  INVALID_EMAIL: msg`Wrong e-mail format`,
  INVALID_PHONE: msg`Invalid phone number format`,
  WRONG_CODE: msg`Wrong verification code, please re-type`,
  CODE_EXPIRED: msg`This code has expired. Request a new one.`,
  CODE_TOO_SOON: msg`A code was sent moments ago. Please wait before requesting another.`,
  CODE_RATE_LIMITED: msg`Too many attempts. Please try again later.`,
  ACCOUNT_LOCKED: msg`Too many wrong tries. Please try again later.`,
  SEND_FAILED: msg`Sending failure`,
  NOT_FOUND: msg`The report failed to load, please try later`,
  SCAN_NOT_FOUND: msg`This scan could not be found. Please scan the code at the device again.`,
  SCAN_ALREADY_BOUND: msg`Someone has already scanned the code, please measure again`,
  REPORT_DELETED: msg`This report was deleted by the device administrator.`,
  INTERNAL: msg`Something went wrong on our side, please try later`,
  NETWORK: msg`You're offline or the server can't be reached. Check your connection and try again.`,
  // Generic forms; screens that know the channel or the flow say it more precisely (see accountMessages).
  ACCOUNT_NOT_FOUND: msg`Account does not exist`,
  ACCOUNT_EXISTS: msg`Account already exists`,
  WRONG_PASSWORD: msg`Incorrect password`,
  PASSWORD_NOT_SET: msg`This account has no password yet. Sign in with a verification code, then set one.`,
  PASSWORD_SAME: msg`The new password is the same as the old one`,
  INVALID_PASSWORD: msg`Login failed`,
  INVALID_HEIGHT: msg`Height is out of range`,
  INVALID_AGE: msg`Age is out of range`,
  INVALID_NAME: msg`The name is too long`,
  POLICY_NOT_AGREED: msg`Please agree to the privacy policy and rules`,
  AUTH_FAILED: msg`Authorization failed`,
  SOCIAL_EXPIRED: msg`The authorization has expired. Please sign in with the provider again.`,
  PROVIDER_DISABLED: msg`This sign-in method is not available`,
  ALREADY_LINKED: msg`Binding failed`,
  UNLINK_NOT_SUPPORTED: msg`Authorized and registered as an account, unlinking is not supported`,
  NOT_LINKED: msg`Unlink failed`,
  SHARE_LINK_LIMIT: msg`This report has as many active links as allowed. Withdraw one to create another.`,
  // Report screens say these two more precisely (features/share); these are the short forms the sign-in core carries.
  SHARE_RATE_LIMITED: msg`Too many attempts. Please try again later.`,
  PDF_FAILED: msg`Something went wrong on our side, please try later`,
  // The staff PIN screen says these precisely (features/kiosk); the sign-in core carries these short forms only.
  KIOSK_PIN_WRONG: msg`Something in the form is not right. Please check and try again.`,
  KIOSK_NOT_SET: msg`Something went wrong on our side, please try later`,
  GOAL_YOUTH: msg`Goals are for people of 18 and over.`,
  GOAL_WITHIN_VARIATION: msg`This target is within measurement variation of today's value: choose one further away.`,
  GRANT_INVITATION_INVALID: msg`This invitation doesn't work: it was withdrawn, already used, or the link was not copied whole. Ask for a new one.`,
  GRANT_WRONG_ADDRESS: msg`This invitation is for another e-mail address. Sign in with the address it was sent to.`,
  GRANT_REVOKED: msg`This person stopped sharing their reports with you.`,
};

export type AccountChannel = EnumOf<'AccountChannel'>;

/**
 * The catalogue's more precise wording where the screen knows the channel (spec 8): an unknown phone or
 * e-mail asks the person to create an account, an existing one says which kind already exists.
 */
export function accountErrorMessage(code: ErrorCode, channel: AccountChannel): MessageDescriptor {
  switch (code) {
    case 'ACCOUNT_NOT_FOUND':
      return channel === 'PHONE' ? msg`Phone not registered, create your account` : msg`E-mail not registered, create your account`;
    case 'ACCOUNT_EXISTS':
      return channel === 'PHONE' ? msg`Cellphone number already registered` : msg`E-mail already registered`;
    default:
      return ERROR_MESSAGES[code];
  }
}
