import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { RULES } from '#server/domain/interpretation/rules.ts';
import { InterpretationPage } from './pages/interpretation-page.ts';
import { ownerOnReport, waitForServiceWorker, GRAPHQL_ROUTES } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

// Seeds of the simulator whose reports say a lot (13 points for the adult, 12 for the young person, aged 15).
const MANY_POINTS = ['--seed', '8'];

/** Signs a new person in through the form and gives them one scan from the simulator; lands on the report of it. */
async function personWithScan(page: Page, request: APIRequestContext, scan: string[]): Promise<string> {
  return (await ownerOnReport(page, request, { tag: 'interp', via: 'ui', simulate: scan })).reportId;
}

/** No rule id, focus id or `{placeholder}` reaches the screen. */
async function expectOnlyWords(interpretation: InterpretationPage) {
  const text = await interpretation.screenText();
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\b[a-z]+(?:_[a-z]+)+\b/);
  for (const rule of RULES) expect(text).not.toContain(rule.id);
}

test('an M30 report is interpreted in words: what matters most first, then a training plan', async ({ page, request }) => {
  await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  await expect(interpretation.tabs().last()).toHaveText('Interpretation');
  await interpretation.open();
  await expect(interpretation.tabs().last()).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/section=interpretation/);

  // The first five points, each with how much it matters in words.
  const points = interpretation.points();
  await expect(points).toHaveCount(5);
  for (const point of await points.all()) {
    await expect(interpretation.severity(point)).toHaveText(/(Important|Worth attention|Good to know)$/);
    await expect(interpretation.sentence(point)).toHaveText(/^\S.{40,}[.!]$/);
  }
  await expect(points.first()).toContainText('Important');
  await expect(points.first()).toContainText(/Your head sits \d+\.\d° forward of your shoulders/);

  // The plan: how long and how often, then phases with their weeks, focus and sessions.
  const plan = interpretation.plan();
  await expect(plan.getByRole('heading', { name: 'Your training plan' })).toBeVisible();
  await expect(plan.getByRole('definition').first()).toHaveText(/^\d+$/);
  const phases = interpretation.phases();
  await expect(phases).toHaveCount(3);
  await expect(phases.first().getByRole('heading')).toHaveText(/^Weeks 1–\d+$/);
  await expect(phases.first().getByRole('list', { name: 'Focus' }).getByRole('listitem').first()).toBeVisible();
  await expect(phases.first().getByRole('list', { name: 'Sessions each week' }).getByRole('listitem').first()).toContainText(/\d+ min/);
  await expectOnlyWords(interpretation);
  await expectNoSeriousA11yIssues(page);
});

test('"Show all" reveals every point and moves on to the first one that was hidden', async ({ page, request }) => {
  await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  await interpretation.open();
  await expect(interpretation.points()).toHaveCount(5);
  await page.getByRole('button', { name: 'Show all 13 points' }).click();
  await expect(interpretation.points()).toHaveCount(13);
  await expect(interpretation.points().nth(5)).toBeFocused();
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);
  await expectOnlyWords(interpretation);
});

test('a point links to the report section it is about', async ({ page, request }) => {
  await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  await interpretation.open();
  await interpretation.points().first().getByRole('link', { name: 'View Posture' }).click();
  await expect(page).toHaveURL(/section=posture/);
  await expect(interpretation.tab('Posture')).toHaveAttribute('aria-current', 'page');
  await expect(interpretation.sectionTitle('Posture assessment')).toBeVisible();
  // Back returns to the interpretation.
  await page.goBack();
  await expect(interpretation.title()).toBeVisible();
});

test('a balanced report says so, with no link (it is about the whole report), and a plan to keep it up', async ({ page, request }) => {
  await personWithScan(page, request, ['--seed', '4']);
  const interpretation = new InterpretationPage(page);
  await interpretation.open();
  const points = interpretation.points();
  await expect(points).toHaveCount(1);
  await expect(points.first()).toContainText('Good to know');
  await expect(points.first()).toContainText('Everything we measured is in a healthy range.');
  await expect(points.first().getByRole('link')).toHaveCount(0);
  await expect(interpretation.phases()).toHaveCount(1);
  await expect(interpretation.plan()).toContainText('Full-body strength');
});

test("a young person's plan is habits and active play, not heavy loading", async ({ page, request }) => {
  await personWithScan(page, request, [...MANY_POINTS, '--youth']);
  const interpretation = new InterpretationPage(page);
  await interpretation.open();
  const plan = interpretation.plan();
  await expect(interpretation.points().first()).toContainText('The way you sit to study puts a');
  await expect(plan.getByRole('list', { name: 'Focus' }).getByText('Active play and sport', { exact: true }).first()).toBeVisible();
  await expect(plan).toContainText('Everyday posture habits');
  for (const heavy of ['Strength training', 'Fat-burning cardio', 'Cardio']) {
    await expect(plan.getByText(heavy, { exact: true })).toHaveCount(0);
  }
  await expectOnlyWords(interpretation);
  await expectNoSeriousA11yIssues(page);
});

test('a failed scan has nothing to interpret: no tab, and the interpretation address shows no plan', async ({ page, request }) => {
  const id = await personWithScan(page, request, ['--fail', 'failed']);
  await expect(new InterpretationPage(page).tabs()).toHaveCount(0);
  await page.goto(`/report?id=${id}&section=interpretation`);
  await expect(page.getByRole('alert')).toContainText('Measurement unsuccessful');
  await expect(page.getByText('Your training plan')).toHaveCount(0);
});

test('a report without points shows the no-plan message instead of a plan', async ({ page, request }) => {
  await personWithScan(page, request, []);
  // The server answers a whole failed scan with no points; the tab isn't offered there, so the answer is shaped here.
  await page.route(GRAPHQL_ROUTES, async (route) => {
    if (!route.request().postData()?.includes('ReportInterpretation')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { report: { interpretation: { points: unknown[] } } } };
    body.data.report.interpretation.points = [];
    await route.fulfill({ response, json: body });
  });
  await new InterpretationPage(page).clickTab();
  await expect(page.getByText('Nothing to interpret in this report')).toBeVisible();
  await expect(page.getByText('Your training plan')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('when the interpretation fails to load, the screen says so and offers to try again', async ({ page, request }) => {
  await personWithScan(page, request, []);
  const interpretation = new InterpretationPage(page);
  let fail = true;
  await page.route(GRAPHQL_ROUTES, async (route) => {
    if (!fail || !route.request().postData()?.includes('ReportInterpretation')) return route.fallback();
    await route.fulfill({ json: { data: { report: null }, errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }] } });
  });
  await interpretation.clickTab();
  await expect(page.getByRole('alert')).toContainText('The AI report failed to load, try later');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(interpretation.title()).toBeVisible();
});

test('offline, an interpretation seen before opens from the device; one never opened says it is not saved yet', async ({
  page,
  request,
  context,
}) => {
  const id = await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  await waitForServiceWorker(page);
  // Seen once online, the report but not its interpretation.
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await context.setOffline(true);
  await interpretation.clickTab();
  await expect(page).toHaveURL(/section=interpretation/);
  await expect(page.getByText("This interpretation isn't saved on this device yet")).toBeVisible();
  // Back online, it loads by itself (graphcache's offline exchange retries what failed offline).
  await context.setOffline(false);
  await expect(interpretation.points()).toHaveCount(5);
  // Now seen: offline, a fresh load of the page shows it from the stored cache.
  await context.setOffline(true);
  await page.goto(`/report?id=${id}&section=interpretation`);
  await expect(interpretation.points()).toHaveCount(5);
  await expect(interpretation.points().first()).toContainText(/Your head sits \d+\.\d° forward/);
  await expect(interpretation.phases()).toHaveCount(3);
  await context.setOffline(false);
});

test("the interpretation is worded in the person's language (Simplified Chinese)", async ({ page, request }) => {
  const id = await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto(`/report?id=${id}&section=interpretation`);
  await expect(page.getByRole('heading', { name: '最值得关注的要点' })).toBeVisible();
  await expect(interpretation.points().first()).toContainText('重要');
  // Chinese text carries a zero-width space between words (src/i18n/phrasing.ts); a pattern reads the text without.
  const words = (locator: Locator) => async () => (await locator.innerText()).replaceAll('\u200b', '');
  await expect.poll(words(interpretation.points().first())).toMatch(/你的头部比肩膀前伸了 \d+\.\d°/);
  await expect(page.getByRole('button', { name: '显示全部 13 条' })).toBeVisible();
  const plan = interpretation.plan();
  await expect(plan.getByRole('heading', { name: '你的训练计划' })).toBeVisible();
  await expect.poll(words(plan.getByRole('heading', { level: 3 }).first())).toMatch(/^第 1–\d+ 周$/);
  await expect(plan).toContainText('体态矫正');
  await expect.poll(words(plan)).toMatch(/每周 \d 次/);
  await expectOnlyWords(interpretation);
});

// The screen for a person to look at (LTR and RTL, phone and tablet): `SCREENSHOTS=1 npx playwright test interpretation`.
test.describe('interpretation screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
        await page.setViewportSize(size);
        const id = await personWithScan(page, request, MANY_POINTS);
        await page.evaluate((value) => localStorage.setItem('lang', value), lang);
        await page.goto(`/report?id=${id}&section=interpretation`);
        await expect(new InterpretationPage(page).points()).toHaveCount(5);
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: `.tmp/helper-interp-ui/${lang}-${size.width}-${name}.png`, fullPage });
        await shot('top', false);
        await shot('full');
        await page.getByRole('button').filter({ hasText: '13' }).click();
        await shot('all');
      });
    }
  }
});

test('with an AI endpoint configured, its written summary leads, above the rules’ points', async ({ page, request }) => {
  await personWithScan(page, request, MANY_POINTS);
  const interpretation = new InterpretationPage(page);
  // The e2e server has no AI_BASE_URL (the server test runs a real endpoint): the answer says what one would send.
  await page.route(GRAPHQL_ROUTES, async (route) => {
    if (!route.request().postData()?.includes('ReportInterpretation')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { report: { interpretation: { source: string; text: string[] } } } };
    body.data.report.interpretation.source = 'AI';
    body.data.report.interpretation.text = ['Your posture matters most right now.', 'The plan starts with mobility.'];
    await route.fulfill({ response, json: body });
  });
  await interpretation.open();
  const written = interpretation.writtenSummary();
  await expect(written).toContainText('Your posture matters most right now.');
  await expect(written).toContainText('The plan starts with mobility.');
  await expect(written).toContainText('Written by an AI assistant from the findings below.');
  await expect(interpretation.points().first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
