// Remembers where the person came from, for the entry rules of /modeling and /register (spec 2).
let previous: string | null = null;
let current: string | null = null;

export function recordNavigation(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The path of the screen shown before the one being entered (null on a fresh page load). */
export function comingFrom(): string | null {
  return current;
}

export function previousPath(): string | null {
  return previous;
}
