// The report page rendered on the server (server/src/http/ssr.ts) for a person whose sign-in is remembered: the
// document cookie follows the session, the page arrives with the report drawn, the app takes over without a jump or
// an error, and the report is then saved for offline use as any other. A kiosk tablet never keeps the cookie.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { PersonalPage } from './pages/personal-page.ts';
import { postScan, signInByApi, uniqueEmail, waitForServiceWorker } from './support.ts';

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'contour_session');

/** A new member signed in through the form ("Remember me" is on by default) with one report open; its address. */
async function rememberedMemberOnReport(page: Page, request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto('/login');
  await new LoginPage(page, request).signIn(email);
  await postScan(request, { email });
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  expect(page.url()).toMatch(/\/report\?id=/);
  return page.url();
}

test('a remembered sign-in gets the document cookie; a fresh load of the report arrives drawn, the app takes over, offline keeps it; sign-out drops the cookie', async ({ page, context, request, browser }) => {
  test.setTimeout(90_000);
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr');

  // Set once the first screen is up and the page idle: HttpOnly, SameSite=Strict, for /report only; and the language
  // and unit the app uses.
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  expect(await sessionCookie(context)).toMatchObject({ path: '/report', httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).toContain('contour_ui=en-US|metric');

  // The same person on a fresh load, without the service worker (as a first visit is): the document itself carries
  // the report, and the app's start replaces it with the same screen.
  const fresh = await browser.newContext({ storageState: await context.storageState(), viewport: { width: 390, height: 844 } });
  const again = await fresh.newPage();
  const problems: string[] = [];
  again.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  again.on('pageerror', (error) => problems.push(error.message));
  await again.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await again.goto(reportUrl);
  const html = await response!.text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('Body composition');
  expect(response!.headers()['cache-control']).toBe('no-store');
  // The app has started when the tab names the screen; the section tabs then navigate inside the app.
  await expect(again).toHaveTitle('Report – Contour');
  await expect(again.locator('#server-data')).toHaveCount(0);
  await again.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name: 'Posture' }).click();
  await expect(again.getByRole('heading', { name: 'Posture' }).first()).toBeVisible();
  expect(await again.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0))).toBeLessThan(0.01);
  expect(problems).toEqual([]);

  // What the server drew reaches the offline cache too: with the network off, the worker and graphcache show it.
  await waitForServiceWorker(again);
  await expect.poll(() => again.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), { timeout: 15_000 }).toContain('contour-graphcache');
  await again.waitForTimeout(1500);
  await fresh.setOffline(true);
  await again.goto(reportUrl);
  await expect(again.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect(again.getByText("This report isn't saved on this device yet")).toHaveCount(0);
  await fresh.close();

  // Sign-out drops the cookie (and the server has ended the session anyway).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => sessionCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('contour_ui');
});

test('a change of language and unit in the personal centre reaches the server: the report comes right to left, in pounds', async ({ page, context, request }) => {
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr-ar');
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();

  const personal = new PersonalPage(page);
  await personal.open();
  await personal.chooseUnit('Imperial (lb, ft, in)');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.cookie)).toContain('contour_ui=ar|imperial');

  // The document request, as the browser sends it (its cookies): drawn in Arabic, right to left, in pounds.
  const html = await (await context.request.get(reportUrl)).text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<h1[^>]*>التقرير<\/h1>/);
  expect(html).toMatch(/>رطل</);
});

test('a kiosk tablet never keeps the document cookie, even one left from before kiosk mode', async ({ page, context, request }) => {
  const email = uniqueEmail('ssr-kiosk');
  const token = await signInByApi(request, email);
  await postScan(request, { email });
  await page.goto('/healthz');
  // A remembered session with its cookie, then staff's kiosk setting: the next start drops the cookie.
  await page.evaluate(async (t) => {
    localStorage.setItem('token', t);
    await fetch('/api/session/document', { method: 'POST', headers: { Authorization: `Bearer ${t}` } });
    localStorage.setItem('kiosk', 'on');
  }, token);
  expect(await sessionCookie(context)).toBeTruthy();
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeUndefined();
});
