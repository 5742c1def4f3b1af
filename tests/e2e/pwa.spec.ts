import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import config, { baseURL } from '../../playwright.config.ts';

test('the app is installable: manifest with maskable icons and screenshots, no installability errors', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    display: string; start_url: string; icons: Array<{ purpose?: string; sizes: string }>; screenshots: Array<{ form_factor: string }>;
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
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
  // The policy on screen: the app has recorded where the person is before the test moves on.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
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
