import { expect, test } from '@playwright/test';
import { ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

test('switching product model lands on that model’s latest report, or its empty screen', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'model', open: false });

  await page.goto('/productModel');
  const m30 = page.getByRole('link', { name: /M30/ });
  const s30 = page.getByRole('link', { name: /S30/ });
  await expect(m30).toContainText('Latest report:');
  await expect(s30).toContainText('No report yet');
  await expectNoSeriousA11yIssues(page);

  await s30.click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByText('No S30 report yet')).toBeVisible();
  await expect(page.getByText('Step onto an S30 scanner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('S30');

  await page.goto('/productModel');
  await expect(page.getByRole('link', { name: /S30/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: /M30/ }).click();
  await expect(page).toHaveURL(/\/report\?id=/);
  expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('M30');
});
