// Words shared by the image and QR screens.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Remaining } from './expiry.ts';

/**
 * The side menu's entry to /qrcode/scan. Here, in the app catalog, rather than in the menu's own source: the menu's
 * messages go to the core catalog that /login loads, and the menu is only shown once the app catalog is in.
 */
export const SCAN_ENTRY = msg`Scan a scanner's code`;

/** Spec 8: "Image cannot be saved: allow permissions in settings". */
export const SAVE_REFUSED = msg`Image cannot be saved, please allow permissions in settings`;

/** How long a link still works, beside its end date. */
const DAYS_LEFT = msg({
  comment: 'How long a share link still works, shown after its end date.',
  message: '{days, plural, one {# day left} other {# days left}}',
});
const HOURS_LEFT = msg({
  comment: 'How long a share link still works, shown after its end date.',
  message: '{hours, plural, one {# hour left} other {# hours left}}',
});

export function remainingMessage(left: Remaining): MessageDescriptor {
  return left.unit === 'days' ? { ...DAYS_LEFT, values: { days: left.value } } : { ...HOURS_LEFT, values: { hours: left.value } };
}
