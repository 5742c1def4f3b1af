// Lingui activation: the locale rule of spec 9, lazily loaded catalogs (one chunk each), <html lang dir>.
import { i18n, type Messages } from '@lingui/core';
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from '../lib/storage.ts';
import { bcp47, directionOf, isLocale, LOCALES, pickLocale, type Locale } from './locales.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export function initialLocale(): Locale {
  const stored = readLocal(KEYS.lang, v.picklist(LOCALES), 'en-US');
  const hasStored = typeof localStorage !== 'undefined' && isLocale(localStorage.getItem(KEYS.lang));
  return pickLocale(hasStored ? stored : undefined, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const load = catalogs[`../locales/${locale}/messages.po`] ?? catalogs['../locales/en-US/messages.po'];
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = bcp47(locale);
  document.documentElement.dir = directionOf(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocal(KEYS.lang, locale);
  await activateLocale(locale);
}

export { i18n };
