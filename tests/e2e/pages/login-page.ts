import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from '../support.ts';

export class LoginPage {
  constructor(private readonly page: Page, private readonly request: APIRequestContext) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/login/);
    await expect(this.page.getByLabel('E-mail address')).toBeVisible();
  }

  async signIn(email: string, options: { remember?: boolean } = {}) {
    await this.expectShown();
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByLabel('Verification code')).toBeVisible();
    const code = await latestCode(this.request, email);
    await this.page.getByLabel('Verification code').fill(code);
    if (options.remember === false) await this.page.getByLabel('Remember me on this device').uncheck();
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async token(): Promise<string> {
    const token = await this.page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    return token!;
  }
}
