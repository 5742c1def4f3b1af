import { expect, test } from '@playwright/test';
import { HistoryPage } from './pages/history-page.ts';
import { ownerOnReport, waitForServiceWorker } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;

test('history lists every report of a model, page after page, and opens offline', async ({ page, context, request }) => {
  // 25 weekly scans reaching back half a year: more than one page of 20.
  const now = Date.now();
  const weeks = Array.from({ length: 25 }, (_, week) => ({ measuredAt: new Date(now - week * 7 * DAY) }));
  await ownerOnReport(page, request, { tag: 'history', scans: weeks, open: false });

  const history = new HistoryPage(page);
  await history.open('M30');
  const rows = history.rows();
  await expect(rows).toHaveCount(20);
  // Month headings group the rows; the newest month comes first.
  const newestMonth = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'Europe/Berlin' }).format(new Date(now));
  await expect(history.monthHeadings().first()).toHaveText(new RegExp(newestMonth, 'i'));
  await expectNoSeriousA11yIssues(page);

  // Scrolling to the end loads the next page, and the end is said.
  await history.scrollToEnd();
  await expect(rows).toHaveCount(25);
  await expect(history.end()).toBeVisible();
  const headings = await history.monthHeadings().allTextContents();
  expect(new Set(headings).size).toBe(headings.length);

  // A row opens its report.
  await rows.nth(3).click();
  await expect(page).toHaveURL(/\/report\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();

  // The other model: the empty state.
  await history.open('S30');
  await expect(history.empty()).toBeVisible();

  // Seen before, so it opens with the network off.
  await history.open('M30');
  await expect(rows).toHaveCount(20);
  await waitForServiceWorker(page);
  await expect(rows).toHaveCount(20);
  await context.setOffline(true);
  await page.reload();
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
});

test('the report history page is the same list, and its model tabs stay on it', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'history-page', open: false });
  const history = new HistoryPage(page);
  await history.open('M30', '/report/historyPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Report history' })).toBeVisible();
  await expect(history.rows()).toHaveCount(1);
  await history.chooseModel('S30');
  await expect(page).toHaveURL(/\/report\/historyPage\?model=S30/);
  await expect(history.empty()).toBeVisible();
});
