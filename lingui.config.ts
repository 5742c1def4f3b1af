import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { LOCALES } from '#shared/locales.ts';
import { APP_FILES_IN_CORE_FOLDERS, CORE_SOURCES, LEGAL_SOURCES } from './src/i18n/catalog-areas.ts';

const notSources = ['**/*.test.*', '**/routeTree.gen.ts'];
const appFiles: readonly string[] = APP_FILES_IN_CORE_FOLDERS;
/**
 * The source files of folders and files, one by one: lingui's `exclude` is a glob's ignore list, which leaves a folder's
 * files in (the app catalog held every core and legal message too until 2026-11-26), and a file list lets the app
 * catalog take the few files of core folders that are the app's.
 */
const filesOf = (sources: readonly string[]) =>
  sources
    .flatMap((source) =>
      /\.tsx?$/.test(source)
        ? [source]
        : readdirSync(source, { recursive: true, encoding: 'utf8' }).map((file) => `${source}/${file.replaceAll('\\', '/')}`),
    )
    .filter((file) => /\.tsx?$/.test(file) && !appFiles.includes(file));

export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en-US' },
  // Four catalogs per locale: `core` for the sign-in screens, `messages` for the rest of the app, `legal` for the
  // privacy policy and rules (see src/i18n/catalog-areas.ts), `server` for what the server writes.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/core', include: [...CORE_SOURCES], exclude: [...notSources, ...appFiles] },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [...notSources, ...filesOf(CORE_SOURCES), ...filesOf(LEGAL_SOURCES)],
    },
    { path: '<rootDir>/src/locales/{locale}/legal', include: [...LEGAL_SOURCES], exclude: notSources },
    // The server's texts (mails, SMS, the PDF's file name): `i18n._('English text')` calls in server/src (server/src/i18n.ts).
    { path: '<rootDir>/src/locales/{locale}/server', include: ['server/src'], exclude: notSources },
  ],
  format: 'po',
  orderBy: 'origin',
});
