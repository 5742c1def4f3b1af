import { defineConfig } from '@lingui/cli';
import { LOCALES } from '#shared/locales.ts';
import { CORE_SOURCES, LEGAL_SOURCES } from './src/i18n/catalog-areas.ts';

const notSources = ['**/*.test.*', '**/routeTree.gen.ts'];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en-US' },
  // Four catalogs per locale: `core` for the sign-in screens, `messages` for the rest of the app, `legal` for the
  // privacy policy and rules (see src/i18n/catalog-areas.ts), `server` for what the server writes.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/core', include: [...CORE_SOURCES], exclude: notSources },
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: [...notSources, ...CORE_SOURCES, ...LEGAL_SOURCES] },
    { path: '<rootDir>/src/locales/{locale}/legal', include: [...LEGAL_SOURCES], exclude: notSources },
    // The server's texts (mails, SMS, the PDF's file name): `i18n._('English text')` calls in server/src (server/src/i18n.ts).
    { path: '<rootDir>/src/locales/{locale}/server', include: ['server/src'], exclude: notSources },
  ],
  format: 'po',
  orderBy: 'origin',
});
