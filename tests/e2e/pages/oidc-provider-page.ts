import { expect, type Page } from '@playwright/test';
import { OIDC_PORT } from '../../../playwright.config.ts';

/** The test OpenID provider's sign-in page (tests/oidc/provider.ts): what a person sees at provider A. */
export class OidcProviderPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
    await expect(this.page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  }

  async authorize(account: { username: string; name: string }) {
    await this.expectShown();
    await this.page.getByLabel('Username').fill(account.username);
    await this.page.getByLabel('Display name').fill(account.name);
    await this.page.getByRole('button', { name: 'Authorize' }).click();
  }
}
