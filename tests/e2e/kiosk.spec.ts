// The gym's shared tablet: staff turn kiosk mode on with the PIN; a member signs in (never remembered), reads a
// report, is warned after 90 idle seconds and signed out at 2 minutes; then nothing of theirs is left on the device.
import { expect, test, type Page } from '@playwright/test';
import { KIOSK_PIN } from '../../playwright.config.ts';
import { KioskPage } from './pages/kiosk-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { QrImagePage } from './pages/qr-image-page.ts';
import { ReportPage } from './pages/report-page.ts';
import { postScan, uniqueEmail } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

test.use({ viewport: { width: 1180, height: 820 } });

/** Staff turn kiosk mode on: a wrong PIN is refused, the right one shows the start screen. */
async function turnOn(page: Page): Promise<KioskPage> {
  const kiosk = new KioskPage(page);
  await kiosk.open();
  await kiosk.turnOn('135790');
  await expect(page.getByText('That PIN is not right.')).toBeVisible();
  await kiosk.turnOn(KIOSK_PIN);
  await expect(kiosk.startScreen()).toBeVisible();
  return kiosk;
}

/** What a member could have left on the device: database names, cache names and storage keys. */
const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    caches: await caches.keys(),
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));

test('a member is signed out after 2 idle minutes, warned first, and nothing of theirs stays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('kiosk');
  await page.clock.install();
  const kiosk = await turnOn(page);
  await expectNoSeriousA11yIssues(page);

  // The start screen invites to sign in; the form remembers nobody and offers no social sign-in.
  await kiosk.startSignIn();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByLabel('Remember me on this device')).toHaveCount(0);
  await new LoginPage(page, request).signIn(email);
  await expect(kiosk.tabletBar()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The member's scan arrives; they read its report: the offline cache and its database fill.
  await expect(page.getByText("You don't have any report yet")).toBeVisible();
  await postScan(request, { email });
  await page.reload();
  await page.getByRole('link', { name: 'View Report' }).click();
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect.poll(async () => (await leftovers(page)).databases).toContain('contour-graphcache');

  // 90 idle seconds: the warning counts down; "Stay signed in" keeps the session, and focus goes back where it was.
  await page.getByRole('button', { name: 'Menu' }).focus();
  await kiosk.idleWatchOn();
  await page.clock.fastForward(91_000);
  const warning = kiosk.idleWarning();
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in (29|28) seconds/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  await page.clock.fastForward(60_000);
  await expect(warning).toBeHidden();

  // Left alone again: warned at 90 seconds, signed out at 120, back on the start screen.
  await page.clock.fastForward(31_000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(kiosk.startScreen()).toBeVisible();

  const left = await leftovers(page);
  // Only the service worker's own bookkeeping of code chunks may remain; none of the app's databases.
  expect(left.databases.filter((name) => !name.startsWith('workbox-'))).toEqual([]);
  expect(left.caches.filter((name) => !/^(workbox-precache|contour-assets)/.test(name))).toEqual([]);
  expect(left.local).toEqual(['kiosk']);
  expect(left.session).toEqual([]);
  await page.reload();
  await expect(kiosk.startScreen()).toBeVisible();
  // The way back in is the sign-in form again: the member's session ended on the server too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/kiosk$/);
});

test('a half-filled sign-in form left alone starts over; the Sign out button wipes at once; staff turn kiosk mode off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const kiosk = await turnOn(page);
  await kiosk.startSignIn();
  await kiosk.idleWatchOn();
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.clock.fastForward(91_000);
  const warning = kiosk.idleWarning();
  await expect(warning).toContainText('this screen starts over in');
  await warning.getByRole('button', { name: 'Start over' }).click();
  await expect(page).toHaveURL(/\/kiosk$/);

  const email = uniqueEmail('kiosk-out');
  await kiosk.startSignIn();
  await new LoginPage(page, request).signIn(email);
  await kiosk.signOut();
  await expect(page).toHaveURL(/\/kiosk$/);
  expect((await leftovers(page)).local).toEqual(['kiosk']);

  // Staff: a wrong PIN changes nothing; the right one turns kiosk mode off and "Remember me" is back.
  const dialog = await kiosk.openStaffSettings();
  await kiosk.turnOff(dialog, '000000');
  await expect(dialog.getByText('That PIN is not right.')).toBeVisible();
  await kiosk.turnOff(dialog, KIOSK_PIN);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Remember me on this device')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kiosk'))).toBeNull();
});

test('the shared tablet keeps nothing of a member: no PDF download, image or copied link, and the QR code is for their own phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kiosk-keep');
  const kiosk = await turnOn(page);
  await kiosk.startSignIn();
  await new LoginPage(page, request).signIn(email);
  await postScan(request, { email });
  await page.reload();
  await page.getByRole('link', { name: 'View Report' }).click();
  const report = new ReportPage(page);
  const actions = await report.actions();
  await expect(actions.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Share link' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Health record (FHIR)' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'File for Garmin (FIT)' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Save image' })).toHaveCount(0);

  await report.openQrImage();
  const qr = new QrImagePage(page);
  await expect(qr.code(/QR code of the share link/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'QR image' })).toBeVisible();
  await expect(page.getByText("Scan it with your phone's camera.")).toBeVisible();
  await expect(qr.saveButton()).toHaveCount(0);
  await expect(page.getByText('long-press the image to save it')).toHaveCount(0);
  // The link is withdrawn from the member's own phone: the tablet's report has no Share link button.
  await expect(
    page.getByText('You can withdraw the link at any time: sign in on your own phone and open Share link on the report.'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // A report sent by e-mail from the tablet says the same.
  await page.getByRole('link', { name: 'Back to the report' }).click();
  await report.openSendByEmail();
  await page.getByLabel('E-mail address').fill(uniqueEmail('kiosk-friend'));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText(
      /a link that works until .+\. You can withdraw the link at any time: sign in on your own phone and open Share link on the report\./,
    ),
  ).toBeVisible({ timeout: 20_000 });

  // No data export into the tablet's downloads, and no social linking (the provider's session would stay behind).
  await page.goto('/report');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Set or change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account and security' })).toHaveCount(0);
  // A coach's view is given and read from one's own device: neither side is offered on the gym's tablet.
  await expect(page.getByRole('link', { name: 'Shared with me' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Personal centre' }).click();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Units and language' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download JSON' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download health record' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Coaches and clinicians' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Account and security' })).toHaveCount(0);
  await page.goto('/accountSecurity');
  await expect(page).toHaveURL(/\/personal$/);
});
