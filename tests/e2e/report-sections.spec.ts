import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { expectNoSeriousA11yIssues, simulateScan, uniqueEmail } from './support.ts';

/** Signs a new person in and gives them one scan from the simulator; returns to the report of it. */
async function personWithScan(page: Page, request: APIRequestContext, scan: string[]) {
  const email = uniqueEmail('sections');
  await page.goto('/login');
  await new LoginPage(page, request).signIn(email);
  await expect(page.getByText("You don't have any report yet")).toBeVisible();
  await simulateScan(scan[0] === 'S30' ? 'S30' : 'M30', ['--email', email, '--model-delay', '0', ...scan.slice(1)]);
  await page.goto('/report');
  await expect(page).toHaveURL(/\/report\?id=/);
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Report sections' }).getByRole('link');

test('an M30 report has every adult section, each opens from its tab without serious accessibility issues', async ({ page, request }) => {
  await personWithScan(page, request, ['M30']);
  await expect(tabs(page)).toHaveText(['Body composition', 'Segments', 'Posture', 'Shoulder function', 'Girths', 'Waist and abdomen', 'Pelvis', 'Hip shape', 'Spine', 'Pain risk', 'Body-shape prediction', 'Interpretation']);
  const count = await tabs(page).count();
  for (let i = 0; i < count; i++) {
    const tab = tabs(page).nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(`main section#${(await tab.getAttribute('href'))!.split('section=')[1]} h2`)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
  // Ratings carry a word, and the range bar states its facts in text.
  await tabs(page).first().click();
  await expect(page.getByRole('img', { name: /^Weight: .* kg; standard .*–.* kg; (Low|Normal|High)$/ })).toBeVisible();
});

test('an S30 report has only the S30 sections', async ({ page, request }) => {
  await personWithScan(page, request, ['S30']);
  await expect(tabs(page)).toHaveText(['Body composition', 'Segments', 'Posture', 'Girths', 'Pelvis', 'Hip shape', 'Body-shape prediction', 'Interpretation']);
});

test('a youth scan adds the youth spine section', async ({ page, request }) => {
  await personWithScan(page, request, ['M30', '--youth']);
  await tabs(page).filter({ hasText: 'Youth spine' }).click();
  await expect(page.locator('#youth')).toContainText('Take a rest break every 45 minutes of study.');
  await expectNoSeriousA11yIssues(page);
});

test('a failed body-composition part points to the posture report', async ({ page, request }) => {
  await personWithScan(page, request, ['M30', '--fail', 'body_composition_failed']);
  await expect(page.getByText('The body composition measurement failed.')).toBeVisible();
  await expect(tabs(page).filter({ hasText: 'Body composition' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View the body posture report' }).click();
  await expect(tabs(page).filter({ hasText: 'Posture' })).toHaveAttribute('aria-current', 'page');
});

for (const [outcome, lost] of [['posture_failed', 'Posture'], ['body_assessment_failed', 'Hip shape']] as const) {
  test(`a ${outcome.replaceAll('_', ' ')} scan points to the body composition report`, async ({ page, request }) => {
    await personWithScan(page, request, ['M30', '--fail', outcome]);
    await expect(page.getByText('The posture measurement failed.')).toBeVisible();
    await expect(tabs(page).filter({ hasText: lost })).toHaveCount(0);
    await tabs(page).last().click();
    await page.getByRole('link', { name: 'View the body composition report' }).click();
    await expect(tabs(page).filter({ hasText: 'Body composition' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#composition h2')).toBeVisible();
  });
}

test('a whole failed measurement asks to measure again in form-fitting clothing, with no section shown', async ({ page, request }) => {
  await personWithScan(page, request, ['M30', '--fail', 'failed']);
  await expect(page.getByRole('alert')).toContainText('Measurement unsuccessful. Wear form-fitting clothing and remain stationary');
  await expect(tabs(page)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('imperial units show pounds and inches', async ({ page, request }) => {
  await personWithScan(page, request, ['M30']);
  await page.evaluate(() => localStorage.setItem('unit', 'imperial'));
  await page.reload();
  const weight = page.getByRole('list', { name: 'All body composition values' }).getByRole('listitem').filter({ hasText: 'Weight' });
  await expect(weight).toContainText('lb');
  await tabs(page).filter({ hasText: 'Girths' }).click();
  await expect(page.locator('#girths')).toContainText('in');
  await expect(page.locator('#girths')).not.toContainText('cm');
});
