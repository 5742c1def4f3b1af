/**
 * The schema's ErrorCode enum (server/schema.graphql), the codes an AppError may carry; the GraphQL layer turns an
 * AppError into a GraphQLError with this code. errors.unit.test.ts holds this list to the schema's.
 */
export const ERROR_CODES = [
  'UNAUTHORIZED',
  'BAD_INPUT',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'WRONG_CODE',
  'CODE_EXPIRED',
  'CODE_TOO_SOON',
  'CODE_RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'SEND_FAILED',
  'NOT_FOUND',
  'SCAN_NOT_FOUND',
  'SCAN_ALREADY_BOUND',
  'REPORT_DELETED',
  'INTERNAL',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_EXISTS',
  'WRONG_PASSWORD',
  'PASSWORD_NOT_SET',
  'PASSWORD_SAME',
  'INVALID_PASSWORD',
  'INVALID_HEIGHT',
  'INVALID_AGE',
  'INVALID_NAME',
  'POLICY_NOT_AGREED',
  'AUTH_FAILED',
  'SOCIAL_EXPIRED',
  'PROVIDER_DISABLED',
  'ALREADY_LINKED',
  'UNLINK_NOT_SUPPORTED',
  'NOT_LINKED',
  'SHARE_LINK_LIMIT',
  'SHARE_RATE_LIMITED',
  'PDF_FAILED',
  'KIOSK_PIN_WRONG',
  'KIOSK_NOT_SET',
  'GOAL_YOUTH',
  'GOAL_WITHIN_VARIATION',
  'GRANT_INVITATION_INVALID',
  'GRANT_WRONG_ADDRESS',
  'GRANT_REVOKED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
