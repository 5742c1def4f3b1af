// Never a stuck screen (spec 8, 9): a script part that fails, or takes over 120 s, says "loading failed, try later"
// with a retry that works; a double tap within 300 ms counts once.
import { expect, test, type Page, type Route } from '@playwright/test';

// The service worker would answer from its cache, out of the test's reach: the network is what is under test here.
test.use({ serviceWorkers: 'block' });

const wifiLink = (page: Page) => page.getByRole('link', { name: 'Scanner WiFi set-up' });

/** The script files /login has loaded: only the parts loaded after them are held back. */
async function loadedScripts(page: Page): Promise<Set<string>> {
  await page.waitForLoadState('networkidle');
  return new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js'))));
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
