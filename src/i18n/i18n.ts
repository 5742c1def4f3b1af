// Lingui activation: the locale rule of spec 9, lazily loaded catalogs (per locale: core, app and legal, see
// catalog-areas.ts), <html lang dir>.
import { i18n, type Messages } from '@lingui/core';
import * as v from 'valibot';
import { KEYS, readLocal, writeLocal } from '../lib/storage.ts';
import { bcp47, directionOf, isLocale, LOCALES, pickLocale, type Locale } from '#shared/locales.ts';
import { phrased } from './phrasing.ts';
import { LANG_COOKIE } from '#shared/cookie-names.ts';

type Loader = () => Promise<{ messages: Messages }>;
export type CatalogLoaders = Record<string, Loader>;
/**
 * Each catalog's loaders by path. `core` is known here; any other catalog registers its own with `ensureCatalog` from
 * a module loaded when it is needed (i18n/app-catalog.ts, i18n/legal-catalog.ts), so that its 24 loaders are not in
 * the shell that /login waits for.
 */
const LOADERS = new Map<string, CatalogLoaders>([['core', import.meta.glob<{ messages: Messages }>('../locales/*/core.po')]]);

const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

let current: Locale = 'en-US';
/** Catalogs beyond the core that a screen has asked for: a later change of language loads them too. */
const wanted = new Set<string>();
const loading = new Map<string, Promise<void>>();

const loaderOf = (name: string, locale: Locale): Loader | undefined => {
  const loaders = LOADERS.get(name);
  return loaders?.[`../locales/${locale}/${name}.po`] ?? loaders?.[`../locales/en-US/${name}.po`];
};

/** The named catalogs of a locale (the default locale's where it has none), merged; Chinese with its word breaks. */
export async function messagesOf(locale: Locale, names: readonly string[]): Promise<Messages> {
  const parts = await Promise.all(names.map((name) => loaderOf(name, locale)?.()));
  return phrased(Object.assign({}, ...parts.map((part) => part?.messages)), bcp47(locale));
}

export function initialLocale(): Locale {
  const stored = readLocal(KEYS.lang, v.picklist(LOCALES), 'en-US');
  const hasStored = typeof localStorage !== 'undefined' && isLocale(localStorage.getItem(KEYS.lang));
  return pickLocale(hasStored ? stored : undefined, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export async function activateLocale(locale: Locale): Promise<void> {
  current = locale;
  const messages = await messagesOf(locale, ['core', ...wanted]);
  if (current !== locale) return; // a later change won the race
  // load() merges (loadAndActivate would replace), so an app catalog that arrived first is kept.
  i18n.load(locale, messages);
  i18n.activate(locale);
  setDocumentLanguage(locale);
  // The server draws a page for no one in it (shared/cookie-names.ts). Lax: a link from another site (a share link
  // in a mail) is drawn in it too; a language is nothing to guard.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not copy
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * `<html lang dir>`: at once, or on a drawn page (by the server or the worker, `#root[data-drawn]`) once the app's own
 * render has replaced the drawing: a drawing in another language must not be laid out in this one's direction.
 */
function setDocumentLanguage(locale: Locale): void {
  const apply = () => {
    document.documentElement.lang = bcp47(locale);
    document.documentElement.dir = directionOf(locale);
  };
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-drawn')) return apply();
  const observer = new MutationObserver(() => {
    if (root.hasAttribute('data-drawn')) return;
    observer.disconnect();
    apply();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-drawn'] });
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocal(KEYS.lang, locale);
  await activateLocale(locale);
}

/** Loads one more catalog of the current locale, once; a failure (offline, never cached) is retried next time. */
export function ensureCatalog(name: string, loaders?: CatalogLoaders): Promise<void> {
  if (loaders && !LOADERS.has(name)) LOADERS.set(name, loaders);
  wanted.add(name);
  const locale = current;
  let done = loading.get(name);
  if (!done) {
    done = messagesOf(locale, [name]).then(
      (messages) => {
        i18n.load(locale, messages);
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, done);
  }
  return done;
}

/** The app catalog: every screen but sign-in awaits it. */
export const ensureAppCatalog = (): Promise<void> =>
  import('./app-catalog.ts').then(({ messageLoaders }) => ensureCatalog('messages', messageLoaders));

export { i18n };
