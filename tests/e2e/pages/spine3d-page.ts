import type { Locator } from '@playwright/test';
import { ReportPage } from './report-page.ts';

export type SpineView = 'Front' | 'Right' | 'Back' | 'Left';

/** The report's Spine tab: the 3D spine (turned by drag, view buttons and arrow keys), its legend, and the 2D fallback. */
export class SpinePage extends ReportPage {
  async goto(reportId: string) {
    await this.page.goto(`/report?id=${reportId}&section=spine`);
  }

  spineTab(): Locator {
    return this.tab('Spine', { exact: true });
  }

  /** The Spine section by its id, the section's anchor: the same in every language (the screenshots are taken in Arabic). */
  section(): Locator {
    return this.page.locator('#spine');
  }

  /**
   * The viewer's frame (stage, hint, view buttons), in any state or in the one given. Its state ('loading', 'ready',
   * 'no-webgl') is only in its data attribute, so that finds it.
   */
  viewerFrame(state?: 'loading' | 'ready' | 'no-webgl' | 'failed'): Locator {
    return this.section().locator(state ? `[data-state="${state}"]` : '[data-state]');
  }

  /** Scrolls the whole viewer into sight, clear of the sticky header, so screenshots of it compare. */
  async centreViewer() {
    await this.viewerFrame().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  }

  /** The 3D spine: an image named after the side it is seen from, which takes the focus and the arrow keys. */
  viewer(): Locator {
    return this.section().getByRole('img', { name: /^3D model of your spine/ });
  }

  /** The WebGL canvas the viewer draws on; a canvas has no role or name, so its tag finds it. */
  canvas(): Locator {
    return this.viewer().locator('canvas');
  }

  /** Every canvas on the page (by tag, as above). */
  canvases(): Locator {
    return this.page.locator('canvas');
  }

  /** The view buttons' group. */
  viewGroup(): Locator {
    return this.page.getByRole('group', { name: 'Spine view' });
  }

  viewButton(name: SpineView): Locator {
    return this.viewGroup().getByRole('button', { name, exact: true });
  }

  /** The view buttons in their order (Front, Right, Back, Left), whatever the language. */
  viewButtonsInOrder(): Locator {
    return this.section().getByRole('group').getByRole('button');
  }

  /** The legend: which vertebrae have which level, one item a level. */
  legend(): Locator {
    return this.page.getByRole('list', { name: 'Vertebrae by level' }).getByRole('listitem');
  }

  /** The 2D spine, the image where there is no WebGL. */
  flatViewer(): Locator {
    return this.section().getByRole('img', { name: 'Your spine from the side, each region in the colour of its level' });
  }

  /**
   * The drawing of the 2D spine: it is hidden from assistive technology (the image above speaks for it), so no role
   * reaches it and its shapes find it.
   */
  flatDrawing(): Locator {
    return this.section().locator('svg rect');
  }

  /** The note that says why the spine is flat. */
  note(): Locator {
    return this.page.getByRole('note');
  }
}
