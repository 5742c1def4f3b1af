import { defineConfig } from '@lingui/cli';
import { LOCALES } from './src/i18n/locales.ts';
import { CORE_SOURCES } from './src/i18n/catalog-areas.ts';

const notSources = ['**/*.test.*', '**/routeTree.gen.ts'];

export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en-US' },
  // Two catalogs per locale: `core` for the sign-in screens, `messages` for the rest (see src/i18n/catalog-areas.ts).
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/core', include: [...CORE_SOURCES], exclude: notSources },
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: [...notSources, ...CORE_SOURCES] },
  ],
  format: 'po',
  orderBy: 'origin',
});
