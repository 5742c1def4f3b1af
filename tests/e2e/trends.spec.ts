import { expect, test } from '@playwright/test';
import { TrendPage } from './pages/trend-page.ts';
import { ownerOnReport, waitForServiceWorker } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;

test('a body metric and a girth over time: chart, summary, table, ranges, imperial, offline', async ({ page, context, request }) => {
  const now = Date.now();
  // Six monthly scans; postScan's body composition is fixed (77.3 kg), so the series is flat but complete.
  const months = Array.from({ length: 6 }, (_, month) => ({ measuredAt: new Date(now - month * 30 * DAY) }));
  await ownerOnReport(page, request, { tag: 'trend', scans: months, open: false });

  const trend = new TrendPage(page);
  await trend.open('body', 'key=WT&range=all');
  await expect(trend.chart()).toBeVisible();
  await expect(trend.table().getByRole('row')).toHaveCount(7);
  await expect(trend.summary()).toContainText('Weight went from 77.3 kg');
  await expect(trend.summary()).toContainText('over 6 measurements');
  // A real key or none: the line, and the weight's normal band named in words with its bounds; no placeholder legend.
  await expect(trend.legend().getByRole('listitem')).toHaveText(['Weight', /^Normal range: \d+\.\d–\d+\.\d\skg$/]);
  await expect(trend.uplotLegend()).toHaveCount(0);
  await expect(trend.figure()).not.toContainText('Date');
  await expectNoSeriousA11yIssues(page);
  // On a tablet the chart takes the whole content width, not a phone column's.
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect.poll(async () => (await trend.chart().boundingBox())?.width ?? 0).toBeGreaterThan(1000);
  await page.setViewportSize({ width: 390, height: 844 });

  // A shorter range filters the same series.
  await trend.chooseRange('3 months');
  await expect(page).toHaveURL(/range=3m/);
  await expect(trend.table().getByRole('row')).toHaveCount(5);

  // Another metric from the picker.
  await trend.chooseMetric('PBF');
  await expect(trend.summary()).toContainText('Body fat percentage went from 20.4%');

  // Imperial units everywhere on the screen.
  await page.evaluate(() => localStorage.setItem('unit', 'imperial'));
  await trend.open('body', 'key=WT&range=all');
  await expect(trend.summary()).toContainText('170.4 lb');
  await expect(trend.legend()).toContainText(/Normal range: [\d.]+–[\d.]+\slb/);

  // Girths, and a row opens its report.
  await trend.open('girth', 'key=waistGirth&range=all');
  await expect(trend.chart()).toBeVisible();
  // Girths have no normal range: no band, so no key.
  await expect(trend.legend()).toHaveCount(0);
  await trend.openFirstReport();
  await expect(page).toHaveURL(/\/report\?id=/);

  // Seen before, so it opens offline.
  await trend.open('body', 'key=WT&range=all');
  await expect(trend.chart()).toBeVisible();
  await waitForServiceWorker(page);
  await expect(trend.chart()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(trend.summary()).toContainText('over 6 measurements');
  await context.setOffline(false);
});

test("a metric's name on a report opens the trend of that report's scanner model, never both models in one line", async ({
  page,
  request,
}) => {
  const now = Date.now();
  // The last scan, an S30 one, is the latest of its model: its report opens.
  const { reportId: latest } = await ownerOnReport(page, request, {
    tag: 'trend-model',
    scans: [
      { measuredAt: new Date(now - 20 * DAY) },
      { measuredAt: new Date(now - 10 * DAY), model: 'S30' },
      { measuredAt: new Date(now - 5 * DAY) },
      { model: 'S30' },
    ],
    open: 'last',
  });
  const trend = new TrendPage(page);

  await page.getByRole('link', { name: 'Weight: trend' }).first().click();
  await expect(page).toHaveURL(/\/body\/trend\?.*model=S30/);
  await expect(trend.measurements()).toHaveCount(2);
  await expect(trend.summary()).toContainText('over 2 measurements');
  // The screen says which model, and switches to the other.
  await expect(trend.modelButton('S30')).toHaveAttribute('aria-pressed', 'true');
  await trend.modelButton('M30').click();
  await expect(page).toHaveURL(/model=M30/);
  await expect(trend.modelButton('M30')).toHaveAttribute('aria-pressed', 'true');
  await expect(trend.measurements()).toHaveCount(2);

  await page.goto(`/report?id=${latest}&section=girths`);
  await page
    .getByRole('link', { name: /: trend$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/girth\/trend\?.*model=S30/);
  await expect(trend.measurements()).toHaveCount(2);
});

test('trend pages ask to sign in without a session', async ({ page }) => {
  await page.goto('/body/trend');
  await expect(page.getByText('Sign in to see your trends')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
