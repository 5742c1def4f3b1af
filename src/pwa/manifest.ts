// The web app manifest (vite-plugin-pwa writes it to manifest.webmanifest).
import type { ManifestOptions } from 'vite-plugin-pwa';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Contour — body scan reports',
  short_name: 'Contour',
  description: 'Your 3D body-scan reports: body composition, posture, girths, trends and history, online and offline.',
  lang: 'en-US',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b6e63',
  background_color: '#f6f4f0',
  categories: ['health', 'fitness', 'medical'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  screenshots: [
    { src: '/screenshots/report-phone.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Body composition report' },
    {
      src: '/screenshots/home-phone.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home: how you are, at a glance',
    },
    { src: '/screenshots/report-tablet.png', sizes: '1180x820', type: 'image/png', form_factor: 'wide', label: 'Report on a tablet' },
  ],
  shortcuts: [
    { name: 'Latest report', short_name: 'Report', url: '/report', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'History', url: '/history', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
