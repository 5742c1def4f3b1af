import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as UrqlProvider } from 'urql';
import './ui/tokens.css';
import { activateLocale, ensureAppCatalog, i18n, initialLocale } from './i18n/i18n.ts';
import { copyPersistentToken } from './lib/storage.ts';
import { captureInstallOffer } from './features/install/install-offer.ts';
import { createUrqlClient, preloadCache } from './graphql/client.ts';
import { nextTask, whenIdle } from './lib/idle.ts';
import { warmIntl } from '#shared/intl.ts';
import { CORE_PATHS } from './i18n/catalog-areas.ts';
import { createAppRouter } from './router.tsx';
import { session } from './lib/session.ts';
import { hasSocialFragment, markSocialArrival } from './features/social/arrival.ts';
import { isKiosk } from './lib/kiosk.ts';
import { installDoubleTapGuard } from './lib/double-tap.ts';
import { holdDrawnLinks } from './lib/held-links.ts';

copyPersistentToken();
if (isKiosk()) {
  document.documentElement.dataset['kiosk'] = 'on';
  // A shared tablet with nobody signed in holds nothing of anyone: whatever a sign-out could not delete while its
  // page still had the databases open goes now, before anything opens them again.
  if (!session.isSignedIn()) void import('./features/kiosk/wipe.ts').then(({ wipeStores }) => wipeStores());
}
// The browser offers installation once, possibly before any screen is up: kept for the home-screen reminder.
captureInstallOffer();
// Safari ignores touch-action for pinch zoom; its non-standard gesture events are where zoom is refused (spec 1).
document.addEventListener('gesturestart', (event) => event.preventDefault());
installDoubleTapGuard();
// A tap on a drawn page's link before the app is up is followed inside the app once it is (lib/held-links.ts).
const drawnLinks = holdDrawnLinks();
// A social sign-in result arrives in the fragment: store it and clean the address bar before the router reads it.
if (hasSocialFragment(window.location.hash)) {
  const { captureSocialFragment } = await import('./features/social/social-token.ts');
  const result = captureSocialFragment();
  markSocialArrival(result.kind === 'token' ? result.intent : result.kind === 'error' ? 'ERROR' : null);
}

// A page the server rendered (server/src/http/ssr.ts) carries the data of its queries: the first render uses it, so it
// draws the same screen as the markup it replaces; graphcache gets it once the page is idle. ('server-data' is
// SERVER_DATA_ID of shared/document-cookies.ts, written out: importing it would put that module in the shell.)
const rendered = document.getElementById('server-data')
  ? await (await import('./graphql/server-data.ts')).readServerPage(session.token(), whenIdle)
  : null;

// The start-up below is cut into tasks of its own (nextTask): run as one, it was a long task at CPU ×4 on a drawn page,
// where a tap waits for it (docs/performance.md, "Figures behind the code").
await nextTask();
const client = createUrqlClient({
  first: rendered?.exchange,
  onUnauthorized: () => {
    if (isKiosk()) {
      void import('./features/kiosk/wipe.ts')
        .then(({ wipeMemberData }) => wipeMemberData(() => Promise.resolve()))
        .finally(() => window.location.replace('/kiosk'));
      return;
    }
    void session.signOut().then(() => {
      const { pathname, search, hash } = window.location;
      void router.navigate({ to: '/login', search: { redirect: pathname + search + hash }, replace: true });
    });
  },
});
const router = createAppRouter(client);
await nextTask();

// Signed in and not on a sign-in screen: the app catalog, the first route's code and the offline cache start loading
// now, a task apart, before the first render waits for any of them (a report opened offline renders sooner).
const activating = activateLocale(initialLocale());
// Awaited below, a few tasks on: a failure meanwhile is not an unhandled rejection (the await still throws it).
activating.catch(() => undefined);
if (!CORE_PATHS.has(window.location.pathname)) void ensureAppCatalog().catch(() => undefined);
await nextTask();
// The first screen's code too: the router would only ask for it after the root's wait for the catalog.
for (const match of router.matchRoutes(router.latestLocation)) {
  void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
}
await nextTask();
if (session.isSignedIn()) void preloadCache();
// The first date and number formats load ICU's time-zone and number data (shared/intl.ts: a long task each):
// done while the network brings the catalog and the first screen's data, instead of inside the first render.
// Sign-in screens format no dates or measures: they skip it.
if (!CORE_PATHS.has(window.location.pathname)) warmIntl(initialLocale(), (step) => setTimeout(step, 0));
await activating;

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <UrqlProvider value={client}>
        <RouterProvider router={router} />
      </UrqlProvider>
    </I18nProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
// Resolves once the first screen is the app's own: taken over (hydrated or replaced), or rendered from scratch.
const up = rendered
  ? rendered.takeOver(container, app, router)
  : new Promise<void>((resolve) => {
      // Markup drawn for another session (not taken over) is replaced by this render: the root is the app's own once
      // it is on screen (i18n.ts sets <html lang dir> then).
      const drawn = router.subscribe('onRendered', () => {
        drawn();
        container.removeAttribute('data-drawn');
        resolve();
      });
      createRoot(container).render(app);
    });

// The service worker, the offline cache and the app catalog load once the first screen is up, so they never delay /login.
// One idle task each: run together, their imports and the links Vite adds for them were one long task
// (docs/performance.md, "Figures behind the code").
void up.then(() => {
  drawnLinks.release((path) => router.history.push(path));
  whenIdle(() => void import('./pwa/register.tsx').then(({ registerServiceWorker }) => registerServiceWorker()));
  whenIdle(() => void preloadCache());
  // The rest of the messages: ready (and cached by the worker) before the person leaves the first screen.
  whenIdle(() => void ensureAppCatalog().catch(() => undefined));
  // The cookies with which the server renders home and the report follow the session from now on.
  whenIdle(() => void import('./lib/document-session.ts').then(({ startDocumentSession }) => startDocumentSession()));
  // The last drawing of a person's pages, which the worker answers their next load with.
  if (!isKiosk())
    whenIdle(() => void import('./features/snapshots/page-snapshots.ts').then(({ startPageSnapshots }) => startPageSnapshots(router)));
});
