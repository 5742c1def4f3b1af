import { expect, type Locator, type Page } from '@playwright/test';

export class ReportPage {
  constructor(private readonly page: Page) {}

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
}
