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

  /** A section's title (its h2), found as the heading of the region it names, in the page's language. */
  sectionTitle(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true }).getByRole('heading', { name, level: 2, exact: true });
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

  /** The body score in the header (by its data attribute: its name is in the page's language). */
  score(): Locator {
    return this.page.locator('[data-score]');
  }

  /** A row of the summary at the top (weight, muscle, fat), by metric key, in any language. */
  summaryRow(key: 'WT' | 'SM' | 'PBF'): Locator {
    return this.page.locator(`[data-summary="${key}"]`);
  }

  /** The notice of a failed part of the scan. */
  outcomeNotice(): Locator {
    return this.page.getByRole('note');
  }

  /** "Share or save" in the report's header: it opens the sheet of the report's actions. */
  shareButton(): Locator {
    return this.page.getByRole('button', { name: 'Share or save' });
  }

  /** The sheet of actions, open or not. */
  actionSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Share or save this report' });
  }

  /** Opens the sheet (unless it is open) and gives its actions: Download PDF, Send by e-mail, Share link, Save image, QR image. */
  async actions(): Promise<Locator> {
    const group = this.actionSheet().getByRole('group', { name: 'Report actions' });
    if (!(await group.isVisible())) await this.shareButton().click();
    await expect(group).toBeVisible();
    return group;
  }

  async openQrImage() {
    await (await this.actions()).getByRole('link', { name: 'QR image' }).click();
  }

  /** "Save image": the dialog that makes a picture of the report. */
  async openImageDialog(): Promise<Locator> {
    await (await this.actions()).getByRole('button', { name: 'Save image' }).click();
    return this.page.getByRole('dialog', { name: 'Save the report as an image' });
  }

  /** "Download PDF", from the sheet, which stays open to show the download's progress. */
  async downloadPdf() {
    await (await this.actions()).getByRole('button', { name: 'Download PDF' }).click();
  }

  async openSendByEmail() {
    await (await this.actions()).getByRole('link', { name: 'Send by e-mail' }).click();
  }
}
