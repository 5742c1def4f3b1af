// A page drawn before the app takes over (by the server or the worker: `#root[data-drawn]`) has plain links. A tap on
// one would load the whole page again, and a screen entered that way forgets where it came from: /modeling opens only
// from home (spec 2), so home's "View 3D model" led back home. From the app's start until its own first screen, such a
// tap is held, and then made again on the same link of the app's screen, so the app's own handler follows it (a report
// tab replaces the address, a contents link moves the focus). A contents link is held too: the browser's own jump
// would add the section to the address and leave the focus behind, where the app's moves the focus and keeps the address.

import { DOUBLE_TAP_MS } from './double-tap.ts';

/** How long a tap may wait for the app: past it (the app failed to start), the browser follows the link after all. */
const HOLD_MS = 10_000;

type Held = { href: string; path: string; at: number };

/** How long the app's own handler has to change the address or move the focus after the tap is made again. */
const TAKEN_MS = 100;

/**
 * Starts holding taps on this site's links in a drawn page; `release` makes the last one held again on the app's
 * screen (or follows its path where that screen has no such link, or did not take it) and stops. `leave`: how the
 * browser follows a tap the app did not take in time.
 */
export function holdDrawnLinks(
  root: Document = document,
  leave: (path: string) => void = (path) => window.location.assign(path),
): { release(follow: (path: string) => void): void } {
  let held: Held | null = null;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!root.querySelector('#root[data-drawn]')) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin !== here.origin) return;
    event.preventDefault();
    held = { href: link.getAttribute('href')!, path: url.pathname + url.search + url.hash, at: performance.now() };
  };
  const stop = () => {
    clearTimeout(timer);
    root.removeEventListener('click', onClick, true);
  };
  const timer = setTimeout(() => {
    stop();
    if (held) leave(held.path);
    held = null;
  }, HOLD_MS);
  root.addEventListener('click', onClick, true);
  return {
    release(follow) {
      stop();
      if (!held) return;
      const { href, path, at } = held;
      held = null;
      // In a task of its own: the app may come up while the held tap is still being dispatched (React hydrating the
      // screen for it). And not sooner than a double tap's time after the tap: the same link, hydrated, would count
      // as tapped twice (lib/double-tap.ts) and be swallowed.
      setTimeout(
        () => {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, not copy
          const links = root.querySelectorAll<HTMLAnchorElement>('#root a[href]');
          const same = [...links].find((link) => link.getAttribute('href') === href);
          if (!same) return follow(path);
          const before = { address: window.location.href, focus: root.activeElement };
          same.click();
          // A tap React did not hand to the app (a part of the screen it had not hydrated yet stops it) leaves the address
          // and the focus as they were: the app follows the path itself.
          setTimeout(() => {
            if (window.location.href === before.address && root.activeElement === before.focus) follow(path);
          }, TAKEN_MS);
        },
        Math.max(0, at + DOUBLE_TAP_MS - performance.now()),
      );
    },
  };
}
