// The one registry of the 24 interface locales of spec section 9, with their direction and the
// language picker's entries (code and phone prefix).

export const LOCALES = [
  'agr-en',
  'agr-zh',
  'ar',
  'cs',
  'de',
  'el',
  'en-US',
  'es',
  'fr',
  'hu',
  'id',
  'it',
  'ja',
  'pt-PT',
  'pt-PTO',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

const RTL: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag that Intl and <html lang> understand (agr-* and pt-PTO are catalog variants). */
export function bcp47(locale: Locale): string {
  switch (locale) {
    case 'agr-en':
      return 'en-GB';
    case 'agr-zh':
      return 'zh-CN';
    case 'pt-PTO':
      return 'pt-PT';
    default:
      return locale;
  }
}

/** The language picker of spec 9, in full: picker code, registry locale, phone prefix. */
export const FULL_LANGUAGE_PICKER = [
  { code: 'en-US', locale: 'en-US', prefix: '+1', name: 'English' },
  { code: 'ja-JP', locale: 'ja', prefix: '+81', name: '日本語' },
  { code: 'zh-CN', locale: 'zh-CN', prefix: '+86', name: '简体中文' },
  { code: 'zh-TW', locale: 'zh-TW', prefix: '+886', name: '繁體中文（台灣）' },
  { code: 'zh-HK', locale: 'zh-HK', prefix: '+852', name: '繁體中文（香港）' },
  { code: 'es-ES', locale: 'es', prefix: '+34', name: 'Español' },
  { code: 'it-IT', locale: 'it', prefix: '+39', name: 'Italiano' },
  { code: 'fr-FR', locale: 'fr', prefix: '+33', name: 'Français' },
  { code: 'ru-RU', locale: 'ru', prefix: '+7', name: 'Русский' },
  { code: 'pt-PT', locale: 'pt-PT', prefix: '+351', name: 'Português' },
  { code: 'id-ID', locale: 'id', prefix: '+62', name: 'Bahasa Indonesia' },
  { code: 'tr-TR', locale: 'tr', prefix: '+90', name: 'Türkçe' },
  { code: 'de-DE', locale: 'de', prefix: '+49', name: 'Deutsch' },
  { code: 'pt-PTO', locale: 'pt-PTO', prefix: '+351', name: 'Português (O)' },
  { code: 'th-TH', locale: 'th', prefix: '+66', name: 'ไทย' },
  { code: 'ar-AR', locale: 'ar', prefix: '+971', name: 'العربية' },
  { code: 'el-GR', locale: 'el', prefix: '+30', name: 'Ελληνικά' },
  { code: 'cs-CZ', locale: 'cs', prefix: '+420', name: 'Čeština' },
  { code: 'hu-HU', locale: 'hu', prefix: '+36', name: 'Magyar' },
  { code: 'sv-SE', locale: 'sv', prefix: '+46', name: 'Svenska' },
  { code: 'ro-RO', locale: 'ro', prefix: '+40', name: 'Română' },
  { code: 'vi-VN', locale: 'vi', prefix: '+84', name: 'Tiếng Việt' },
] as const satisfies ReadonlyArray<{ code: string; locale: Locale; prefix: string; name: string }>;

export type PickerEntry = (typeof FULL_LANGUAGE_PICKER)[number];
/** en-US comes first in both lists: it is the default entry (the phone prefix field's, the language's). */
type Picker = readonly [PickerEntry, ...PickerEntry[]];

/** Spec 9's reduced list, which a build with VITE_REDUCED_LOCALES=1 offers instead of the full one. */
export const REDUCED_PICKER_CODES: readonly PickerEntry['code'][] = ['en-US', 'zh-CN'];

/** The picker's entries (languages with their phone prefixes): the full list, or the reduced one. */
export function languagePicker(reduced: boolean): Picker {
  if (!reduced) return FULL_LANGUAGE_PICKER;
  const [first, ...rest] = FULL_LANGUAGE_PICKER.filter((entry) => REDUCED_PICKER_CODES.includes(entry.code));
  return first ? [first, ...rest] : FULL_LANGUAGE_PICKER;
}

/**
 * The build flag, replaced by Vite at build time. lingui.config.ts and the server load this file in Node, where
 * import.meta.env does not exist: they always see the full list.
 */
const REDUCED_BUILD = import.meta.env?.VITE_REDUCED_LOCALES === '1';

/** What this build's pickers offer (languages in the personal centre, phone prefixes at sign-in). */
export const LANGUAGE_PICKER: Picker = languagePicker(REDUCED_BUILD);

/**
 * Picks the locale: the stored one, else the browser's if supported, else en-US (spec 9). A reduced build
 * supports only the reduced list's locales.
 */
export function pickLocale(stored: unknown, browserLanguages: readonly string[], reduced: boolean = REDUCED_BUILD): Locale {
  const supported = (locale: Locale) => !reduced || languagePicker(true).some((entry) => entry.locale === locale);
  if (isLocale(stored) && supported(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale && supported(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The registry locale a browser language tag stands for, if any. */
function localeOfTag(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const picked = FULL_LANGUAGE_PICKER.find((entry) => entry.code.toLowerCase() === tag.toLowerCase());
  if (picked) return picked.locale;
  const base = tag.split('-')[0]?.toLowerCase();
  if (base === 'zh') return /tw|hant/i.test(tag) ? 'zh-TW' : /hk|mo/i.test(tag) ? 'zh-HK' : 'zh-CN';
  if (base === 'pt') return 'pt-PT';
  if (base === 'en') return 'en-US';
  if (isLocale(base)) return base;
  return null;
}
