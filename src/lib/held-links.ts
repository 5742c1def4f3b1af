// A page drawn before the app takes over (by the server or the worker: `#root[data-drawn]`) has plain links. A tap on
// one would load the whole page again, and a screen entered that way forgets where it came from: /modeling opens only
// from home (spec 2), so home's "View 3D model" led back home. From the app's start until its own first screen, such a
// tap is held, and followed inside the app once it is up.

/** Starts holding taps on this site's links in a drawn page; `release` follows the last one held (if any) and stops. */
export function holdDrawnLinks(root: Document = document): { release(follow: (path: string) => void): void } {
  let held: string | null = null;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!root.querySelector('#root[data-drawn]')) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    held = url.pathname + url.search + url.hash;
  };
  root.addEventListener('click', onClick, true);
  return {
    release(follow) {
      root.removeEventListener('click', onClick, true);
      if (held) follow(held);
      held = null;
    },
  };
}
