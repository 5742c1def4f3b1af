import type { Locator, Page } from '@playwright/test';

/** /body/trend and /girth/trend: one value over time as a chart, its summary in words and a table of measurements. */
export class TrendPage {
  constructor(private readonly page: Page) {}

  async open(kind: 'body' | 'girth', query: string) {
    await this.page.goto(`/${kind}/trend?${query}`);
  }

  /** The chart's figure: the chart, or the message in its place, and the summary under it. */
  figure(): Locator {
    return this.page.locator('figure');
  }

  chart(): Locator {
    return this.page.locator('figure canvas').first();
  }

  /** The chart's key in words (the line and its normal band), shown when the metric has a normal range. */
  legend(): Locator {
    return this.figure().getByRole('list');
  }

  /** uPlot's own legend, whose idle state read "Date: – Weight: –": never shown. */
  uplotLegend(): Locator {
    return this.figure().locator('.u-legend');
  }

  summary(): Locator {
    return this.page.locator('figcaption');
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Measurements' });
  }

  /** The table's measurements, without its header row. */
  measurements(): Locator {
    return this.table().locator('tbody tr');
  }

  async chooseRange(name: '3 months' | '6 months' | '1 year' | 'All') {
    await this.page.getByRole('button', { name }).click();
  }

  async chooseMetric(key: string) {
    await this.page.getByLabel('Metric').selectOption(key);
  }

  modelButton(model: 'M30' | 'S30'): Locator {
    return this.page.getByRole('group', { name: 'Product model' }).getByRole('button', { name: model });
  }

  async openFirstReport() {
    await this.table().getByRole('link').first().click();
  }
}
