import { expect, type Locator, type Page } from '@playwright/test';

/** /qrcode/save: the QR image of a report's share link, to save or to scan with another phone. */
export class QrImagePage {
  constructor(private readonly page: Page) {}

  async open(reportId?: string) {
    await this.page.goto(reportId ? `/qrcode/save?reportId=${reportId}` : '/qrcode/save');
  }

  /** On the QR screen of that report. */
  async expectOpenFor(reportId: string) {
    await expect(this.page).toHaveURL(`/qrcode/save?reportId=${reportId}`);
  }

  /** The QR code (its name says whose report it leads to). */
  code(name: RegExp = /^QR code of the share link/): Locator {
    return this.page.getByRole('img', { name });
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save image' });
  }
}

/** /qrcode/scan: the camera reads a scanner's code. */
export class QrScanPage {
  constructor(private readonly page: Page) {}

  /** From the home screen's menu, as a person finds it. */
  async openFromMenu() {
    await this.page.goto('/');
    await this.page.getByRole('button', { name: 'Menu' }).click();
    await this.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: "Scan a scanner's code" }).click();
  }

  camera(): Locator {
    return this.page.getByLabel('Camera view');
  }
}
