import { expect, type Page } from '@playwright/test';

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/register/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  }

  async chooseSex(sex: 'Male' | 'Female') {
    await this.page.getByRole('radio', { name: sex, exact: true }).check();
  }

  async chooseUnit(unit: 'Metric (kg, cm)' | 'Imperial (lb, ft, in)') {
    await this.page.getByRole('radio', { name: unit }).check();
  }

  async fill(values: { name?: string; heightCm?: string; feet?: string; inches?: string; age?: string }) {
    if (values.name !== undefined) await this.page.getByLabel('Name (optional)').fill(values.name);
    if (values.heightCm !== undefined) await this.page.getByLabel('Height (cm)').fill(values.heightCm);
    if (values.feet !== undefined) await this.page.getByLabel('Feet').fill(values.feet);
    if (values.inches !== undefined) await this.page.getByLabel('Inches').fill(values.inches);
    if (values.age !== undefined) await this.page.getByLabel('Age').fill(values.age);
  }

  async agree(on = true) {
    await this.page.getByRole('checkbox', { name: /I have read and agree/ }).setChecked(on);
  }

  async fillValid() {
    await this.expectShown();
    await this.chooseSex('Female');
    await this.fill({ heightCm: '168', age: '35' });
    await this.agree();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  async expectError(text: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
}
