// The server's texts (code messages, report mails) in the 24 locales, from the same Lingui catalogs as the app.
// Server code writes `i18n._('English text', values)` with the English text as the message's id: `lingui extract`
// collects those calls from server/src into the `server` catalog (lingui.config.ts), and this module reads that
// catalog's .po files at run time. A missing translation falls back to the English text.
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { DEFAULT_LOCALE, bcp47, pickLocale, type Locale } from '#shared/locales.ts';

const CATALOGS = new URL('../../src/locales/', import.meta.url);

const loaded = new Map<Locale, I18n>();

function readCatalog(locale: Locale): Map<string, string> {
  const po = PO.parse(readFileSync(new URL(`${locale}/server.po`, CATALOGS), 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]));
}

/** The server's Lingui instance for a locale (read once, then kept). */
export function serverI18n(locale: Locale): I18n {
  const known = loaded.get(locale);
  if (known) return known;
  const source = readCatalog(DEFAULT_LOCALE);
  const own = locale === DEFAULT_LOCALE ? source : readCatalog(locale);
  const messages = Object.fromEntries([...source.keys()].map((id) => [id, compileMessage(own.get(id)?.trim() ? own.get(id)! : id)]));
  // Intl (plurals, numbers) knows agr-* and pt-PTO by their BCP 47 tags.
  const i18n = setupI18n({ locale: bcp47(locale), messages: { [bcp47(locale)]: messages } });
  loaded.set(locale, i18n);
  return i18n;
}

/** The caller's interface language: the app sends its own in Accept-Language; anything else is picked as spec 9 says. */
export function requestLocale(acceptLanguage: string | null): Locale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((tag) => tag.split(';')[0]!.trim())
    .filter(Boolean);
  return pickLocale(null, tags);
}
