// Keyboard and screen-reader paths axe cannot see: where focus goes when a screen opens or the menu closes, and
// the tab's title.
import { expect, test } from '@playwright/test';
import { ownerOnReport } from './support.ts';

test('a screen opened inside the app takes focus on its heading and names the tab; the menu gives focus back to its button', async ({
  page,
  request,
}) => {
  await ownerOnReport(page, request, { tag: 'keys' });
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(page).toHaveTitle('Report – Contour');

  // Escape closes the menu and focus is back on its button.
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Personal centre' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Personal centre' })).toHaveCount(0);
  await expect(menu).toBeFocused();

  // Tabbing out of the open menu closes it.
  await page.keyboard.press('Enter');
  const items = page.getByRole('navigation', { name: 'Menu' }).locator('a, button');
  for (let i = 0, n = await items.count(); i < n; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);

  // A screen opened from the menu: its heading has focus, and the tab says which screen it is.
  await menu.click();
  await page.getByRole('link', { name: 'History' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeFocused();
  await expect(page).toHaveTitle('History – Contour');

  // "Change units and language" lands on that section of the personal centre, in view, with focus on its heading.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Change units and language' }).press('Enter');
  const preferences = page.getByRole('heading', { level: 2, name: 'Units and language' });
  await expect(preferences).toBeFocused();
  await expect(preferences).toBeInViewport();
  // Below the sticky header, not behind it.
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await preferences.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});

test('a report section tab reached by keyboard is wholly in view, its focus ring unclipped', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'tabs-keys' });
  const tabs = page.getByRole('navigation', { name: 'Report sections' });
  await tabs.getByRole('link').first().focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  const focused = tabs.locator('a:focus');
  await expect(focused).toHaveCount(1);
  const [tab, strip] = await Promise.all([focused.boundingBox(), tabs.boundingBox()]);
  expect(tab!.x).toBeGreaterThanOrEqual(strip!.x);
  expect(tab!.x + tab!.width).toBeLessThanOrEqual(strip!.x + strip!.width + 0.5);
});
