// "Am I getting better?" (issue 35): home answers it over the long view, in a phone's first screen, in every kind of
// script: the change of score, weight, body fat and muscle since the goal's start (or over the last 90 days), beside
// the change since the last scan, and the goal's progress.
import { expect, test, type Page } from '@playwright/test';
import { graphqlAs, ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;
/**
 * Four scans over four months, losing fat: 84.0 → 80.0 kg (fat-free mass stays 61.5 kg, so body fat falls 26.8 →
 * 23.1 %).
 */
const scan = (daysAgo: number, WT: number, SM: number, SCORE: number) => {
  const BFM = Math.round((WT - 61.5) * 10) / 10;
  // BMI for the member's profile (168 cm): 28.3 at 80 kg.
  const BMI = Math.round((WT / 1.68 ** 2) * 10) / 10;
  return {
    measuredAt: new Date(Date.now() - daysAgo * DAY),
    composition: { WT, BFM, PBF: Math.round((BFM / WT) * 1000) / 10, SM, SCORE, BMI },
  };
};
const SCANS = [scan(120, 84, 32.6, 70), scan(80, 82.6, 32.8, 73), scan(40, 81, 33, 76), scan(2, 80, 33.1, 79)];
const STATS = ['SCORE', 'WT', 'PBF', 'SM'] as const;

/** Whether `selector`'s box is wholly inside the first screen. */
async function inFirstScreen(page: Page, selector: string) {
  const viewport = page.viewportSize()!;
  const box = (await page.locator(selector).first().boundingBox())!;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

for (const lang of ['en-US', 'ar', 'ja', 'ru', 'th', 'de']) {
  test(`home's first screen holds the four long-view changes and the goal's progress in ${lang}`, async ({ page, request }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const { token, reportIds } = await ownerOnReport(page, request, { tag: `long-${lang}`, scans: SCANS, open: false });
    // A goal set on the scan of 80 days ago: 82.6 → 76 kg.
    await graphqlAs(request, token, 'mutation($i: GoalInput!) { setGoal(input: $i) { id } }', {
      i: {
        id: crypto.randomUUID(),
        metric: 'WT',
        reportId: reportIds[1],
        targetValue: 76,
        targetAt: new Date(Date.now() + 60 * DAY).toISOString(),
      },
    });
    await page.goto('/');
    await expect(page.locator('[data-long-view]')).toHaveCount(4);
    await expect(page.locator('[data-span="goal"]')).toBeVisible();
    for (const key of STATS) {
      expect(await inFirstScreen(page, `[data-stat="${key}"] [data-long-view]`), key).toBe(true);
      expect(await inFirstScreen(page, `[data-stat="${key}"] [data-last-change]`), key).toBe(true);
    }
    expect(await inFirstScreen(page, '[data-goal-glance="WT"]')).toBe(true);
    if (lang === 'en-US') {
      // Since the goal's start (82.6 kg), not since the last scan (81.0): down 2.6 kg, towards the goal, so good.
      const weight = page.locator('[data-stat="WT"] [data-long-view]');
      await expect(weight).toContainText('-2.6');
      await expect(weight).toContainText('from 82.6 kg');
      await expect(weight.locator('[title]')).toHaveAttribute('title', /^down 2\.6\skg since /);
      await expect(page.locator('[data-stat="WT"] [data-last-change]')).toContainText('-1.0');
      // Body fat in percentage points, named so.
      // 25.5 → 23.1 %: 2.4 points, inside body fat's least significant change (3.6 points), so ≈.
      const fat = page.locator('[data-stat="PBF"] [data-long-view]');
      await expect(fat.locator('[title]')).toHaveAttribute('title', /^down 2\.4 percentage points since .*, within measurement variation$/);
      await expect(fat).toContainText('≈-2.4 pp');
      // The goal's progress: 2.6 of 6.6 kg, 39 %.
      await expect(page.locator('[data-goal-glance="WT"]')).toContainText('Weight: 39% of the way');
      await expectNoSeriousA11yIssues(page);
      // The tile opens its trend from the same baseline: the same change, the start named, the goal's path in its key.
      await page.locator('[data-stat="WT"]').getByRole('link').click();
      await expect(page).toHaveURL(/\/body\/trend\?.*from=/);
      await expect(page.locator('[data-from]')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-from]')).toHaveText(/^Since /);
      await expect(page.getByRole('region', { name: 'Summary' })).toContainText('-2.6');
      await expect(page.locator('[data-track-key]')).toBeVisible();
      // Another range replaces that start.
      await page.getByRole('button', { name: '1 year' }).click();
      await expect(page.locator('[data-from]')).toHaveCount(0);
      await expect(page).not.toHaveURL(/from=/);
      await expect(page.getByRole('region', { name: 'Summary' })).toContainText('-4.0');
    }
  });
}

test('without a goal the long view is the last 90 days', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'long-days', scans: SCANS, open: false });
  await page.goto('/');
  await expect(page.locator('[data-span="days"]')).toHaveText(/the last 90 days$/);
  // The first scan within 90 days is the one of 80 days ago: 82.6 → 80.0 kg.
  await expect(page.locator('[data-stat="WT"] [data-long-view]')).toContainText('from 82.6 kg');
});

test('a first report has no long view and offers no comparison, saying when one becomes possible', async ({ page, request }) => {
  const { reportId } = await ownerOnReport(page, request, { tag: 'long-first', open: false });
  await page.goto('/');
  await expect(page.getByText('Your first report on this model')).toBeVisible();
  await expect(page.locator('[data-long-view]')).toHaveCount(0);
  await page.goto(`/report?id=${reportId}&section=composition`);
  await expect(page.getByText('Your next scan on this model can be compared with this one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare with an earlier report' })).toHaveCount(0);
});

test('a comparison is the one baseline of its page: every change on the tab counts from the compared report', async ({ page, request }) => {
  const { reportIds } = await ownerOnReport(page, request, { tag: 'long-compare', scans: SCANS, open: false });
  await page.goto(`/report?id=${reportIds[3]}&section=composition&compare=${reportIds[0]}`);
  const panel = page.getByRole('region', { name: /^Compared with / });
  await expect(panel).toBeVisible();
  // 84.0 → 80.0 kg in the table, and the same −4.0 in the summary and the row below it (not the last scan's −1.0).
  const sentence = /^down 4\.0\skg since /;
  await expect(panel.getByRole('row', { name: /^Weight/ }).locator('[title]')).toHaveAttribute('title', sentence);
  const weightChips = page.locator('#composition [data-metric="WT"] [title], #composition [data-summary="WT"] [title]');
  await expect(weightChips.first()).toBeVisible();
  for (const title of await weightChips.evaluateAll((chips) => chips.map((chip) => chip.getAttribute('title')))) {
    expect(title).toMatch(sentence);
  }
  // No chip on the page counts from the previous report.
  await expect(page.locator('[title$="since the previous report"], [title*="since the previous report,"]')).toHaveCount(0);
  await expect(page.getByText(/^Changes since /)).toHaveCount(0);
});

test("a goal decides a change's colour on every screen: home, the report, its comparison and history agree", async ({ page, request }) => {
  // Her weight is rated normal, so without a goal a loss is neither good nor bad (the neutral look). With a goal to
  // gain (82.6 → 86 kg) the same loss is away from the target: bad, on every screen.
  const { token, reportIds } = await ownerOnReport(page, request, { tag: 'long-colour', scans: SCANS, open: false });
  const tones = (selector: string) => page.locator(selector).evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-tone')));
  const compared = `/report?id=${reportIds[3]}&section=composition&compare=${reportIds[0]}`;
  // A change chip (it has a sentence), not a rating's chip.
  const weightChips = '#composition [data-metric="WT"] [title][data-tone], #composition [data-summary="WT"] [title][data-tone]';
  const panel = page.getByRole('region', { name: /^Compared with / });
  await page.goto(compared);
  await expect(panel.getByRole('row', { name: /^Weight/ }).locator('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  expect(await tones(weightChips)).toEqual(['neutral', 'neutral']);

  await graphqlAs(request, token, 'mutation($i: GoalInput!) { setGoal(input: $i) { id } }', {
    i: {
      id: crypto.randomUUID(),
      metric: 'WT',
      reportId: reportIds[1],
      targetValue: 86,
      targetAt: new Date(Date.now() + 90 * DAY).toISOString(),
    },
  });
  await page.goto('/');
  await expect(page.locator('[data-stat="WT"] [data-long-view] [data-tone]')).toHaveAttribute('data-tone', 'bad');
  await page.goto(compared);
  await expect(panel.getByRole('row', { name: /^Weight/ }).locator('[data-tone]')).toHaveAttribute('data-tone', 'bad');
  expect(await tones(weightChips)).toEqual(['bad', 'bad']);
  await page.goto('/history');
  // Each row's weight change from the row below, newest first: −1.0 (within variation), −1.6 and −1.4, away from the goal.
  await expect(page.locator('[data-history-weight] [data-tone]')).toHaveCount(3);
  expect(await tones('[data-history-weight] [data-tone]')).toEqual(['same', 'bad', 'bad']);
});

test('the prediction starts from a weight goal, and says why BMI and body fat disagree', async ({ page, request }) => {
  // The member's profile: female, 168 cm, 35. At 80 kg her BMI (28.3) is rated high while her body fat (23.1 %) is normal.
  const { token, reportIds } = await ownerOnReport(page, request, { tag: 'long-prediction', scans: SCANS, open: false });
  await graphqlAs(request, token, 'mutation($i: GoalInput!) { setGoal(input: $i) { id } }', {
    i: {
      id: crypto.randomUUID(),
      metric: 'WT',
      reportId: reportIds[3],
      targetValue: 76,
      targetAt: new Date(Date.now() + 60 * DAY).toISOString(),
    },
  });
  await page.goto(`/report?id=${reportIds[3]}&section=prediction`);
  const section = page.locator('#prediction');
  await expect(section.locator('[data-goal-start]')).toHaveText(
    'The prediction starts from your goal, 76.0 kg. Move the slider to try another weight.',
  );
  await expect(section.locator('output').first()).toHaveText('76.0 kg');
  await expect(section.locator('[data-bmi-note]')).toContainText("can't tell muscle from fat");
  // Body fat's predicted change is in percentage points, as every change chip writes it.
  await expect(section.getByRole('row', { name: /^Body fat percentage/ }).last()).toContainText(/-\d+\.\d\spp/);
});
