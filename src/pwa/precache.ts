// The build's script files that the service worker leaves out of its precache (vite.config.ts), by the start of their
// names: each loads on demand and is cached when first used (sw/sw.ts). One locale's catalogs of 24, the QR reader,
// the 3D code, and the workers of the body-shape figure and the 3D turntable (spine, avatar), which carry their own
// three.js.
/* eslint-disable lingui/no-unlocalized-strings -- file names, not copy */
export const LOADED_ON_DEMAND = [
  'locale-',
  'jsQR-',
  'AvatarViewer-',
  'SpineViewer-',
  'three-',
  'turntable-',
  'silhouette.worker-',
  'turntable.worker-',
  'scenes-',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
