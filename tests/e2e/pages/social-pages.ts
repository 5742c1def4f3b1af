import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode } from '../mailbox.ts';

/** "Other login methods" on /login, and the provider button wherever it appears. */
export class SocialSignInPage {
  constructor(private readonly page: Page) {}

  async continueWithProvider(name = 'OpenID') {
    await this.page.getByRole('button', { name: `Continue with ${name}` }).click();
  }
}

/** /boundConsultation, then /bindMember or /registerAccount with an e-mail address and its BIND code. */
export class BindAccountPage {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async expectConsultation() {
    await expect(this.page).toHaveURL(/\/boundConsultation$/);
    await expect(this.page.getByRole('heading', { name: 'Do you already have a Contour account?' })).toBeVisible();
  }

  async chooseExisting() {
    await this.page.getByRole('link', { name: /Yes, link my account/ }).click();
    await expect(this.page).toHaveURL(/\/bindMember$/);
  }

  async chooseNew() {
    await this.page.getByRole('link', { name: /No, create a new account/ }).click();
    await expect(this.page).toHaveURL(/\/registerAccount$/);
  }

  /** Confirms the address with the code from the outbox and presses the screen's submit button. */
  async confirmEmail(email: string, submit: 'Link account' | 'Create account') {
    await this.page.getByRole('tab', { name: 'E-mail' }).click();
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    // Sent once the button counts down: before that the outbox may still hold an earlier code to this address.
    await expect(this.page.getByRole('button', { name: /^Resend/ })).toBeVisible();
    const code = await latestCode(this.request, email);
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: submit }).click();
  }
}

/** /accountSecurity: the providers with their link state, link, unlink with confirmation. */
export class AccountSecurityPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/accountSecurity');
    await expect(this.page.getByRole('heading', { name: 'Linked accounts' })).toBeVisible();
  }

  row(name = 'OpenID') {
    return this.page.getByRole('listitem').filter({ hasText: name });
  }

  async expectLinked(nickname: string, name = 'OpenID') {
    await expect(this.row(name)).toContainText(`Linked: ${nickname}`);
  }

  async expectNotLinked(name = 'OpenID') {
    await expect(this.row(name)).toContainText('Not linked');
  }

  async link(name = 'OpenID') {
    await this.page.getByRole('button', { name: `Link ${name}` }).click();
  }

  async unlink(name = 'OpenID', confirm = true) {
    await this.page.getByRole('button', { name: `Unlink ${name}` }).click();
    if (!confirm) return;
    const dialog = this.page.getByRole('dialog', { name: `Unlink ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Unlink' }).click();
  }

  async expectMessage(text: string | RegExp) {
    await expect(this.page.getByText(text)).toBeVisible();
  }
}
