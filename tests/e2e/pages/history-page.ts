import type { Locator, Page } from '@playwright/test';

/** /history and /report/historyPage: a model's reports, newest first, grouped by month, a page at a time. */
export class HistoryPage {
  constructor(private readonly page: Page) {}

  async open(model: 'M30' | 'S30', path: '/history' | '/report/historyPage' = '/history') {
    await this.page.goto(`${path}?model=${model}`);
  }

  /** The reports listed so far, each a link to its report. */
  rows(): Locator {
    return this.page.getByRole('list', { name: 'Reports, newest first' }).getByRole('link');
  }

  monthHeadings(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }

  end(): Locator {
    return this.page.getByText("That's every report.");
  }

  empty(): Locator {
    return this.page.getByText("You don't have any report yet");
  }

  /** Scrolls to the end of the list, where the next page loads (or the end is said). */
  async scrollToEnd() {
    await this.end()
      .or(this.page.getByRole('button', { name: 'Show older reports' }))
      .scrollIntoViewIfNeeded();
  }

  async chooseModel(model: 'M30' | 'S30') {
    await this.page.getByRole('link', { name: model }).click();
  }
}
