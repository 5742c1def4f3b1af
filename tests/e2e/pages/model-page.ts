import { expect, type Locator, type Page } from '@playwright/test';

/** /modeling: the 3D body model of a scan, and the ways on to its report. */
export class ModelPage {
  constructor(private readonly page: Page) {}

  avatar(): Locator {
    return this.page.getByRole('img', { name: 'Your 3D body model' });
  }

  /** The model is drawn (the mesh has arrived and the viewer is up). */
  async expectReady(timeout = 30_000) {
    await expect(this.page.locator('[data-state="ready"]')).toBeVisible({ timeout });
  }

  /** A message in the model's place ("No model is available for this date", "Model synthesis failed", …). */
  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  viewReportLink(): Locator {
    return this.page.getByRole('link', { name: 'View Report', exact: true });
  }

  async viewReport() {
    await this.viewReportLink().click();
  }
}
