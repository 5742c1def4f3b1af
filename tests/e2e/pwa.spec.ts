import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { LOADED_ON_DEMAND } from '#src/pwa/precache.ts';
import config, { baseURL } from '../../playwright.config.ts';

test('the app is installable: manifest with maskable icons and screenshots, no installability errors', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    display: string;
    start_url: string;
    icons: Array<{ purpose?: string; sizes: string }>;
    screenshots: Array<{ form_factor: string; src: string }>;
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  expect([...new Set(manifest.screenshots.map((s) => s.form_factor))].sort()).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) expect((await request.get(shot.src)).ok(), shot.src).toBe(true);
  for (const icon of manifest.icons as Array<{ src?: string }>) expect((await request.get(icon.src!)).ok()).toBe(true);

  // Installability is only reported in a persistent (non-incognito) profile.
  const profile = mkdtempSync(join(tmpdir(), 'contour-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('/register keeps the half-filled form only when coming back from the policy or rules', async ({ page }) => {
  await page.goto('/about/secret');
  // The app is up (the server drew the policy; the app registers its worker once its own first screen is): it has
  // recorded where the person is before the test moves on.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.evaluate(() => sessionStorage.setItem('registerInfo', '{"name":"Ana"}'));
  // Client-side navigation from /about/secret to /register: kept.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/register');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('registerInfo'))).toBe('{"name":"Ana"}');
  // Entered from anywhere else (a fresh load): cleared.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('registerInfo'))).toBeNull();
});

test('once installed, the worker holds every script and stylesheet of the app but the locale catalogs and the 3D code', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  // The build's own list: a module that happens to share a name with a catalog (messages.ts) must not be left out.
  const dist = process.env['DIST_DIR'] ?? './dist';
  const expected = readdirSync(join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f) && !LOADED_ON_DEMAND.some((prefix) => f.startsWith(prefix)))
    .map((f) => `/assets/${f}`);
  expect(expected.length).toBeGreaterThan(20);
  expect(expected.filter((f) => /\/messages-/.test(f)).length).toBeGreaterThan(0);
  expect(expected.filter((url) => !precached.includes(url))).toEqual([]);
  expect(precached.filter((url) => /\/locale-/.test(url))).toEqual([]);
});
