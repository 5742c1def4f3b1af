import { expect, type Locator, type Page } from '@playwright/test';
import { ReportPage } from './report-page.ts';

/** The share dialog of the report screen, as a person sees it. */
export class ShareDialog {
  readonly dialog: Locator;
  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Share this report' });
  }

  async open() {
    await (await new ReportPage(this.page).actions()).getByRole('button', { name: 'Share link' }).click();
    await expect(this.dialog).toBeVisible();
  }

  createButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Create a link' });
  }

  async createLink() {
    await this.createButton().click();
  }

  link(): Locator {
    return this.dialog.getByLabel('Link to this report');
  }

  links(): Locator {
    return this.dialog.getByRole('region', { name: 'Active links' }).getByRole('listitem');
  }

  async withdrawFirst() {
    await this.links()
      .first()
      .getByRole('button', { name: /^Withdraw the link created/ })
      .click();
    const confirm = this.page.getByRole('dialog', { name: 'Withdraw this link?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(confirm).toBeHidden();
  }
}

/** A shared report (/s/…) as the person it was sent to sees it: the report's own screen, read-only. */
export class SharedReportPage extends ReportPage {
  title(): Locator {
    return this.page.getByRole('heading', { name: 'Shared report', level: 1 });
  }

  readOnlyNote(): Locator {
    return this.page.getByRole('note').filter({ hasText: 'A report shared with you, read-only.' });
  }

  composition(): Locator {
    return this.page.getByRole('heading', { name: 'Body composition' });
  }

  /** The title and the report under it. */
  override async expectShown() {
    await expect(this.title()).toBeVisible();
    await expect(this.composition()).toBeVisible();
  }
}
