import type { Locator, Page } from '@playwright/test';

/** The comparison on the report screen: the picker of an earlier report, then the panel of changes. */
export class ComparePage {
  readonly dialog: Locator;
  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Compare with an earlier report' });
  }

  async openPicker() {
    await this.page.getByRole('button', { name: 'Compare with an earlier report' }).click();
  }

  /** The earlier reports the picker offers in its dates. */
  options(): Locator {
    return this.dialog.getByRole('radio');
  }

  async setRange(range: { from?: string; to?: string }) {
    if (range.from !== undefined) await this.dialog.getByLabel('From').fill(range.from);
    if (range.to !== undefined) await this.dialog.getByLabel('To').fill(range.to);
  }

  compareButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Compare' });
  }

  async compareWithFirst() {
    await this.options().first().check();
    await this.compareButton().click();
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: /Compared with/ });
  }

  /** Where the body changed, from the two 3D scans, under the comparison. */
  bodyChange(): Locator {
    return this.page.getByRole('region', { name: 'Where your body changed' });
  }

  /** One region's line of it (Arms … Calves). */
  bodyRegion(name: string): Locator {
    return this.bodyRegions().filter({ hasText: name });
  }

  /** The list of regions. */
  bodyRegions(): Locator {
    return this.bodyChange().getByRole('list', { name: 'By region' }).getByRole('listitem');
  }

  /** The two bodies on the turntable (heat map or overlay). */
  changeView(): Locator {
    return this.bodyChange().getByRole('img', { name: /^Your body on / });
  }

  /** What a tap or the arrow keys read at a point. */
  pointReading(): Locator {
    return this.bodyChange().getByRole('status');
  }

  row(name: RegExp): Locator {
    return this.panel().getByRole('row', { name });
  }

  async stop() {
    await this.page.getByRole('link', { name: 'Stop comparing' }).click();
  }
}
