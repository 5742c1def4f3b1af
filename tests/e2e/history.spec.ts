import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, postScan, signInByApi, uniqueEmail, waitForServiceWorker } from './support.ts';

const DAY = 86_400_000;

test('history lists every report of a model, page after page, and opens offline', async ({ page, context, request }) => {
  const email = uniqueEmail('history');
  const token = await signInByApi(request, email);
  // 25 weekly scans reaching back half a year: more than one page of 20.
  const now = Date.now();
  for (let week = 0; week < 25; week += 1) await postScan(request, { email, measuredAt: new Date(now - week * 7 * DAY) });
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto('/history?model=M30');
  const rows = page.getByRole('list', { name: 'Reports, newest first' }).getByRole('link');
  await expect(rows).toHaveCount(20);
  // Month headings group the rows; the newest month comes first.
  const newestMonth = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'Europe/Berlin' }).format(new Date(now));
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(new RegExp(newestMonth, 'i'));
  await expectNoSeriousA11yIssues(page);

  // Scrolling to the end loads the next page, and the end is said.
  await page
    .getByText("That's every report.")
    .or(page.getByRole('button', { name: 'Show older reports' }))
    .scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(25);
  await expect(page.getByText("That's every report.")).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(new Set(headings).size).toBe(headings.length);

  // A row opens its report.
  await rows.nth(3).click();
  await expect(page).toHaveURL(/\/report\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();

  // The other model: the empty state.
  await page.goto('/history?model=S30');
  await expect(page.getByText("You don't have any report yet")).toBeVisible();

  // Seen before, so it opens with the network off.
  await page.goto('/history?model=M30');
  await expect(rows).toHaveCount(20);
  await waitForServiceWorker(page);
  await expect(rows).toHaveCount(20);
  await context.setOffline(true);
  await page.reload();
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
});

test('the report history page is the same list, and its model tabs stay on it', async ({ page, context, request }) => {
  const email = uniqueEmail('history-page');
  const token = await signInByApi(request, email);
  await postScan(request, { email });
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await page.goto('/report/historyPage?model=M30');
  await expect(page.getByRole('heading', { level: 1, name: 'Report history' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reports, newest first' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('link', { name: 'S30' }).click();
  await expect(page).toHaveURL(/\/report\/historyPage\?model=S30/);
  await expect(page.getByText("You don't have any report yet")).toBeVisible();
});
