import { expect, test } from '@playwright/test';
import { WifiPage } from './pages/wifi-page.ts';
import { ownerOnReport, postScan, signInAs, waitForServiceWorker } from './support.ts';

test('guarded routes redirect to /login with the wanted path', async ({ page }) => {
  for (const path of ['/history', '/report?id=abc', '/personal', '/qrcode/scan']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  }
  // Public routes open without a session.
  await new WifiPage(page).open();
});

test('a foreign redirect is ignored after sign-in', async ({ page, request }) => {
  await signInAs(page, request, { tag: 'redir', via: 'ui', from: '/login?redirect=//evil.example/x' });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('entering /login clears storage except lang, unit and social-token keys', async ({ page }) => {
  await page.goto('/wifi');
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en-US');
    localStorage.setItem('unitSystem', 'imperial');
    localStorage.setItem('appType_1', '{"token":"t"}');
    localStorage.setItem('appType_2_expiry', '1');
    localStorage.setItem('memberInfo', '{"id":1}');
    localStorage.setItem('modelInfo', 'x');
    sessionStorage.setItem('history', 'x');
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  // The form may come drawn by the server before the app's route has run: the storage is cleared once it has.
  await expect
    .poll(() => page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: sessionStorage.length })))
    .toEqual({ local: ['appType_1', 'appType_2_expiry', 'lang', 'unitSystem'], session: 0 });
});

test('a signed-in person on /login goes to the redirect value', async ({ page, request }) => {
  await signInAs(page, request, { tag: 'twice', via: 'ui' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?redirect=%2Fhistory');
  await expect(page).toHaveURL(/\/history$/);
});

test('/modeling may be entered only from /bind or /', async ({ page, request }) => {
  const { email } = await signInAs(page, request, { tag: 'modeling', via: 'ui' });
  await expect(page.getByText("You don't have any report yet")).toBeVisible();
  await postScan(request, { email });
  await postScan(request, { email });
  await page.reload();
  await expect(page.getByRole('link', { name: 'View 3D model' })).toBeVisible();
  // Typed in directly: back to /.
  await page.goto('/modeling?reportId=anything');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // From / it opens.
  await page.getByRole('link', { name: 'View 3D model' }).click();
  await expect(page).toHaveURL(/\/modeling\?reportId=/);
  await expect(page.getByRole('link', { name: 'View Last Report' })).toBeVisible();
});

test('an Unauthorized answer signs the person out and goes to /login', async ({ page, request }) => {
  const { token } = await signInAs(page, request, { tag: 'revoked', via: 'ui' });
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.setItem('memberInfo', '{"name":"x"}'));
  // The session ends on the server (as after a password change elsewhere).
  const out = await request.post('/api/graphql', { data: { query: 'mutation { logout }' }, headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBeTruthy();

  await page.goto('/report');
  await expect(page).toHaveURL(/\/login\?redirect=%2Freport/);
  const left = await page.evaluate(() => ({
    token: sessionStorage.getItem('token') ?? localStorage.getItem('token'),
    member: localStorage.getItem('memberInfo'),
  }));
  expect(left).toEqual({ token: null, member: null });
});

test('after one visit the app shell loads with the network off', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await new WifiPage(page).open();
  await expect(page.getByText(/^You're offline\. Showing what was saved on this device/)).toBeVisible();
  await context.setOffline(false);
});

test('a report viewed before opens with the network off, and says it is offline', async ({ page, context, request }) => {
  // Today on the device (its own time zone, not this process's), before its first answer and after its last: the day
  // of the last answer is one of the two, even across midnight.
  const deviceDay = () => page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date()));
  const dayBefore = await deviceDay();
  // Signed in through the form, a scan from the simulator, its report open.
  await ownerOnReport(page, request, { tag: 'offline', via: 'ui', simulate: [] });
  const reportUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Body composition' })).toBeVisible();
  const weight = await page.getByRole('list', { name: 'All body composition values' }).getByRole('listitem').first().textContent();
  await waitForServiceWorker(page);
  const dayAfter = await deviceDay();

  await context.setOffline(true);
  await page.goto(reportUrl);
  // It says since when: the last answer of the server, today.
  await expect(
    page.getByText(new RegExp(`^You're offline\\. Showing what was saved on this device, last updated (${dayBefore}|${dayAfter}),`)),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Body composition' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All body composition values' }).getByRole('listitem').first()).toHaveText(weight!);
  await context.setOffline(false);
});
