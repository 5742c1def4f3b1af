// Goals (issue 20): set from the body-shape prediction, shown on home with the pace needed and achieved and a
// forecast, kept offline, changed and ended; never offered to a young person.
import { expect, test } from '@playwright/test';
import { KNOWN_COMPOSITION, ownerOnReport, postScan, waitForServiceWorker, GRAPHQL_ROUTES } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';

const DAY = 86_400_000;

test('set a goal from the prediction, follow it on home, and end it', async ({ page, context, request }) => {
  const now = Date.now();
  // Two scans a month apart, 2 kg lighter in the second (consistent parts, as the device API checks).
  const { reportIds } = await ownerOnReport(page, request, {
    tag: 'goal',
    profile: 'scanner',
    scans: [
      { measuredAt: new Date(now - 28 * DAY) },
      { measuredAt: new Date(now), composition: { WT: 75.3, BFM: 13.8, FFM: 61.5, PBF: 18.3, BMI: 23.8 } },
    ],
  });
  await page.goto(`/report?id=${reportIds[1]}&section=prediction`);
  await page.getByRole('slider', { name: 'Target weight' }).fill('71');
  await page.getByRole('button', { name: 'Set as my goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a goal' });
  await expect(dialog).toBeVisible();
  // The prediction's target, and a date at a realistic pace.
  await expect(dialog.getByLabel('Target')).toHaveValue('71');
  await expect(dialog.getByLabel('By')).not.toHaveValue('');
  await expect(dialog.getByText(/a realistic pace is 0\.4–0\.8\skg a week/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // A target within measurement variation, and a date too soon, are refused with their reasons.
  await dialog.getByLabel('Target').fill('74.9');
  const soon = new Date(now + 2 * DAY).toISOString().slice(0, 10);
  await dialog.getByLabel('By').fill(soon);
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog.getByText("This target is within measurement variation of today's value: choose one further away.")).toBeVisible();
  await expect(dialog.getByText('Choose a date at least a week from today.')).toBeVisible();
  await dialog.getByLabel('Target').fill('71');
  await dialog.getByLabel('By').fill(new Date(now + 70 * DAY).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog).toBeHidden();

  // Home: the goal with its way done so far (77.3 → 75.3 of 77.3 → 71: the goal starts at the latest report, 75.3).
  await page.goto('/');
  const goal = page.locator('[data-goal="WT"]');
  await expect(goal).toBeVisible();
  await expect(goal).toContainText('71.0 kg by');
  await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(goal).toContainText('Needed: -0.4 kg a week. Your pace shows after your next scan.');
  await expect(goal).toContainText('Too early to tell');
  await expectNoSeriousA11yIssues(page);

  // The trend of the weight (its name on the card) draws the goal's path over the band that is on track, with a key in words.
  await goal.getByRole('link', { name: 'Weight' }).click();
  await expect(page).toHaveURL(/\/body\/trend\?key=WT/);
  await expect(page.locator('[data-goal-key]')).toContainText('Goal: 71.0 kg by');
  await expect(page.locator('[data-track-key]')).toHaveText('On track: within measurement variation of the path to the goal');
  await page.goto('/');

  // Offline, the goal is still there, and ending it waits for the connection.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-goal="WT"]')).toBeVisible();
  await context.setOffline(false);

  await goal.getByRole('button', { name: 'End goal' }).click();
  await page.getByRole('dialog', { name: 'End this goal?' }).getByRole('button', { name: 'End goal' }).click();
  await expect(page.locator('[data-goal]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set a goal' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Set a goal' })).toBeVisible();
});

test('a goal set offline waits in the queue and is stored once back online', async ({ page, context, request }) => {
  await ownerOnReport(page, request, { tag: 'goal-offline', profile: 'scanner' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Set a goal' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Set a goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a goal' });
  await dialog.getByLabel('Target').fill(String(KNOWN_COMPOSITION.WT - 4));
  await dialog.getByLabel('By').fill(new Date(Date.now() + 90 * DAY).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-goal="WT"]')).toContainText('73.3 kg by');
  await context.setOffline(false);
  // Back online the queue is sent: a fresh page (from the server, not this tab's cache) has it.
  await expect
    .poll(async () => {
      const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
      const res = await request.post('/api/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: { query: '{ goals { metric targetValue } }' },
      });
      return ((await res.json()) as { data: { goals: unknown[] } }).data.goals;
    })
    .toEqual([{ metric: 'WT', targetValue: KNOWN_COMPOSITION.WT - 4 }]);
});

test('home says when the goals failed to load, and loads them on "Try again"', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'goal-error', profile: 'scanner', open: false });
  let fail = true;
  await page.route(GRAPHQL_ROUTES, async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (fail && body?.query?.includes('query Goals')) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    return route.fallback();
  });
  await page.goto('/');
  const card = page.locator('section[aria-labelledby="goals-title"]');
  await expect(card).toContainText('Loading failed, please try later');
  fail = false;
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('button', { name: 'Set a goal' })).toBeVisible();
});

test('a young person is offered no goal', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'goal-youth', simulate: ['--seed', '8', '--youth'] });
  await page.goto('/');
  await expect(page.getByText('Latest scan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your goal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set a goal' })).toHaveCount(0);
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test goals` (written under .tmp/goals/).
screenshotScreens('goals', async ({ page, request, lang, shot }) => {
  const now = Date.now();
  const { token, email, reportIds } = await ownerOnReport(page, request, {
    tag: `goal-shots-${lang}`,
    profile: 'scanner',
    heading: false,
    scans: [{ measuredAt: new Date(now - 28 * DAY) }],
  });
  // A goal set four weeks ago on the first scan, then two scans on the way.
  const set = await request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($i: GoalInput!) { setGoal(input: $i) { id } }',
      variables: {
        i: {
          id: crypto.randomUUID(),
          metric: 'WT',
          reportId: reportIds[0],
          targetValue: 72.3,
          targetAt: new Date(now + 42 * DAY).toISOString(),
        },
      },
    },
  });
  expect(((await set.json()) as { errors?: unknown }).errors).toBeUndefined();
  await postScan(request, { email, measuredAt: new Date(now - 14 * DAY), composition: { WT: 76.0, BFM: 14.5, PBF: 19.1 } });
  await postScan(request, { email, measuredAt: new Date(now - DAY), composition: { WT: 74.8, BFM: 13.3, PBF: 17.8 } });
  await page.goto('/');
  await expect(page.locator('[data-goal="WT"]')).toBeVisible();
  await page.locator('[data-goal="WT"]').scrollIntoViewIfNeeded();
  await shot('home');
  await page.locator('[data-goal="WT"] button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('form');
  await page.keyboard.press('Escape');
  await page.goto('/body/trend?key=WT&range=all');
  await expect(page.locator('figure canvas')).toBeVisible();
  await shot('trend');
});
