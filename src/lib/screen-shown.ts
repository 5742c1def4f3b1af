// When the first screen's own content is up. A page the server drew is hydrated: React adopts the root's markup first
// and each route's content later, at a lower priority (a Suspense boundary of TanStack Router's each), so the router's
// `onRendered` comes before the screen's links and fields are the app's. Every screen the server draws is a <Screen>,
// whose first effect says so here.

let shown = false;
const waiting = new Set<() => void>();

/** Called by <Screen> once mounted (its effects run when its content is the app's, hydrated or rendered). */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Resolves once a screen is up, or after `fallbackMs` (a screen without <Screen>: an error view the app drew instead). */
export function screenShown(fallbackMs: number): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, fallbackMs);
    waiting.add(done);
  });
}
