// Where the app may go after sign-in (?redirect=…, a stored target): a path of this origin, never another site.

// C0 controls and DEL: the URL parser drops tabs and newlines silently ("/\t/host" is "//host"), so none is accepted.
const CONTROL = /[\u0000-\u001f\u007f]/;

// The server's render (src/ssr) has no window: any one origin serves, as only the path comes back.
const appOrigin = () => (typeof window === 'undefined' ? 'https://contour.invalid' : window.location.origin);

/**
 * The target as a path of `origin` (path, query and fragment, normalised by the URL parser), or undefined when it is
 * not one. The browser's own parser decides, so every spelling it reads as another host (`//host`, `/\host`,
 * `https://host`, `javascript:`) is refused. A path that the parser normalises to start with `//` (`/..//host`,
 * `/%2e%2e//host`, `/.//host`) is refused too: it is same-origin here, but as a link or a history entry it would be
 * read as protocol-relative, that is another host.
 */
export function safeRedirect(value: unknown, origin: string = appOrigin()): string | undefined {
  if (typeof value !== 'string' || CONTROL.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return undefined;
  return url.pathname + url.search + url.hash;
}
