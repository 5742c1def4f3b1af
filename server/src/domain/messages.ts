/** Code messages (e-mail and SMS), one per purpose, in the caller's interface language (server/src/i18n.ts). */
import type { CodePurpose } from '../db/schema.ts';
import { serverI18n } from '../i18n.ts';
import type { Locale } from '#shared/locales.ts';

/** `link` is the single-use sign-in link that login messages carry (domain/codes.ts). */
export function codeMessage(locale: Locale, code: string, purpose: CodePurpose = 'login', link: string | null = null) {
  const i18n = serverI18n(locale);
  switch (purpose) {
    case 'login':
      return {
        subject: i18n._('Your Contour code'),
        body: link
          ? i18n._('Your Contour code is {code}. It is valid for 5 minutes. Or sign in with this link, once, within an hour: {link}', {
              code,
              link,
            })
          : i18n._('Your Contour code is {code}. It is valid for 5 minutes.', { code }),
      };
    case 'reset_password':
      return {
        subject: i18n._('Reset your Contour password'),
        body: i18n._(
          'Your code to reset your Contour password is {code}. It is valid for 5 minutes. If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
          { code },
        ),
      };
    case 'bind':
      return {
        subject: i18n._('Link your Contour account'),
        body: i18n._(
          'Your code to link a social account with Contour is {code}. It is valid for 5 minutes. If you did not ask for this, ignore this message and nothing will be linked.',
          { code },
        ),
      };
  }
}
