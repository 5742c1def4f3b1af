import type { Locator, Page } from '@playwright/test';

/** The report's Body-shape prediction section: a target weight, and the body it predicts at that weight. */
export class PredictionPage {
  constructor(private readonly page: Page) {}

  section(): Locator {
    return this.page.locator('#prediction');
  }

  title(): Locator {
    return this.section().locator('h2');
  }

  slider(): Locator {
    return this.page.getByRole('slider', { name: 'Target weight' });
  }

  /** The target weight, as the section says it. */
  target(): Locator {
    return this.section().locator('output');
  }

  async chooseTodaysWeight() {
    await this.page.getByRole('button', { name: "Today's weight" }).click();
  }

  idealButton(): Locator {
    return this.page.getByRole('button', { name: 'Ideal weight' });
  }

  /** A value's row of the table (its header, now, predicted, change), by the row header's name. */
  row(name: string): Locator {
    return this.section()
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A row's value today. */
  today(name: string): Locator {
    return this.row(name).locator('td').first();
  }

  /** A row's predicted value (without the change a phone shows under it). */
  predicted(name: string): Locator {
    return this.row(name).locator('td').nth(1).locator(':scope > span').first();
  }

  /** A row's change: its own column on a tablet, under the prediction on a phone. */
  change(name: string): Locator {
    return this.row(name).locator('td:nth-of-type(2) > span:last-child, td:nth-of-type(3)').filter({ visible: true });
  }

  /** The outline of the before or after body drawn from the person's own 3D mesh (an SVG path). */
  figure(which: 'before' | 'after'): Locator {
    return this.section().locator(`svg[data-figure="${which}"] path`);
  }
}
