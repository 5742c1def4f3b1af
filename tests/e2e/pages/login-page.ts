import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from '../mailbox.ts';
import { RegisterPage } from './register-page.ts';

export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/(login|phoneLogin|codeLogin)/);
    await expect(this.page.getByRole('button', { name: 'Send code' }).or(this.page.getByLabel('Password', { exact: true }))).toBeVisible();
  }

  async chooseTab(name: 'Phone' | 'E-mail') {
    await this.page.getByRole('tab', { name }).click();
  }

  async switchToPassword() {
    await this.page.getByRole('button', { name: 'Sign in with password' }).click();
    await expect(this.page.getByLabel('Password', { exact: true })).toBeVisible();
  }

  async switchToCode() {
    await this.page.getByRole('button', { name: 'Sign in with verification code' }).click();
    await expect(this.page.getByRole('button', { name: 'Send code' })).toBeVisible();
  }

  /** Sends a code to the e-mail address and returns it (from the dev outbox). */
  async sendEmailCode(email: string): Promise<string> {
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByText('Verification code has been sent')).toBeVisible();
    return latestCode(this.request, email);
  }

  /** Sends a code to a phone number typed after the chosen calling code; returns the code sent to `e164`. */
  async sendPhoneCode(prefix: string, national: string, e164: string): Promise<string> {
    await this.chooseTab('Phone');
    await this.page.getByRole('combobox', { name: 'Country calling code' }).selectOption({ label: prefix });
    await this.page.getByLabel('Phone number').fill(national);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByText('Verification code has been sent')).toBeVisible();
    return latestCode(this.request, e164);
  }

  async enterCode(code: string, options: { remember?: boolean } = {}) {
    await this.page.getByLabel('Verification code').fill(code);
    if (options.remember === false) await this.page.getByLabel('Remember me on this device').uncheck();
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /**
   * Code sign-in with an e-mail address. A new account goes through the registration form (and skips the
   * password step) unless `register: false`, so callers land where the redirect points.
   */
  async signIn(email: string, options: { remember?: boolean; register?: boolean } = {}) {
    await this.expectShown();
    const code = await this.sendEmailCode(email);
    await this.enterCode(code, options);
    await expect(this.page).not.toHaveURL(/\/login/);
    if (options.register !== false && /\/register/.test(this.page.url())) {
      const register = new RegisterPage(this.page);
      await register.fillValid();
      await register.submit();
      await expect(this.page).toHaveURL(/\/setPassword\?from=register/);
      await this.page.getByRole('button', { name: 'Skip for now' }).click();
      await expect(this.page).not.toHaveURL(/\/setPassword/);
    }
  }

  async signInWithPassword(address: string, password: string) {
    await this.page.getByLabel('E-mail address').fill(address);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async token(): Promise<string> {
    const token = await this.page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    return token!;
  }
}
