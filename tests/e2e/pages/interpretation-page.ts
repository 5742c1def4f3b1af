import { expect, type Locator } from '@playwright/test';
import { ReportPage } from './report-page.ts';

/** The report's Interpretation tab: "What matters most" (the points, the most important first), then the training plan. */
export class InterpretationPage extends ReportPage {
  /**
   * The two sections by their ids, the sections' anchors: the same in every language, where their names are not (one
   * test reads the tab in Chinese, the screenshots are taken in Arabic).
   */
  pointsSection(): Locator {
    return this.page.locator('#interpretation');
  }

  plan(): Locator {
    return this.page.locator('#plan');
  }

  title(): Locator {
    return this.page.getByRole('heading', { name: 'What matters most' });
  }

  /** The points shown, in their order. */
  points(): Locator {
    return this.pointsSection().getByRole('listitem');
  }

  /**
   * How much a point matters, in words (an icon and a word such as "Important"). The marker has no role or name of
   * its own, so its data attribute finds it.
   */
  severity(point: Locator): Locator {
    return point.locator('[data-severity]').first();
  }

  /** What a point says. */
  sentence(point: Locator): Locator {
    return point.getByRole('paragraph');
  }

  /** The plan's phases, in their order: the items of the Phases list with a heading (their weeks); their own lists' items have none. */
  phases(): Locator {
    return this.plan()
      .getByRole('list', { name: 'Phases' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  /** The AI assistant's written summary, above the points. */
  writtenSummary(): Locator {
    return this.page.getByRole('region', { name: 'Your report in a few words' });
  }

  /** Everything the screen says: no id or placeholder may be in it. */
  async screenText(): Promise<string> {
    return this.page.getByRole('main').innerText();
  }

  /** Clicks the Interpretation tab (whatever it then shows). */
  async clickTab() {
    await this.openTab('Interpretation');
  }

  /** Opens the Interpretation tab and waits for its points. */
  async open() {
    await this.clickTab();
    await expect(this.title()).toBeVisible();
  }
}
