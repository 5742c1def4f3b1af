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
  const router = createRouter({
    routeTree,
    context: { client, session },
    defaultPreload: 'intent',
    ...routeDisplay,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => recordNavigation(event.toLocation.pathname));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
