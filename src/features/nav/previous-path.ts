// Remembers where the person came from, for the entry rules of /modeling and /register (spec 2).
let current: string | null = null;

export function recordNavigation(pathname: string): void {
  current = pathname;
}

/** The path of the screen shown before the one being entered (null on a fresh page load). */
export function comingFrom(): string | null {
  return current;
}
