import { expect, test } from '@playwright/test';

test('the stored language wins, sets <html lang dir>, and loads only its own catalog', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/messages-/.test(request.url())) catalogs.push(request.url());
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '发送验证码' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(catalogs).toHaveLength(1);
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
