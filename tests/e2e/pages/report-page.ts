import { expect, type Locator, type Page } from '@playwright/test';

export class ReportPage {
  constructor(protected readonly page: Page) {}

  /** The row of a metric in the full list, by its visible name. */
  metric(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'All body composition values' })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/report\?id=/);
    await expect(this.page.getByRole('heading', { name: 'Body composition' })).toBeVisible();
  }

  /** The section tabs, in their order. */
  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Report sections' }).getByRole('link');
  }

  /** A section's tab by its visible name (a part of it, unless `exact`). */
  tab(name: string, options: { exact?: boolean } = {}): Locator {
    return options.exact
      ? this.page.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name, exact: true })
      : this.tabs().filter({ hasText: name });
  }

  async openTab(name: string, options: { exact?: boolean } = {}) {
    await this.tab(name, options).click();
  }

  /** The report's actions: Send by e-mail, QR image, Share link, Save image, Download PDF. */
  actions(): Locator {
    return this.page.getByRole('group', { name: 'Report actions' });
  }

  async openQrImage() {
    await this.actions().getByRole('link', { name: 'QR image' }).click();
  }

  /** "Save image": the dialog that makes a picture of the report. */
  async openImageDialog(): Promise<Locator> {
    await this.actions().getByRole('button', { name: 'Save image' }).click();
    return this.page.getByRole('dialog', { name: 'Save the report as an image' });
  }
}
