import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, graphqlAs, postScan, signInByApi, uniqueEmail, waitForServiceWorker } from './support.ts';

const DAY = 86_400_000;

test('a body metric and a girth over time: chart, summary, table, ranges, imperial, offline', async ({ page, context, request }) => {
  const email = uniqueEmail('trend');
  const token = await signInByApi(request, email);
  const now = Date.now();
  // Six monthly scans; postScan's body composition is fixed (77.3 kg), so the series is flat but complete.
  for (let month = 0; month < 6; month += 1) await postScan(request, { email, measuredAt: new Date(now - month * 30 * DAY) });
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto('/body/trend?key=WT&range=all');
  await expect(page.locator('figure canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Measurements' }).getByRole('row')).toHaveCount(7);
  await expect(page.locator('figcaption')).toContainText('Weight went from 77.3 kg');
  await expect(page.locator('figcaption')).toContainText('over 6 measurements');
  await expectNoSeriousA11yIssues(page);

  // A shorter range filters the same series.
  await page.getByRole('button', { name: '3 months' }).click();
  await expect(page).toHaveURL(/range=3m/);
  await expect(page.getByRole('table', { name: 'Measurements' }).getByRole('row')).toHaveCount(5);

  // Another metric from the picker.
  await page.getByLabel('Metric').selectOption('PBF');
  await expect(page.locator('figcaption')).toContainText('Body fat percentage went from 20.4%');

  // Imperial units everywhere on the screen.
  await page.evaluate(() => localStorage.setItem('unit', 'imperial'));
  await page.goto('/body/trend?key=WT&range=all');
  await expect(page.locator('figcaption')).toContainText('170.4 lb');

  // Girths, and a row opens its report.
  await page.goto('/girth/trend?key=waistGirth&range=all');
  await expect(page.locator('figure canvas').first()).toBeVisible();
  await page.getByRole('table', { name: 'Measurements' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/report\?id=/);

  // Seen before, so it opens offline.
  await page.goto('/body/trend?key=WT&range=all');
  await expect(page.locator('figure canvas').first()).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.locator('figure canvas').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('figcaption')).toContainText('over 6 measurements');
  await context.setOffline(false);
});

test("a metric's name on a report opens the trend of that report's scanner model, never both models in one line", async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('trend-model');
  const token = await signInByApi(request, email);
  const now = Date.now();
  await postScan(request, { email, measuredAt: new Date(now - 20 * DAY) });
  await postScan(request, { email, measuredAt: new Date(now - 10 * DAY), model: 'S30' });
  await postScan(request, { email, measuredAt: new Date(now - 5 * DAY) });
  await postScan(request, { email, model: 'S30' });
  const latest = await graphqlAs<{ latestReport: { id: string } }>(request, token, '{ latestReport(model: S30) { id } }');
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);

  await page.goto(`/report?id=${latest.latestReport.id}`);
  await page.getByRole('link', { name: 'Weight: trend' }).first().click();
  await expect(page).toHaveURL(/\/body\/trend\?.*model=S30/);
  await expect(page.getByRole('table', { name: 'Measurements' }).locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('figcaption')).toContainText('over 2 measurements');
  // The screen says which model, and switches to the other.
  const models = page.getByRole('group', { name: 'Product model' });
  await expect(models.getByRole('button', { name: 'S30' })).toHaveAttribute('aria-pressed', 'true');
  await models.getByRole('button', { name: 'M30' }).click();
  await expect(page).toHaveURL(/model=M30/);
  await expect(models.getByRole('button', { name: 'M30' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Measurements' }).locator('tbody tr')).toHaveCount(2);

  await page.goto(`/report?id=${latest.latestReport.id}&section=girths`);
  await page
    .getByRole('link', { name: /: trend$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/girth\/trend\?.*model=S30/);
  await expect(page.getByRole('table', { name: 'Measurements' }).locator('tbody tr')).toHaveCount(2);
});

test('trend pages ask to sign in without a session', async ({ page }) => {
  await page.goto('/body/trend');
  await expect(page.getByText('Sign in to see your trends')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
