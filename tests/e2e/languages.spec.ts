import { expect, test } from '@playwright/test';

test('the stored language wins, sets <html lang dir>, and loads only its own catalogs', async ({ page }) => {
  const catalogs: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (/\/assets\/(core|messages)-/.test(response.url())) catalogs.push({ url: response.url(), body: response.text() });
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '发送验证码' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The sign-in core first; the rest of the app's messages once the screen is up: both Chinese, nothing else.
  await expect.poll(() => catalogs.length).toBe(2);
  expect(catalogs.map((c) => /\/assets\/(core|messages)-/.exec(c.url)?.[1]).sort()).toEqual(['core', 'messages']);
  for (const catalog of catalogs) expect(await catalog.body).toMatch(/[\u4e00-\u9fff]{4}/);
});

test('Arabic is right-to-left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = await page.getByLabel('E-mail address').boundingBox();
  const label = await page.getByText('E-mail address', { exact: true }).boundingBox();
  // The label starts at the right edge of the field in a right-to-left layout.
  expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThan(24);
});

test('without a stored language the browser language is used when supported', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '发送验证码' })).toBeVisible();
  await context.close();
});
