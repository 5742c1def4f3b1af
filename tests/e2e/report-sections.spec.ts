import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ReportPage } from './pages/report-page.ts';
import { ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';
import { expectedSections } from '#server/scan/report-sections.ts';
import type { Model } from '#server/scan/sections.ts';
import { tabOfSection } from '#src/features/report/sections/tab-keys.ts';

/** Signs a new person in through the form and gives them one scan of `model` from the simulator; on the report of it. */
async function personWithScan(page: Page, request: APIRequestContext, model: 'M30' | 'S30', simulate: string[] = []) {
  await ownerOnReport(page, request, { tag: 'sections', via: 'ui', model, simulate });
  return new ReportPage(page);
}

const tabs = (page: Page) => new ReportPage(page).tabs();

/**
 * The tab keys of an adult's complete scan of `model`, by the section registry (whose table of the spec
 * report-sections.unit.test.ts pins), and the interpretation's; sorted, for the tabs' order is the client's
 * (tab-keys.test.ts pins it).
 */
const tabsOfModel = (model: Model) =>
  [...expectedSections(model, 'complete', 30).map((id) => tabOfSection(id.toUpperCase() as Uppercase<typeof id>)), 'interpretation'].sort();
const shownTabs = async (page: Page) =>
  (await tabs(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('section')))).sort();

test('an M30 report has every adult section, each opens from its tab without serious accessibility issues', async ({ page, request }) => {
  await personWithScan(page, request, 'M30');
  await expect(tabs(page).last()).toHaveText('Interpretation');
  await expect.poll(() => shownTabs(page)).toEqual(tabsOfModel('M30'));
  await expect(tabs(page).first()).toHaveText('Body composition');
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
  // Twice: the summary's bar at the top and the weight's row below.
  const weightBar = page.getByRole('img', { name: /^Weight: .*\skg; standard .*–.*\skg; (Low|Normal|High)$/ });
  await expect(weightBar).toHaveCount(2);
  for (const bar of await weightBar.all()) await expect(bar).toBeVisible();
});

test('hip shape: the change of each figure since the previous report, and the earlier shapes, each opening its report', async ({
  page,
  request,
}) => {
  const day = 86_400_000;
  const scans = [30, 20, 10, 0].map((ago) => ({ measuredAt: new Date(Date.now() - ago * day) }));
  const { reportIds } = await ownerOnReport(page, request, { tag: 'hips', scans, section: 'hip' });
  // Oldest first: the first report, …, the previous one, the latest (open).
  const [first, , previous] = reportIds as [string, string, string, string];
  const hip = page.locator('#hip');
  await expect(hip.getByText(/^Changes since your report of .+\.$/)).toBeVisible();
  // Every figure has its change (the same generated shape each time: no change, said as such).
  await expect(hip.getByText('unchanged since the previous report', { exact: true })).toHaveCount(5);
  const earlier = hip.getByRole('region', { name: 'Earlier hip shapes' }).getByRole('listitem');
  await expect(earlier).toHaveCount(3);
  await expectNoSeriousA11yIssues(page);
  await earlier.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/report\\?id=${previous}&section=hip`));
  await expect(hip.getByRole('region', { name: 'Earlier hip shapes' }).getByRole('listitem')).toHaveCount(2);

  // The first report has nothing earlier: no comparison line, no list.
  await page.goto(`/report?id=${first}&section=hip`);
  await expect(hip.getByRole('heading', { name: 'Hip shape' })).toBeVisible();
  await expect(hip.getByText(/^Changes since/)).toHaveCount(0);
  await expect(hip.getByRole('region', { name: 'Earlier hip shapes' })).toHaveCount(0);
});

test('an S30 report has only the S30 sections', async ({ page, request }) => {
  await personWithScan(page, request, 'S30');
  await expect(tabs(page).last()).toHaveText('Interpretation');
  await expect.poll(() => shownTabs(page)).toEqual(tabsOfModel('S30'));
  await expect(tabs(page).filter({ hasText: 'Shoulder function' })).toHaveCount(0);
});

test('a youth scan adds the youth spine section', async ({ page, request }) => {
  await personWithScan(page, request, 'M30', ['--youth']);
  await tabs(page).filter({ hasText: 'Youth spine' }).click();
  await expect(page.locator('#youth')).toContainText('Take a rest break every 45 minutes of study.');
  await expectNoSeriousA11yIssues(page);
});

test("a young person's segments say why they may read low while the whole body is normal", async ({ page, request }) => {
  // A young person's profile (the seed's youth subject): the whole body is rated for the age, the segments by the scanner.
  await personWithScan(page, request, 'M30', ['--youth', '--seed', '7']);
  await tabs(page).filter({ hasText: 'Segments' }).click();
  await expect(page.locator('[data-youth-segments]')).toContainText("an adult's standard for your height");
});

test("an adult's segments carry no youth note", async ({ page, request }) => {
  await personWithScan(page, request, 'M30');
  await tabs(page).filter({ hasText: 'Segments' }).click();
  await expect(page.locator('#segments')).toBeVisible();
  await expect(page.locator('[data-youth-segments]')).toHaveCount(0);
});

test('a failed body-composition part points to the posture report', async ({ page, request }) => {
  await personWithScan(page, request, 'M30', ['--fail', 'body_composition_failed']);
  await expect(page.getByText('The body composition measurement failed.')).toBeVisible();
  await expect(tabs(page).filter({ hasText: 'Body composition' })).toHaveCount(0);
  // The report opens on the posture tab: the notice names no link to the screen it is on; another tab's does.
  await expect(page.getByRole('link', { name: 'View the body posture report' })).toHaveCount(0);
  await tabs(page).last().click();
  await page.getByRole('link', { name: 'View the body posture report' }).click();
  await expect(tabs(page).filter({ hasText: 'Posture' })).toHaveAttribute('aria-current', 'page');
});

for (const [outcome, lost] of [
  ['posture_failed', 'Posture'],
  ['body_assessment_failed', 'Hip shape'],
] as const) {
  test(`a ${outcome.replaceAll('_', ' ')} scan points to the body composition report`, async ({ page, request }) => {
    await personWithScan(page, request, 'M30', ['--fail', outcome]);
    await expect(page.getByText('The posture measurement failed.')).toBeVisible();
    await expect(tabs(page).filter({ hasText: lost })).toHaveCount(0);
    await tabs(page).last().click();
    await page.getByRole('link', { name: 'View the body composition report' }).click();
    await expect(tabs(page).filter({ hasText: 'Body composition' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#composition h2')).toBeVisible();
  });
}

test('a whole failed measurement asks to measure again in form-fitting clothing, with no section shown', async ({ page, request }) => {
  await personWithScan(page, request, 'M30', ['--fail', 'failed']);
  await expect(page.getByRole('alert')).toContainText('Measurement unsuccessful. Wear form-fitting clothing and remain stationary');
  await expect(tabs(page)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test('imperial units show pounds and inches', async ({ page, request }) => {
  await personWithScan(page, request, 'M30');
  await page.evaluate(() => localStorage.setItem('unit', 'imperial'));
  await page.reload();
  const weight = page.getByRole('list', { name: 'All body composition values' }).getByRole('listitem').filter({ hasText: 'Weight' });
  await expect(weight).toContainText('lb');
  await tabs(page).filter({ hasText: 'Girths' }).click();
  await expect(page.locator('#girths')).toContainText('in');
  await expect(page.locator('#girths')).not.toContainText('cm');
});

test('the segment figure is seen from behind, its L and R on the sides the table names first, in Arabic too', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'segments-sides', section: 'segments' });
  const figure = page.locator('#segments figure');
  for (const lang of ['en-US', 'ar']) {
    if (lang !== 'en-US') {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
    }
    await expect(figure).toBeVisible();
    const left = figure.locator('[data-side="left"]');
    const right = figure.locator('[data-side="right"]');
    if (lang === 'en-US') {
      await expect(figure.getByText('Seen from behind')).toBeVisible();
      await expect(left).toHaveText('L');
      await expect(right).toHaveText('R');
    }
    // A picture, not text: the person's left arm and leg stay on the reader's left even where the page mirrors.
    // After the reload the app may still suspend for a moment (React then hides the shown content, display: none,
    // and its box is null: a failure of a full run under load); measure once the page has settled in its language.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? 'ar' : 'en-US');
    await page.waitForLoadState('networkidle');
    const x = async (selector: string) => {
      const part = figure.locator(selector);
      await expect(part).toBeVisible();
      return (await part.boundingBox())!.x;
    };
    expect(await x('[data-side="left"]')).toBeLessThan(await x('[data-side="right"]'));
    expect(await x('[data-segment="LEFT_ARM"]')).toBeLessThan(await x('[data-segment="RIGHT_ARM"]'));
    expect(await x('[data-segment="LEFT_LEG"]')).toBeLessThan(await x('[data-segment="RIGHT_LEG"]'));
    expect(await x('[data-side="left"]')).toBeLessThan(await x('[data-segment="TRUNK"]'));
  }
});

test('the girth figure calls out the main girths beside their rings, none overlapping, on a phone and a tablet', async ({
  page,
  request,
}) => {
  await ownerOnReport(page, request, { tag: 'girth-callouts', section: 'girths' });
  const section = page.locator('#girths');
  const callouts = section.locator('figure [data-callout]');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1180, height: 820 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(callouts).toHaveCount(10);
    // Each call-out holds the same value as the list's row of its girth.
    const neck = section.getByRole('listitem').filter({ hasText: 'Neck' });
    await expect(section.locator('figure [data-callout="neckGirth"]')).toContainText(
      (await neck.locator('[dir="ltr"]').first().innerText()).trim(),
    );
    const sectionBox = (await section.boundingBox())!;
    const boxes = await Promise.all(
      (await callouts.all()).map(async (callout) => ({ text: await callout.innerText(), box: (await callout.boundingBox())! })),
    );
    for (const { text, box } of boxes) {
      expect(box.x, text).toBeGreaterThanOrEqual(sectionBox.x);
      expect(box.x + box.width, text).toBeLessThanOrEqual(sectionBox.x + sectionBox.width);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.box.x + a.box.width <= b.box.x ||
          b.box.x + b.box.width <= a.box.x ||
          a.box.y + a.box.height <= b.box.y ||
          b.box.y + b.box.height <= a.box.y;
        expect(apart, `${a.text} / ${b.text}`).toBe(true);
      }
    }
  }
});
