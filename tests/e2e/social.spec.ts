// Social sign-in end to end in Chromium against a real OpenID provider (tests/oidc/provider.ts).
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAs, signInAs, uniqueEmail } from './support.ts';
import { baseURL } from '../../playwright.config.ts';
import { OidcProviderPage } from './pages/oidc-provider-page.ts';
import { AccountSecurityPage, BindAccountPage, SocialSignInPage } from './pages/social-pages.ts';

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const COMPLETE_PROFILE = 'mutation { register(input: { sex: FEMALE, heightCm: 168, age: 35, unitSystem: METRIC, agreed: true }) { id } }';

/** The browser's session token (remember me keeps it in local storage). */
async function browserToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/** Puts an API session into the browser, as if the person had signed in on this device. */
async function useSession(page: Page, token: string) {
  await page.goto('/about/secret');
  await page.evaluate((value) => {
    sessionStorage.clear();
    localStorage.setItem('token', value);
  }, token);
}

/** A registered member (COMPLETE_PROFILE's profile), not signed in on any page. */
const memberWithProfile = (request: APIRequestContext) => signInAs(null, request, { tag: 'social-member' });

// An existing member, created first: binding sends this address a second code, allowed 60 s after the first.
let member: { email: string; token: string; resendAt: number };
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  member = { ...(await memberWithProfile(request)), resendAt: Date.now() + 61_000 };
  await request.dispose();
});

test('a new person registers through /boundConsultation, signs in again with the provider, and may not unlink it', async ({
  page,
  request,
}) => {
  const provider = new OidcProviderPage(page);
  const bind = new BindAccountPage(page, request);
  await page.goto('/login');
  await new SocialSignInPage(page).continueWithProvider();
  await provider.authorize({ username: unique('new'), name: 'Nora New' });
  await bind.expectConsultation();
  // The result was taken out of the address bar and kept per app type.
  expect(new URL(page.url()).hash).toBe('');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('appType_1')))!)).toMatchObject({
    tokenType: 'Bearer',
    scope: 'openid',
  });

  await bind.chooseNew();
  await bind.confirmEmail(uniqueEmail('social-new'), 'Create account');
  await expect(page).toHaveURL(/\/register(\?redirect=|$)/);
  expect(await page.evaluate(() => localStorage.getItem('appType_1'))).toBeNull();
  await graphqlAs(request, await browserToken(page), COMPLETE_PROFILE);

  // Signed out, the same provider account signs straight in (the provider remembers the person).
  await page.evaluate(() => {
    localStorage.removeItem('token');
    sessionStorage.clear();
  });
  await page.goto('/login');
  await new SocialSignInPage(page).continueWithProvider();
  await expect(page).toHaveURL(/\/$/);
  await browserToken(page);

  const security = new AccountSecurityPage(page);
  await security.open();
  await security.expectLinked('Nora New');
  await security.unlink('OpenID', false);
  await security.expectMessage('Authorized and registered as an account, unlinking is not supported');
  await security.expectLinked('Nora New');
});

test('binding refuses an address without an account', async ({ page, request }) => {
  const bind = new BindAccountPage(page, request);
  await page.goto('/login');
  await new SocialSignInPage(page).continueWithProvider();
  await new OidcProviderPage(page).authorize({ username: unique('nobody'), name: 'No Body' });
  await bind.expectConsultation();
  await bind.chooseExisting();
  await bind.confirmEmail(uniqueEmail('social-nobody'), 'Link account');
  await expect(page.getByRole('alert')).toHaveText('Account does not exist, please link a registered account');
});

test('links from /accountSecurity; the same provider account on a second Contour account is a conflict', async ({ page, request }) => {
  const first = await memberWithProfile(request);
  await useSession(page, first.token);
  const security = new AccountSecurityPage(page);
  await security.open();
  await security.expectNotLinked();
  await security.link();
  await new OidcProviderPage(page).authorize({ username: unique('cleo'), name: 'Cleo' });
  await expect(page).toHaveURL(/\/accountSecurity$/);
  await security.expectMessage('Link successful');
  await security.expectLinked('Cleo');

  // Another account on this device; the provider still has Cleo signed in.
  const second = await memberWithProfile(request);
  await useSession(page, second.token);
  await security.open();
  await security.link();
  await expect(page).toHaveURL(/\/accountSecurity$/);
  await security.expectMessage('Linking failed: the account is already linked with the OpenID account [Cleo]');
  await security.expectNotLinked();
});

test('a failed authorization lands on /bindFailed with ways on', async ({ page }) => {
  await page.goto('/api/social/callback/a?code=forged&state=forged');
  await expect(page).toHaveURL(/\/bindFailed$/);
  await expect(page.getByRole('heading', { name: 'Authorization failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with OpenID' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in another way' }).click();
  await expect(page).toHaveURL(/\/login/);
});

// Last but one: its member was created at the start of the file, so the 60 s resend wait has mostly passed.
test('an existing member links by code on /bindMember, then unlinks after confirming', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = member;
  const bind = new BindAccountPage(page, request);
  await page.goto('/login?redirect=%2Fhistory');
  await new SocialSignInPage(page).continueWithProvider();
  await new OidcProviderPage(page).authorize({ username: unique('member'), name: 'Bea Member' });
  await bind.expectConsultation();
  await bind.chooseExisting();
  // The member's own sign-in code went out at the start of the file: a new code may follow only after 60 s.
  await page.waitForTimeout(Math.max(0, member.resendAt - Date.now()));
  await bind.confirmEmail(email, 'Link account');
  // The redirect asked for before leaving for the provider is honoured.
  await expect(page).toHaveURL(/\/history$/);

  const security = new AccountSecurityPage(page);
  await security.open();
  await security.expectLinked('Bea Member');
  await security.unlink();
  await security.expectMessage('Unbinding successful');
  await security.expectNotLinked();
});

test('screenshots of the social screens in en-US and Arabic', async ({ page, request }) => {
  test.skip(!process.env['SOCIAL_SCREENSHOTS'], 'set SOCIAL_SCREENSHOTS=1 to write them');
  const dir = '.tmp/screens-social';
  mkdirSync(dir, { recursive: true });
  const { token } = await memberWithProfile(request);
  for (const lang of ['en-US', 'ar']) {
    await page.goto('/about/secret');
    await page.evaluate(
      ([language, expiresAt]) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('lang', language!);
        localStorage.setItem(
          'appType_1',
          JSON.stringify({
            accessToken: 'screenshot-ticket-0123456789',
            tokenType: 'Bearer',
            expiresAt: Number(expiresAt),
            scope: 'openid',
          }),
        );
      },
      [lang, String(Date.now() + 600_000)],
    );
    for (const path of ['/boundConsultation', '/bindMember']) {
      await page.goto(path);
      await expect(page.locator('main h2').first()).toBeVisible();
      await page.screenshot({ path: `${dir}${path}-${lang}.png` });
    }
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/accountSecurity');
    await expect(page.locator('#linked-accounts')).toBeVisible();
    await page.screenshot({ path: `${dir}/accountSecurity-${lang}.png` });
  }
});
