import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, postScan, signInByApi, uniqueEmail, waitForServiceWorker } from './support.ts';

const DAY = 86_400_000;
const dateInput = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('compare a report with an earlier one picked in a limited calendar range', async ({ page, context, request }) => {
  const email = uniqueEmail('compare');
  const token = await signInByApi(request, email);
  const now = Date.now();
  for (const daysAgo of [300, 30, 0]) await postScan(request, { email, measuredAt: new Date(now - daysAgo * DAY) });
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto('/report');
  await expect(page).toHaveURL(/\/report\?id=/);
  await page.getByRole('button', { name: 'Compare with an earlier report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with an earlier report' });
  await expect(dialog).toBeVisible();
  // The default range (the last 180 days) holds the report from 30 days ago, not the one from 300 days ago.
  const options = dialog.getByRole('radio');
  await expect(options).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  // A range longer than the caller's maximum is refused with its message.
  await dialog.getByLabel('From').fill(dateInput(new Date(now - 320 * DAY)));
  await expect(dialog.getByRole('alert')).toHaveText('The range can span at most 180 days.');
  await expect(dialog.getByRole('button', { name: 'Compare' })).toBeDisabled();
  // A range that fits, reaching back to the old report.
  await dialog.getByLabel('To').fill(dateInput(new Date(now - 200 * DAY)));
  await expect(options).toHaveCount(1);
  await options.first().check();
  await dialog.getByRole('button', { name: 'Compare' }).click();

  await expect(page).toHaveURL(/compare=/);
  const panel = page.getByRole('region', { name: /Compared with/ });
  await expect(panel).toBeVisible();
  // The picker's button is gone: focus is on the comparison's heading, not the page.
  await expect(panel.getByRole('heading', { name: /Compared with/ })).toBeFocused();
  const weight = panel.getByRole('row', { name: /Weight/ });
  await expect(weight).toContainText('77.3 kg');
  await expectNoSeriousA11yIssues(page);

  // Seen before, so the comparison opens offline.
  await waitForServiceWorker(page);
  await expect(panel).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(panel.getByRole('row', { name: /Weight/ })).toContainText('77.3 kg');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Stop comparing' }).click();
  await expect(page).not.toHaveURL(/compare=/);
});
