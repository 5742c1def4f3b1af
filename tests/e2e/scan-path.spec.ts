import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { ModelPage } from './pages/model-page.ts';
import { ReportPage } from './pages/report-page.ts';
import { graphqlAs, KNOWN_COMPOSITION, postScan, simulateScan, uniqueEmail } from './support.ts';

test('a new person scans, signs in by e-mail code, sees the model and the report', async ({ page, request }) => {
  // The model arrives after sign-in and the registration form, so that "being generated" is seen first.
  const scanUrl = await simulateScan('M30', ['--model-delay', '12']);
  await page.goto(scanUrl);

  // Signed out: the guard sends the person to /login and keeps where they wanted to go.
  const login = new LoginPage(page, request);
  await login.expectShown();
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(new URL(scanUrl).pathname + new URL(scanUrl).search);

  await login.signIn(uniqueEmail('scan'));

  // Bound, then the model screen: generating, then ready with the report buttons.
  await expect(page).toHaveURL(/\/modeling\?reportId=/);
  await expect(page.getByText('Your 3D model is being generated…')).toBeVisible();
  await expect(page.getByText('Swipe or drag to turn the model')).toBeVisible({ timeout: 30_000 });
  const model = new ModelPage(page);
  await expect(model.avatar()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Body Composition Report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Body Posture Report' })).toBeVisible();
  await model.viewReport();

  const report = new ReportPage(page);
  await report.expectShown();
  await expect(page.getByText('M30', { exact: true })).toBeVisible();
  await expect(page.getByText('Your first report on this model')).toBeVisible();
  await expect(report.metric('Weight')).toContainText(/\d+\.\d\s*kg/);
  await expect(report.metric('Basal metabolic rate')).toContainText(/kcal\/d/);
  await expect(report.metric('Body fat percentage')).toContainText('%');
  await page.screenshot({ path: '.tmp/screens/report-new-user.png', fullPage: true });
});

test('the report shows the numbers the scanner sent, with the change against the previous report', async ({ page, request }) => {
  const email = 'demo@contour.test';
  const composition = KNOWN_COMPOSITION;
  const scanId = await postScan(request);

  await page.goto(`/?scanId=${scanId}&deviceType=M30`);
  const login = new LoginPage(page, request);
  await login.signIn(email);
  await expect(page).toHaveURL(/\/modeling\?reportId=/);
  const reportId = new URL(page.url()).searchParams.get('reportId')!;

  // The previous M30 report of the demo history, read through the API as the same person.
  const token = await login.token();
  const data = await graphqlAs<{ report: { previous: { bodyComposition: { metrics: Array<{ key: string; value: number }> } } } }>(
    request,
    token,
    'query($id: ID!) { report(id: $id) { previous { bodyComposition { metrics { key value } } } } }',
    { id: reportId },
  );
  const previousWeight = data.report.previous.bodyComposition.metrics.find((m) => m.key === 'WT')!.value;
  const change = Math.round((composition.WT - previousWeight) * 10) / 10;

  await new ModelPage(page).viewReport();
  const report = new ReportPage(page);
  await report.expectShown();
  await expect(report.metric('Weight')).toContainText('77.3');
  await expect(report.metric('Weight')).toContainText('kg');
  const signed = change === 0 ? '0' : `${change > 0 ? '+' : '-'}${Math.abs(change).toFixed(1)}`;
  await expect(report.metric('Weight')).toContainText(signed);
  await expect(report.metric('Basal metabolic rate')).toContainText('1,698');
  await expect(report.metric('Visceral fat level')).toContainText('7');
  await expect(page.getByRole('img', { name: 'Body score 81 of 100' })).toBeVisible();
});

test('a code bound to someone else leads to the repeat-binding screen', async ({ page, request, browser }) => {
  const scanUrl = await simulateScan('S30', ['--model-delay', '0']);
  await page.goto(scanUrl);
  await new LoginPage(page, request).signIn(uniqueEmail('first'));
  await expect(page).toHaveURL(/\/modeling/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(scanUrl);
  await new LoginPage(second, other.request).signIn(uniqueEmail('second'));
  await expect(second).toHaveURL(/\/exception\/repeatBinding/);
  await expect(second.getByRole('heading', { name: 'Someone has already scanned the code, please measure again' })).toBeVisible();
  await other.close();
});
