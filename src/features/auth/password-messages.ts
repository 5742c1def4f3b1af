// The localized words for each broken part of the password rule (spec 5).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PasswordIssue } from '#src/lib/password.ts';

export const PASSWORD_ISSUE_MESSAGES: Record<PasswordIssue, MessageDescriptor> = {
  empty: msg`Enter a password`,
  length: msg`The password must be 8 to 20 characters`,
  characters: msg`Use only letters, digits and the punctuation !"#$%&'()*+,-./:;<=>?@[\]^_\`{|}~`,
  upper: msg`Add at least one uppercase letter`,
  lower: msg`Add at least one lowercase letter`,
  digit: msg`Add at least one digit`,
};

export const PASSWORD_RULE = msg`8 to 20 characters, with at least one uppercase letter, one lowercase letter and one digit.`;
