import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { RegisterPage } from './pages/register-page.ts';
import { PersonalPage } from './pages/personal-page.ts';
import { graphqlAs, postScan, signInAs, uniqueEmail } from './support.ts';
import { latestCode } from './mailbox.ts';
import { baseURL } from '../../playwright.config.ts';

const PASSWORD = 'Contour2026!';

let resetMember: { email: string; resendAt: number };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const { email } = await signInAs(null, request, { tag: 'reset' });
  resetMember = { email, resendAt: Date.now() + 61_000 };
  await request.dispose();
});

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value!;
}

/** A new e-mail account, registered through the form, without a password; the page ends on `/`. */
async function newMember(page: Page, request: APIRequestContext, tag: string): Promise<string> {
  const { email } = await signInAs(page, request, { tag, via: 'ui' });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  return email;
}

test('e-mail code sign-in, registration with each validation error, then a password', async ({ page, request }) => {
  const email = uniqueEmail('register');
  const login = new LoginPage(page, request);
  await page.goto('/login?redirect=%2Fhistory');
  // The address is checked before a code is sent.
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail format');
  const code = await login.sendEmailCode(email);
  // The resend countdown, in seconds, belongs to the address it was started for.
  await expect(page.getByRole('button', { name: /^Resend \(\d+ s\)$/ })).toBeDisabled();
  // A wrong code asks to re-type.
  await login.enterCode(code === '0000' ? '1111' : '0000');
  await expect(page.getByRole('alert')).toHaveText('Wrong verification code, please re-type');
  await login.enterCode(code);

  const register = new RegisterPage(page);
  await register.expectShown();
  await register.submit();
  await register.expectError('Choose your sex');
  await register.expectError('Enter your height');
  await register.expectError('Enter your age');
  await register.expectError('Please agree to the privacy policy and rules');
  // The box's error is read with the box.
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toHaveAccessibleDescription(
    'Please agree to the privacy policy and rules',
  );

  await register.chooseSex('Male');
  await register.fill({ heightCm: '175.5', age: '30.5' });
  await register.submit();
  await register.expectError('height format does not support decimals, please re-enter');
  await register.expectError('age can only be an integer');

  await register.fill({ heightCm: '69', age: '9' });
  await register.submit();
  await register.expectError('Height must be between 70 and 200 cm');
  await register.expectError('Age must be between 10 and 99');

  await register.chooseUnit('Imperial (lb, ft, in)');
  await register.fill({ feet: '6', inches: '8', age: '34' });
  await register.submit();
  await register.expectError(`Height must be between 2'3" and 6'7"`);

  // The form survives a visit to the privacy policy.
  await register.fill({ name: 'Ana', feet: '5', inches: '10' });
  await page.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(/\/about\/secret/);
  await page.goBack();
  await register.expectShown();
  await expect(page.getByLabel('Name (optional)')).toHaveValue('Ana');
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await register.agree();
  await register.submit();

  await expect(page).toHaveURL(/\/setPassword\?from=register/);
  await page.getByLabel('New password', { exact: true }).fill('short1A');
  await page.getByLabel('Confirm new password').fill('short1A');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password must be 8 to 20 characters');
  await page.getByLabel('New password', { exact: true }).fill('alllowercase1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Add at least one uppercase letter');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been set')).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
  expect(await page.evaluate(() => localStorage.getItem('unit'))).toBe('imperial');

  // The server stores the profile in centimetres and received the password only as its hash.
  const me = await request.post('/api/graphql', {
    data: { query: '{ me { name sex heightCm age unitSystem profileComplete passwordSet } }' },
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(((await me.json()) as { data: unknown }).data).toEqual({
    me: { name: 'Ana', sex: 'MALE', heightCm: 178, age: 34, unitSystem: 'IMPERIAL', profileComplete: true, passwordSet: true },
  });
});

test('skip the password, set one later, sign in with it (a wrong one is refused)', async ({ page, request }) => {
  const email = await newMember(page, request, 'password');
  await page.goto('/setPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Set password' })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been set')).toBeVisible();

  // Changing it needs the old one, and the new one must differ.
  await page.goto('/setPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText('New password same as old');

  await page.evaluate(() => {
    localStorage.removeItem('token');
    sessionStorage.clear();
  });
  await page.goto('/login');
  const login = new LoginPage(page, request);
  await login.switchToPassword();
  await login.signInWithPassword(email, 'Wrong2026!');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password');
  await login.signInWithPassword(uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-mail not registered, create your account');
  await login.signInWithPassword(email, PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await token(page);
});

test('phone code sign-in: the number must be valid for the chosen calling code', async ({ page, request }) => {
  const national = `201555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const e164 = `+1${national}`;
  await page.goto('/phoneLogin');
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  // A German number after +1 is not a number of that calling code.
  await page.getByRole('combobox', { name: 'Country calling code' }).selectOption({ label: '+1 English' });
  await page.getByLabel('Phone number').fill('030 1234567');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number format');

  const login = new LoginPage(page, request);
  const code = await login.sendPhoneCode('+1 English', national, e164);
  await login.enterCode(code);
  await new RegisterPage(page).expectShown();
  const me = await request.post('/api/graphql', {
    data: { query: '{ me { phone email } }' },
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(((await me.json()) as { data: unknown }).data).toEqual({ me: { phone: e164, email: null } });
});

test('a profile change of height is confirmed by a warning, then saved', async ({ page, request }) => {
  await newMember(page, request, 'profile');
  const personal = new PersonalPage(page);
  await personal.open();
  await expect(page.getByLabel('Height (cm)')).toHaveValue('168');
  await page.getByLabel('Height (cm)').fill('170');
  await personal.saveProfile();
  await expect(personal.dialog()).toBeVisible();
  await expect(personal.dialog()).toContainText('later data will differ from earlier data');
  // Cancel keeps the old value on the server; Escape works too.
  await page.keyboard.press('Escape');
  await expect(personal.dialog()).toBeHidden();
  await personal.saveProfile();
  await personal.dialog().getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Height (cm)')).toHaveValue('170');

  // A name that would show backwards (a right-to-left override) is refused under the field, and nothing is saved.
  await page.getByLabel('Name (optional)').fill('\u202egnp.exe');
  await personal.saveProfile();
  await expect(page.getByText("The name can't hold invisible characters or ones that change the writing direction")).toBeVisible();
  await expect(page.getByText('Your profile has been updated')).toHaveCount(0);

  // A name alone is saved without the warning.
  await page.getByLabel('Name (optional)').fill('Ada');
  await personal.saveProfile();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
  await expect(personal.dialog()).toBeHidden();
});

test('the unit chosen in the personal centre is shown on the report at once', async ({ page, request }) => {
  const email = await newMember(page, request, 'units');
  await postScan(request, { email });
  await page.goto('/report');
  const weight = page.getByRole('list', { name: 'All body composition values' }).getByRole('listitem').filter({ hasText: 'Weight' });
  await expect(weight).toContainText('kg');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Change units and language' }).click();
  await expect(page).toHaveURL(/\/personal/);
  await new PersonalPage(page).chooseUnit('Imperial (lb, ft, in)');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // The height field of the profile follows at once.
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await page.goBack();
  await expect(weight).toContainText('lb');
  await expect(weight).not.toContainText('kg');
  expect(await page.evaluate(() => localStorage.getItem('unit'))).toBe('imperial');
});

test('download my data as JSON and as CSV', async ({ page, request }) => {
  const email = await newMember(page, request, 'export');
  await postScan(request, { email });
  await new PersonalPage(page).open();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^contour-data-.*\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    account: { email: string; heightCm: number };
    reports: unknown[];
  };
  expect(data.account).toMatchObject({ email, heightCm: 168 });
  expect(data.reports).toHaveLength(1);
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^contour-data-.*\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^id,model,measured_at,timezone,outcome,weight_kg,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('M30');
});

test('delete my account: named in the dialog, confirmed by DELETE, then gone', async ({ page, request }) => {
  const email = await newMember(page, request, 'delete');
  await postScan(request, { email });
  await postScan(request, { email });
  const oldToken = await token(page);
  const personal = new PersonalPage(page);
  await personal.open();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = personal.dialog();
  await expect(dialog).toContainText('2 reports with their 3D models');
  await expect(dialog).toContainText('No linked social accounts');
  await expect(dialog).toContainText(email);
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);

  const refused = await request.post('/api/graphql', {
    data: { query: '{ me { id } }' },
    headers: { Authorization: `Bearer ${oldToken}` },
  });
  expect(JSON.stringify(await refused.json())).toContain('UNAUTHORIZED');

  // The address is free again: a code sign-in creates a new, empty account.
  const login = new LoginPage(page, request);
  await login.enterCode(await login.sendEmailCode(email));
  await new RegisterPage(page).expectShown();
  const me = await request.post('/api/graphql', {
    data: { query: '{ me { reportCount profileComplete name } }' },
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(((await me.json()) as { data: unknown }).data).toEqual({ me: { reportCount: 0, profileComplete: false, name: null } });
});

test('reset password by code, then sign in with the new one', async ({ page, request }) => {
  // Alone (or on a retry) it waits out the minute between two codes to the same address.
  test.setTimeout(120_000);
  // One code per address per minute: the member was made when this file started.
  const { email, resendAt } = resetMember;
  await page.waitForTimeout(Math.max(0, resendAt - Date.now()));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  // The address changes at once; the sign-in form (with its own e-mail field) stays until the reset screen is ready.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  // An unknown address asks the person to create an account.
  await page.getByLabel('E-mail address').fill(uniqueEmail('unknown'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail not registered, create your account');

  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code has been sent')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/setPassword\?mode=reset/);
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been set')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  const login = new LoginPage(page, request);
  await login.switchToPassword();
  await login.signInWithPassword(email, PASSWORD);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

// Screens for a person to look at (LTR and RTL, phone and tablet): `SCREENSHOTS=1 npx playwright test accounts`.
test.describe('account screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
        const shot = (name: string) =>
          page.screenshot({ path: `.tmp/screens-accounts/${lang}-${size.width}-${name}.png`, fullPage: name === 'personal' });
        await page.setViewportSize(size);
        await page.goto('/wifi');
        await page.evaluate((value) => localStorage.setItem('lang', value), lang);
        const email = uniqueEmail(`shots-${lang}`);
        await page.goto('/login');
        await page.getByLabel(/.+/).first().waitFor();
        await shot('login-email-code');
        await page.getByRole('tab').first().click();
        await shot('login-phone-code');
        await page.locator('form + div button').first().click();
        await page.locator('input[type="password"]').waitFor();
        await shot('login-phone-password');
        await page.getByRole('tab').last().click();
        await shot('login-email-password');

        const { token: code } = await signInAs(page, request, { email, register: false });
        await page.goto('/register');
        await page.locator('button[type="submit"]').click();
        await page.locator('input[name="heightCm"]').fill('175.5');
        await page.locator('input[name="age"]').fill('9');
        await page.locator('button[type="submit"]').click();
        await shot('register-errors');
        await graphqlAs(
          request,
          code,
          'mutation { register(input: { name: "Ana", sex: FEMALE, heightCm: 168, age: 35, unitSystem: METRIC, agreed: true }) { id } }',
        );
        await page.goto('/setPassword?from=register');
        await page.locator('input[name="newPassword"]').fill('abc');
        await page.locator('button[type="submit"]').click();
        await shot('set-password');
        await postScan(request, { email });
        await page.goto('/personal');
        await page.locator('input[name="heightCm"]').waitFor();
        await shot('personal');
        await page.locator('[class*="dangerButton"]').click();
        await page.getByRole('dialog').waitFor();
        await shot('delete-dialog');
      });
    }
  }
});
