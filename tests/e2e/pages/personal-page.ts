import { expect, type Locator, type Page } from '@playwright/test';

export class PersonalPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/personal');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
    await expect(this.page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async saveProfile() {
    await this.page.getByRole('button', { name: 'Save profile' }).click();
  }

  async chooseUnit(unit: 'Metric (kg, cm)' | 'Imperial (lb, ft, in)') {
    await this.page.getByRole('radio', { name: unit }).check();
  }
}
