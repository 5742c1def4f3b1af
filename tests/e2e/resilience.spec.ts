// Never a stuck screen (spec 8, 9): a script part that fails, or takes over 120 s, says "loading failed, try later"
// with a retry that works; a double tap within 300 ms counts once.
import { expect, test, type Page, type Route } from '@playwright/test';
import { TrendPage } from './pages/trend-page.ts';
import { ownerOnReport } from './support.ts';

// The service worker would answer from its cache, out of the test's reach: the network is what is under test here.
test.use({ serviceWorkers: 'block' });

const wifiLink = (page: Page) => page.getByRole('link', { name: 'Scanner WiFi set-up' });

/** The script files /login has loaded: only the parts loaded after them are held back. */
async function loadedScripts(page: Page): Promise<Set<string>> {
  await page.waitForLoadState('networkidle');
  return new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    ),
  );
}

test('a script part that fails to load says so, and "Try again" loads it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  const loaded = await loadedScripts(page);
  // The router reloads the page once on a failed part (it may be a new deployment); the second failure is shown.
  await page.route('**/assets/*.js', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort('connectionreset')));
  await wifiLink(page).click();
  await expect(page.getByText('Loading failed, please try later')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /WiFi/ })).toBeVisible();
});

test('a script part that takes over 120 seconds is given up with the same message', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  const loaded = await loadedScripts(page);
  // The held requests stay held until the page is left: letting them go (page.unroute does) would load the screen
  // behind the test's back, racing the click on "Try again".
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (!holding || loaded.has(route.request().url())) await route.continue();
    else held.push(route);
  });
  await wifiLink(page).click();
  await expect(page.getByText('Loading…')).toBeVisible();
  await page.clock.fastForward(119_000);
  await expect(page.getByText('Loading…')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(page.getByText('Loading failed, please try later')).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  // force: after the clock's jump, Playwright's own stability check (two animation frames) never settles here.
  await page.getByRole('button', { name: 'Try again' }).click({ force: true });
  await expect(page.getByRole('heading', { level: 1, name: /WiFi/ })).toBeVisible();
});

test('a part of a screen whose code fails to load says so in its own place; the rest of the screen stays', async ({ page, request }) => {
  const scans = [{ measuredAt: new Date(Date.now() - 7 * 24 * 3600_000) }, {}];
  await ownerOnReport(page, request, { tag: 'part-fails', remember: true, scans, open: false });
  // The trend's chart is a part loaded on demand: its code fails.
  await page.route('**/assets/TrendChart-*.js', (route) => route.abort('connectionreset'));
  const trend = new TrendPage(page);
  await trend.open('body', 'key=WT&range=all');
  const figure = trend.figure();
  await expect(figure.getByText('Loading failed, please try later')).toBeVisible();
  // The screen's title, the summary, the chart's text alternative and the table of values stay.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(figure.locator('figcaption')).toContainText('over 2 measurements');
  await expect(trend.measurements()).toHaveCount(2);
  await page.unroute('**/assets/TrendChart-*.js');
  await figure.getByRole('button', { name: 'Try again' }).click();
  await expect(trend.chart()).toBeVisible();
  await expect(page.getByText('Loading failed, please try later')).toHaveCount(0);
});

test('a double tap counts once: "Show password" shows it, and does not hide it again at once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).dblclick();
  await expect(password).toHaveAttribute('type', 'text');
  // Well apart, two taps are two: hidden, then shown again.
  await page.waitForTimeout(350);
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.waitForTimeout(350);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});
