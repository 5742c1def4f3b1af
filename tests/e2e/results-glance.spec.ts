// Results at a glance (issue 19): the report opens on its results, its numbers agree with each other, and its ranges
// are the person's own.
import { expect, test } from '@playwright/test';
import { GRAPHQL_ROUTES, ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';

test.describe('the first screen of a report, 390×844', () => {
  for (const lang of ['en-US', 'ru', 'ja', 'ar']) {
    test(`shows the score, weight, muscle and body fat with their ratings in ${lang}`, async ({ page, request }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const { report } = await ownerOnReport(page, request, { tag: `glance-${lang}`, heading: false });
      const viewport = page.viewportSize()!;
      for (const part of [report.score(), report.summaryRow('WT'), report.summaryRow('SM'), report.summaryRow('PBF')]) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.y + box.height, await part.innerText()).toBeLessThanOrEqual(viewport.height);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      // Each summary row says its rating in words and draws its bar.
      for (const key of ['WT', 'SM', 'PBF'] as const) {
        await expect(report.summaryRow(key).getByRole('img')).toHaveCount(1);
        await expect(report.summaryRow(key).locator('[data-tone]')).toHaveCount(1);
      }
      await expectNoSeriousA11yIssues(page);
    });
  }
});

test('the report’s actions are behind one button, and every one is reachable from its sheet', async ({ page, request }) => {
  const { report } = await ownerOnReport(page, request, { tag: 'glance-sheet' });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  const actions = await report.actions();
  for (const name of ['Download PDF', 'Share link', 'Save image']) await expect(actions.getByRole('button', { name })).toBeVisible();
  for (const name of ['Send by e-mail', 'QR image']) await expect(actions.getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  // Escape closes the sheet and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(report.actionSheet()).toBeHidden();
  await expect(report.shareButton()).toBeFocused();
});

test('ranges are the profile’s when it differs from what the scanner recorded, and the report says so', async ({ page, request }) => {
  // The member registered as female, 168 cm, 35; the posted scans record a man of 178 cm, 34.
  await ownerOnReport(page, request, { tag: 'glance-profile' });
  const section = page.getByRole('region', { name: 'Body composition' });
  await expect(section.getByText('Standard ranges for: female, 168 cm, 35 years.')).toBeVisible();
  await expect(section.getByText("The scanner recorded male, 178 cm, 34 years; the ranges use the profile's values.")).toBeVisible();
});

test('the sections are an overview with each one’s headline, not a sideways strip', async ({ page, request }) => {
  const { report } = await ownerOnReport(page, request, { tag: 'glance-overview' });
  const cards = report.tabs();
  await expect(cards).toHaveCount(12);
  // Every measured section states its reading in words with a tone; the prediction and interpretation have none.
  const headlines = page.locator('#report-sections li [data-tone]');
  await expect(headlines).toHaveCount(10);
  await expect(report.tab('Posture')).toHaveAccessibleDescription(/need attention|All normal/);
  await expect(report.tab('Pelvis')).toHaveAccessibleDescription(/risk$/);
  // No card runs off the phone's width.
  for (const box of await Promise.all((await page.locator('#report-sections li').all()).map((li) => li.boundingBox()))) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expectNoSeriousA11yIssues(page);
  // "All sections" above the section takes a person (and the focus) down to the overview ...
  await page.getByRole('link', { name: 'All 12 sections' }).click();
  await expect(page.getByRole('navigation', { name: 'Report sections' })).toBeFocused();
  await expect(page).toHaveURL(/\/report\?id=[^#]*$/);
  // ... and a card there opens its section at its top, with the focus on it.
  await report.openTab('Spine', { exact: true });
  await expect(page).toHaveURL(/section=spine/);
  const title = report.sectionTitle('Spine structure');
  await expect(title).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('Spine structure');
  // The next section is one tap on.
  await page.getByRole('link', { name: 'Next section: Pain risk' }).click();
  await expect(page).toHaveURL(/section=pain/);
});

test('a young person’s report has no weight target or ideal weight: the youth spine speaks instead', async ({ page, request }) => {
  const { report } = await ownerOnReport(page, request, { tag: 'glance-youth', simulate: ['--seed', '8', '--youth'] });
  // The young person's own section comes right after the first tab, not 11th of 13.
  await expect(report.tabs().nth(1)).toHaveText('Youth spine');
  await expect(report.tab('Body-shape prediction')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ideal weight' })).toHaveCount(0);
});

test('a partial report’s notice points to the part that succeeded, never to the screen it is on', async ({ page, request }) => {
  const { report, reportId } = await ownerOnReport(page, request, {
    tag: 'glance-partial',
    simulate: ['--seed', '3', '--fail', 'posture_failed'],
  });
  await page.goto(`/report?id=${reportId}&section=composition`);
  await expect(report.outcomeNotice()).toContainText('The posture measurement failed.');
  await expect(report.outcomeNotice().getByRole('link')).toHaveCount(0);
  await page.goto(`/report?id=${reportId}&section=girths`);
  await report.outcomeNotice().getByRole('link', { name: 'View the body composition report' }).click();
  await expect(page).toHaveURL(/section=composition/);
  await expect(report.outcomeNotice().getByRole('link')).toHaveCount(0);
});

test('home is a dashboard: the latest values with rating, change and trend line, and what to do next', async ({ page, request }) => {
  const day = 86_400_000;
  await ownerOnReport(page, request, {
    tag: 'glance-home',
    scans: [{ measuredAt: new Date(Date.now() - 30 * day) }, { measuredAt: new Date(Date.now() - 2 * day) }],
    open: false,
  });
  await page.goto('/');
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('listitem')).toHaveCount(4);
  for (const name of ['Body score', 'Weight', 'Body fat percentage', 'Skeletal muscle']) {
    // Its name holds what it shows (Lighthouse's label-content-name-mismatch) and where it leads.
    await expect(figures.getByRole('link', { name: new RegExp(`^${name} \\d[\\d.]*( kg|%)?: trend$`) })).toBeVisible();
  }
  // Two reports: each value has a change (unchanged here: the same body twice) and a trend line.
  await expect(figures.locator('svg polyline')).toHaveCount(4);
  await expect(page.getByRole('link', { name: /^Compare with / })).toHaveAttribute('href', /compare=/);
  await expectNoSeriousA11yIssues(page);
  const viewport = page.viewportSize()!;
  for (const key of ['SCORE', 'WT', 'PBF', 'SM']) {
    const box = (await page.locator(`[data-stat="${key}"]`).boundingBox())!;
    expect(box.y + box.height, key).toBeLessThanOrEqual(viewport.height);
  }
  // The report's most important point in one line, the body figure, and when a new scan shows progress.
  const insight = page.getByRole('region', { name: 'What matters most' });
  await expect(insight.locator('[data-severity]')).toHaveCount(1);
  await expect(insight.getByRole('link', { name: 'Your interpretation and training plan' })).toHaveAttribute(
    'href',
    /section=interpretation/,
  );
  await expect(page.getByRole('region', { name: 'Muscle by body segment' }).getByRole('img')).toBeVisible();
  await expect(page.getByText(/^Your next scan shows your progress from /)).toBeVisible();
  await page.getByRole('link', { name: /^Weight [\d.]+\skg: trend$/ }).click();
  await expect(page).toHaveURL(/\/body\/trend\?key=WT/);
});

test('home keeps the long view’s room while the trend lines load: nothing moves when they come', async ({ page, request }) => {
  const day = 86_400_000;
  await ownerOnReport(page, request, {
    tag: 'glance-steady',
    scans: [60, 30, 2].map((ago) => ({ measuredAt: new Date(Date.now() - ago * day) })),
    open: false,
  });
  // The trend lines come late, as on a slow network: drawn by the app (no document cookie yet, so no server drawing).
  let release = () => {};
  const late = new Promise<void>((done) => (release = done));
  await page.route(GRAPHQL_ROUTES, async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (body?.query?.includes('query HomeTrends')) await late;
    return route.fallback();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('[data-long-view]')).toHaveCount(0);
  const before = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  release();
  await expect(page.locator('[data-long-view]')).toHaveCount(4);
  await expect(figures.locator('svg polyline')).toHaveCount(4);
  const after = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  expect(after - before).toBeLessThan(0.01);
});

test('home says when a new scan is due, and makes scanning the way on', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'glance-due', scans: [{ measuredAt: new Date(Date.now() - 40 * 86_400_000) }], open: false });
  await page.goto('/');
  await expect(page.getByText('Your last scan was 5 weeks ago: a new one shows your progress.')).toBeVisible();
  await page.getByRole('link', { name: "Scan a scanner's code" }).click();
  await expect(page).toHaveURL(/\/qrcode\/scan/);
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test results-glance` (written under .tmp/glance/).
screenshotScreens('glance', async ({ page, request, lang, shot }) => {
  const { report } = await ownerOnReport(page, request, {
    tag: `shots-${lang}`,
    scans: [{ measuredAt: new Date(Date.now() - 20 * 86_400_000) }, {}],
    heading: false,
  });
  await expect(report.summaryRow('WT')).toBeVisible();
  await shot('report');
  await shot('report-full', true);
  // The overview's third card (by its place: its name is in the page's language) opens that section at its top.
  await page.locator('#report-sections a').nth(2).click();
  await expect(page).toHaveURL(/section=posture/);
  await shot('posture');
  // By its popup attribute: its name is in the page's language.
  await page.locator('button[aria-haspopup="dialog"][aria-expanded]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('sheet');
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page.locator('[data-stat="WT"]')).toBeVisible();
  await shot('home', true);
  // The comparison with the report before, and the weight's trend with its normal band.
  await page.locator('a[href*="compare="]').first().click();
  await expect(page).toHaveURL(/compare=/);
  await page.waitForLoadState('networkidle');
  await shot('compare', true);
  await page.goto('/body/trend?key=WT');
  await expect(page.locator('figure canvas')).toBeVisible();
  await shot('trend', true);
});

// The web app manifest's screenshots (public/screenshots/), made from these and copied there by hand.
test.describe('manifest screenshots', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const [name, size] of [
    ['report-phone', { width: 390, height: 844 }],
    ['report-tablet', { width: 1180, height: 820 }],
  ] as const) {
    test(name, async ({ page, request }) => {
      await page.setViewportSize(size);
      const { report } = await ownerOnReport(page, request, {
        tag: `manifest-${name}`,
        profile: 'scanner',
        scans: [{ measuredAt: new Date(Date.now() - 21 * 86_400_000) }, {}],
      });
      await expect(report.summaryRow('PBF')).toBeVisible();
      await page.screenshot({ path: `.tmp/glance/manifest-${name}.png` });
      if (size.width > 390) return;
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'What matters most' })).toBeVisible();
      await page.screenshot({ path: '.tmp/glance/manifest-home-phone.png' });
    });
  }
});
