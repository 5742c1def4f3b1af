// How this browser adds a web app to the home screen, when it has no install dialog of its own.
export type InstallPath = 'standalone' | 'ios-safari' | 'ios-other' | 'menu';

/** From the user agent and display mode: iOS needs Safari's Share menu; other browsers their own menu. */
export function installPath(userAgent: string, standalone: boolean, maxTouchPoints = 0): InstallPath {
  if (standalone) return 'standalone';
  // iPadOS reports itself as a Mac; touch points tell them apart.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (ios) return /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent) ? 'ios-other' : 'ios-safari';
  return 'menu';
}

export function isStandalone(): boolean {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not copy
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
