// Lint: no user-facing string outside Lingui (src/), hooks rules, and TypeScript's recommended checks.
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'src/routeTree.gen.ts', 'src/graphql/graphql-env.d.ts', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/shared/locales.ts', 'src/pwa/manifest.ts'],
    ...lingui.configs['flat/recommended'],
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^(?![A-Z])\\S+$', // single lower-case tokens: keys, paths, class names, enum values
            '^[A-Z0-9_-]+$', // UPPER_CASE constants and enum members
            '^(/|\\.\\.?/|@|M\\d|[a-z-]+:)', // paths, imports, SVG path data, CSS-ish values
            '^[%²=▲▼+]*$',
            '^Bearer ',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|styles?$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'type', 'id', 'name', 'd', 'viewBox', 'href', 'to', 'src', 'role', 'kind', 'variant', 'dir', 'lang', 'key',
            'autoComplete', 'inputMode', 'pattern', 'fill', 'stroke', 'strokeLinecap', 'strokeLinejoin', 'width', 'height',
            'aria-roledescription', 'aria-live', 'idbName', 'cacheName', 'url', 'Authorization', 'Accept-Language', 'requestPolicy',
            'data-state', 'data-metric', '__typename', 'waitUntil', 'code', 'section', 'backTo', 'layout', 'dateStyle', 'timeStyle', 'signDisplay',
          ],
          ignoreFunctions: [
            'Error', 'console.*', '*.addEventListener', '*.removeEventListener', '*.getElementById', '*.querySelector',
            '*.createElement', '*.getItem', '*.setItem', '*.removeItem', '*.startsWith', '*.includes', 'createFileRoute',
            'graphql', 'import', 'URL', 'URLSearchParams', 'Intl.*', 'new Intl.*', 'v.*', 'fetchPersonalFile', 'Color', 'redirect',
            '*.deleteDatabase', '*.register', 'Workbox', 'createStore', 'DateTimeFormat', 'NumberFormat', 'makeDefaultStorage',
          ],
          ignoreMethodsOnTypes: [],
        },
      ],
    },
  },
);
