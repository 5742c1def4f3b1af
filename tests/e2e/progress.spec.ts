// Progress you can trust (issue 20): a change inside its least significant change reads as measurement variation
// (≈, grey, the key says so), never as a gain or a loss; when the body's water moved beyond its own, fat and muscle
// changes carry the water note. On the report, the comparison, home and the trend.
import { expect, test } from '@playwright/test';
import { ComparePage } from './pages/compare-page.ts';
import { KNOWN_COMPOSITION, ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';

const DAY = 86_400_000;
const VARIATION_KEY = "Within measurement variation: too small to tell from the scanner's precision and day-to-day swings.";
const WATER_NOTE = /Your body water changed more than measurement variation/;

// The later scan: 3.5 kg lighter with 3 kg less water (both far beyond their least significant change), body fat
// +0.2 points and skeletal muscle +0.1 kg (both far inside theirs); the parts add up as the device API checks.
const LATER = {
  WT: 73.8,
  PBF: 20.6,
  BFM: 15.2,
  FFM: 58.6,
  LM: 55.4,
  TBW: 41.9,
  ICW: 25.9,
  ECW: 16.0,
  SM: KNOWN_COMPOSITION.SM + 0.1,
};

test('a change inside its least significant change reads as variation on the report, the comparison and home; the water note comes with moved water', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const { report } = await ownerOnReport(page, request, {
    tag: 'progress',
    scans: [{ measuredAt: new Date(now - 30 * DAY) }, { measuredAt: new Date(now), composition: LATER }],
  });

  // The first screen: weight fell (a real change, an arrow), body fat and muscle moved within variation (≈, no arrow).
  const weight = report.summaryRow('WT');
  await expect(weight.locator('[data-variation]')).toHaveCount(0);
  await expect(weight.getByText('down 3.5 kg since the previous report', { exact: true })).toBeAttached();
  for (const key of ['PBF', 'SM'] as const) {
    const chip = report.summaryRow(key).locator('[data-variation]');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText('≈');
    await expect(chip).not.toContainText(/[▲▼]/);
  }
  await expect(
    report.summaryRow('PBF').getByText(/^up 0\.2 percentage points since the previous report, within measurement variation$/),
  ).toBeAttached();
  await expect(page.getByText(VARIATION_KEY).first()).toBeVisible();
  await expect(page.getByText(WATER_NOTE).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The comparison says the same.
  const compare = new ComparePage(page);
  await compare.openPicker();
  await compare.compareWithFirst();
  const panel = compare.panel();
  await expect(panel).toBeVisible();
  await expect(compare.row(/^Body fat percentage/).locator('[data-variation]')).toHaveCount(1);
  await expect(compare.row(/^Weight/).locator('[data-variation]')).toHaveCount(0);
  await expect(panel.getByText(VARIATION_KEY)).toBeVisible();
  await expect(panel.getByText(WATER_NOTE)).toBeVisible();

  // Home too: over the long view, which here starts at the previous report (so no second chip since the last scan).
  await page.goto('/');
  const stats = page.getByRole('list', { name: 'Key figures' });
  await expect(stats).toBeVisible();
  await expect(stats.locator('[data-variation]')).toHaveCount(2);
  await expect(page.getByText(WATER_NOTE)).toBeVisible();
});

test('without a change beyond variation or moved water, neither the key nor the note shows; a real change keeps its arrow', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const { report } = await ownerOnReport(page, request, {
    tag: 'progress-steady',
    // Body fat down 5 points (beyond its least significant change, 3.6), at the same weight; water as before.
    scans: [
      { measuredAt: new Date(now - 30 * DAY) },
      { measuredAt: new Date(now), composition: { PBF: 15.4, BFM: 11.9, FFM: 65.4, LM: 62.2 } },
    ],
  });
  await expect(report.summaryRow('PBF').getByText(/^down 5 percentage points since the previous report$/)).toBeAttached();
  await expect(report.summaryRow('PBF').locator('[data-variation]')).toHaveCount(0);
  await expect(page.getByText(VARIATION_KEY)).toHaveCount(0);
  await expect(page.getByText(WATER_NOTE)).toHaveCount(0);
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test progress` (written under .tmp/progress/).
screenshotScreens('progress', async ({ page, request, lang, shot }) => {
  const now = Date.now();
  const { report, reportIds } = await ownerOnReport(page, request, {
    tag: `progress-shots-${lang}`,
    scans: [{ measuredAt: new Date(now - 30 * DAY) }, { measuredAt: new Date(now), composition: LATER }],
    heading: false,
  });
  await expect(report.summaryRow('WT')).toBeVisible();
  await page.locator('[data-water-note]').first().scrollIntoViewIfNeeded();
  await shot('report');
  await page.goto(`/report?id=${reportIds[1]}&section=composition&compare=${reportIds[0]}`);
  await page.waitForLoadState('networkidle');
  await page.locator('[data-water-note]').first().scrollIntoViewIfNeeded();
  await shot('compare');
  await page.goto('/');
  await expect(page.locator('[data-stat="WT"]')).toBeVisible();
  await shot('home', true);
  await page.goto('/body/trend?key=PBF');
  await expect(page.locator('figure canvas')).toBeVisible();
  await shot('trend');
});
