// The localized words for each rule a network fails (validate.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WifiIssues } from './validate.ts';

export const SSID_ISSUE_MESSAGES: Record<NonNullable<WifiIssues['ssid']>, MessageDescriptor> = {
  required: msg`Enter the network name`,
  tooLong: msg`The network name is too long: at most 32 bytes (accented and non-Latin letters count as 2 to 4)`,
};

export const PASSWORD_ISSUE_MESSAGES: Record<NonNullable<WifiIssues['password']>, MessageDescriptor> = {
  required: msg`Enter the WiFi password`,
  wpaLength: msg`A WPA password has 8 to 63 characters`,
  wepKey: msg`A WEP key has 5, 13 or 16 characters, or 10, 26 or 32 hexadecimal digits`,
};
