import { createRouter } from '@tanstack/react-router';
import type { Client } from 'urql';
import { routeTree } from './routeTree.gen.ts';
import { recordNavigation } from './features/nav/previous-path.ts';
import { session } from './lib/session.ts';
import { RouteError } from './ui/RouteError.tsx';
import { RoutePending } from './ui/RoutePending.tsx';
import { NotFound } from './ui/NotFound.tsx';

export type RouterContext = { client: Client; session: typeof session };

/**
 * How every route shows waiting, an error and a page not found: the server's render (src/ssr/entry-server.tsx) uses the
 * same, since they decide the tree around each screen (a pending component wraps it in Suspense), and the app hydrates
 * the server's markup only if its tree is the same.
 */
export const routeDisplay = {
  defaultPendingComponent: RoutePending,
  defaultPendingMs: 300,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
} as const;

export function createAppRouter(client: Client) {
  // A page drawn before the app takes over (by the server or the worker: `#root[data-drawn]`) may be scrolled already:
  // the takeover's first render leaves the scroll where the person has it. Reset to the top, the page jumped under their
  // finger, and a tap meant for a link landed beside it (about.spec's "Back from the policy", 1 run in 24).
  let keepFirstScroll = document.querySelector('#root[data-drawn]') !== null;
  const router = createRouter({
    routeTree,
    context: { client, session },
    defaultPreload: 'intent',
    ...routeDisplay,
    scrollRestoration: () => {
      if (!keepFirstScroll) return true;
      keepFirstScroll = false;
      return false;
    },
  });
  router.subscribe('onResolved', (event) => recordNavigation(event.toLocation.pathname));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
