// Lingui activation: the locale rule of spec 9, lazily loaded catalogs (two chunks per locale: core and app, see
// catalog-areas.ts), <html lang dir>.
import { i18n, type Messages } from '@lingui/core';
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from '../lib/storage.ts';
import { bcp47, directionOf, isLocale, LOCALES, pickLocale, type Locale } from './locales.ts';

type Loader = () => Promise<{ messages: Messages }>;
const core = import.meta.glob<{ messages: Messages }>('../locales/*/core.po');
const app = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

let current: Locale = 'en-US';
/** Set once a screen beyond sign-in has asked for the app catalog: later locale changes load it too. */
let appWanted = false;
let appLoaded: Promise<void> | null = null;

const pick = (loaders: Record<string, Loader>, locale: Locale, file: string): Loader | undefined =>
  loaders[`../locales/${locale}/${file}`] ?? loaders[`../locales/en-US/${file}`];

async function messagesOf(locale: Locale, withApp: boolean): Promise<Messages> {
  const [c, a] = await Promise.all([pick(core, locale, 'core.po')?.(), withApp ? pick(app, locale, 'messages.po')?.() : undefined]);
  return { ...c?.messages, ...a?.messages };
}

export function initialLocale(): Locale {
  const stored = readLocal(KEYS.lang, v.picklist(LOCALES), 'en-US');
  const hasStored = typeof localStorage !== 'undefined' && isLocale(localStorage.getItem(KEYS.lang));
  return pickLocale(hasStored ? stored : undefined, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export async function activateLocale(locale: Locale): Promise<void> {
  current = locale;
  const messages = await messagesOf(locale, appWanted);
  if (current !== locale) return; // a later change won the race
  // load() merges (loadAndActivate would replace), so an app catalog that arrived first is kept.
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = bcp47(locale);
  document.documentElement.dir = directionOf(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocal(KEYS.lang, locale);
  await activateLocale(locale);
}

/** Loads the app catalog of the current locale once (every screen but sign-in awaits it). */
export function ensureAppCatalog(): Promise<void> {
  appWanted = true;
  const locale = current;
  appLoaded ??= messagesOf(locale, true).then(
    (messages) => {
      i18n.load(locale, messages);
    },
    (error: unknown) => {
      appLoaded = null; // offline and never cached: the next screen tries again
      throw error;
    },
  );
  return appLoaded;
}

export { i18n };
