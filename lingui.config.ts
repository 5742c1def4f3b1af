import { defineConfig } from '@lingui/cli';
import { LOCALES } from './src/i18n/locales.ts';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en-US' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', '**/routeTree.gen.ts'] }],
  format: 'po',
  orderBy: 'origin',
});
