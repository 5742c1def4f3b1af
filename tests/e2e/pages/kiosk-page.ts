import { expect, type Locator, type Page } from '@playwright/test';

/** The gym's shared tablet: /kiosk (staff's PIN, the start screen), the member's tablet bar and the idle warning. */
export class KioskPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/kiosk');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Kiosk mode' })).toBeVisible();
  }

  /** Staff's PIN on /kiosk. */
  async turnOn(pin: string) {
    await this.page.getByLabel('Staff PIN').fill(pin);
    await this.page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
  }

  /** The start screen a member sees between sessions. */
  startScreen(): Locator {
    return this.page.getByRole('heading', { name: 'See your body scan' });
  }

  async startSignIn() {
    await this.page.getByRole('link', { name: 'Sign in' }).click();
  }

  /** What a signed-in member has on the tablet: the notice and the Sign out button. */
  tabletBar(): Locator {
    return this.page.getByRole('region', { name: 'Shared tablet' });
  }

  async signOut() {
    await this.tabletBar().getByRole('button', { name: 'Sign out' }).click();
  }

  /** "Are you still there?", after 90 idle seconds. */
  /** Resolves once the idle watch runs (it loads after the screen): before the test moves the clock. */
  async idleWatchOn(): Promise<void> {
    await expect(this.page.locator('html[data-idle-watch]')).toHaveCount(1);
  }

  idleWarning(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Are you still there?' });
  }

  /** Staff settings: the dialog that turns kiosk mode off with the PIN. */
  async openStaffSettings(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Staff settings' }).click();
    return this.page.getByRole('dialog', { name: 'Turn off kiosk mode?' });
  }

  async turnOff(dialog: Locator, pin: string) {
    await dialog.getByLabel('Staff PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
  }
}
