// The single-use sign-in link in every login message: the owner's way in that no lock on guessing stops.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { uniqueEmail, GRAPHQL_ROUTES } from './support.ts';
import { latestSignInLink } from './mailbox.ts';

test("a login message's link signs a new person in once, leaves no token in the address bar, and says so when used again", async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('link');
  await page.goto('/login');
  await new LoginPage(page, request).sendEmailCode(email);
  const link = await latestSignInLink(request, email);

  // Opened from the mail app: a new person goes on to the registration form, signed in.
  const mail = await browser.newContext();
  const opened = await mail.newPage();
  await opened.goto(link);
  await expect(opened).toHaveURL(/\/register/);
  expect(await opened.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  expect(opened.url()).not.toContain('#');

  // The same link a second time: refused, with a way back to sign-in.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This sign-in link has expired or was already used.');
  await again.getByRole('button', { name: 'Go to sign-in' }).click();
  await expect(again).toHaveURL(/\/login/);
  await mail.close();
});

test('a link opened without a connection says it is still unused, and signs in by itself once the connection is back', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('link-offline');
  await page.goto('/login');
  await new LoginPage(page, request).sendEmailCode(email);
  const link = await latestSignInLink(request, email);

  const context = await browser.newContext();
  const opened = await context.newPage();
  // No request gets through until the connection is back; then the first one fails too, as when the 'online' event comes
  // before the network carries requests (CI once saw this: the one try at the event failed and the page stayed).
  let back = false;
  let triesSinceBack = 0;
  await opened.route(GRAPHQL_ROUTES, (route) => (back && ++triesSinceBack > 1 ? route.continue() : route.abort('internetdisconnected')));
  await opened.goto(link);
  await expect(opened.getByRole('heading', { name: "You're offline. This needs a connection." })).toBeVisible();
  await expect(opened.getByText('Your link has not been used.')).toBeVisible();
  expect(opened.url()).not.toContain('#');

  // Offline, then back: the app must see both (the banner shows it saw the first), or there is no change to act on.
  await context.setOffline(true);
  await expect(opened.getByText("You're offline. Showing what was saved on this device")).toBeVisible();
  back = true;
  await context.setOffline(false);
  await expect(opened).toHaveURL(/\/register/);
  expect(triesSinceBack).toBe(2);
  await context.close();
});
