/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/pwa/manifest.ts';
import { LOADED_ON_DEMAND } from './src/pwa/precache.ts';
import { precompress } from './scripts/lib/precompress.ts';

// Set only by tests/e2e/update.spec.ts, whose second build must differ from the first: written into index.html
// as <meta name="contour-build">, which also changes the precache manifest and so sw.js. Unset: no tag.
const buildId = process.env['CONTOUR_BUILD_ID'];
/**
 * The demo's meshes in the server tests (seeded directly, or by a server the tests start): light, where `npm start`
 * seeds a real scanner's density (docs/decisions.md, Body change: the seed's time and size).
 */
const LIGHT_DEMO_MESH = '2000';
/** The server tests that also run through PgBouncer in transaction mode (the server-pgbouncer project). */
const PGBOUNCER_SUITE = [
  'auth',
  'accounts',
  'reports',
  'report-api',
  'device',
  'ownership',
  'share-links',
  'export',
  'exports',
  'reminders',
  'body-change',
].map((name) => `server/test/${name}.test.ts`);

// `vite build --ssr` (npm run build's second step) makes dist-ssr/entry-server.js, the server's render of /report
// (src/ssr/entry-server.tsx): the same plugins that compile the app's code and catalogs, none of the client build's.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: null,
        registerType: 'prompt',
        manifest,
        injectManifest: {
          // Precache the shell only: locale chunks, 3D code and meshes are cached at runtime.
          globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/icon-192.png'],
          globIgnores: [...LOADED_ON_DEMAND.map((prefix) => `**/${prefix}*.js`), '**/*.map'],
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && {
      name: 'contour:build-id',
      transformIndexHtml: () => (buildId ? [{ tag: 'meta', attrs: { name: 'contour-build', content: buildId }, injectTo: 'head' }] : []),
    },
    !isSsrBuild && precompress(),
  ],
  // Module workers (the body-shape figure's, features/model3d/silhouette.worker.ts).
  worker: { format: 'es' },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // <link rel=modulepreload> is native in every browser the app targets but Safari before 17, which then simply
        // loads those modules when they are imported; the polyfill would cost every /login its bytes.
        modulePreload: { polyfill: false },
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            // The 24 locales' catalogs (src/locales/<locale>/<catalog>.po) get a prefix of their own, so the service worker
            // leaves exactly them out of the precache (one locale is used, cached when loaded) and no module of the app
            // that happens to be called messages.ts or core.ts is left out with them.
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && /[\\/]src[\\/]locales[\\/]/.test(chunk.facadeModuleId)
                ? 'assets/locale-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
            // One chunk for the framework every screen needs (fewer, better-compressed requests on /login);
            // graphcache and three.js stay out of it and load on demand. A file's folder decides its group here: what must
            // never load before the first screen is checked on the build by src/build-placement.test.ts.
            codeSplitting: {
              groups: [
                // three.js on its own: only the 3D screens load it, and the service worker leaves it out of the shell.
                { name: 'three', test: /node_modules[\\/]three[\\/]/, priority: 9 },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@urql[\\/]core|urql|wonka|@lingui|valibot|tiny-invariant|tiny-warning|cookie-es|seroval)[\\/]/,
                  priority: 10,
                },
                // Every route's config (search schemas, guards): one chunk, not one small file per route that /login waits for.
                // The split components (`?tsr-split=`) stay lazy.
                { name: 'routes', test: /src[\\/](routes[\\/][^?]*\.tsx|routeTree\.gen\.ts)$/, priority: 6 },
                // Shared UI and helpers, minus the parts only signed-in or account screens use (the menu, passwords, profile,
                // phone numbers, the shape model: they load with those screens). The install offer and the social arrival
                // mark, which the boot reads, go with it instead of in two small files of their own.
                {
                  name: 'app-shell',
                  test: /src[\\/](?!ui[\\/](ConfirmDialog|useModalDialog|NotSavedOffline)|i18n[\\/]((legal|app)-catalog|unit-labels)|lib[\\/](password|phone|unit-store|file-save|file-cache|document-session|kiosk|export-download|page-snapshot))(ui|lib|i18n|shared[\\/](locales|intl|unit-system|cookie-names)|graphql[\\/](graphql|errors|client|lazy-exchange)|features[\\/](offline|install[\\/]install-offer|social[\\/]arrival))[\\/.]/,
                  priority: 5,
                  minShareCount: 1,
                },
                {
                  name: 'report-screen',
                  test: /src[\\/](features[\\/]report[\\/](?!prediction[\\/]MeshFigures)|shared[\\/](dates|units)|lib[\\/](unit-store|file-save)|ui[\\/](ConfirmDialog|NotSavedOffline)|i18n[\\/]unit-labels)/,
                  priority: 4,
                  minShareCount: 1,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:8080', '/reptfile': 'http://localhost:8080' } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'client', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'server-pglite',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          env: { CONTOUR_TEST_DB: 'pglite', DEMO_MESH_VERTICES: LIGHT_DEMO_MESH },
          // Node 20 has WebSocket behind a flag; @medplum/core (the FHIR validator of the export tests) needs it loaded.
          execArgv: ['--experimental-websocket'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          env: { CONTOUR_TEST_DB: 'postgres', DEMO_MESH_VERTICES: LIGHT_DEMO_MESH },
          execArgv: ['--experimental-websocket'],
          globalSetup: ['server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The part of the server suite a deployment behind PgBouncer (transaction mode) leans on most: sign-in and
          // sessions, reports, meshes, exports, two copies (docs/deployment.md).
          name: 'server-pgbouncer',
          environment: 'node',
          include: PGBOUNCER_SUITE,
          env: { CONTOUR_TEST_DB: 'pgbouncer', DEMO_MESH_VERTICES: LIGHT_DEMO_MESH },
          execArgv: ['--experimental-websocket'],
          globalSetup: ['server/test/pgbouncer-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
