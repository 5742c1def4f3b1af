// How tests look at a page: accessibility (axe-core), pictures of a canvas that settle and how much two differ, and the
// screens a person looks at in every language and size (SCREENSHOTS=1). How a test gets a person and a scan is in
// support.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** axe-core on the page as it is: no serious or critical violation (issue 5's accessibility bar). */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  // With axe's experimental label-content-name-mismatch, which Lighthouse's accessibility score counts: a control's
  // name holds the text it shows, so that a voice user can say what they see.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A screenshot of the canvas once two in a row are the same (the turn animation has ended). */
export async function settledShot(page: Page, target: Locator): Promise<Buffer> {
  let previous = await target.screenshot();
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.waitForTimeout(120);
    const next = await target.screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the picture did not stop moving');
}

/** The share of pixels (0..1) that differ clearly between two PNG screenshots of the same size, decoded in the page. */
export async function difference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta = Math.max(
          Math.abs(x.data[i]! - y.data[i]!),
          Math.abs(x.data[i + 1]! - y.data[i + 1]!),
          Math.abs(x.data[i + 2]! - y.data[i + 2]!),
        );
        if (delta > 24) differing += 1;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** The languages and sizes every screen is looked at in: left to right, right to left, and two long-word scripts. */
const SCREEN_LANGS = ['en-US', 'ar', 'ja', 'ru'] as const;
const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1180, height: 820 },
] as const;

export type Screens = {
  page: Page;
  request: APIRequestContext;
  lang: (typeof SCREEN_LANGS)[number];
  /** Writes `.tmp/<dir>/<lang>-<width>-<name>.png`. */
  shot: (name: string, fullPage?: boolean) => Promise<unknown>;
};

/**
 * Screens for a person to look at, only on request (`SCREENSHOTS=1 npx playwright test <spec>`): `run` in each
 * language and size, with the page in that language and at that size.
 */
export function screenshotScreens(dir: string, run: (screens: Screens) => Promise<void>): void {
  test.describe(`${dir} screens`, () => {
    test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
    for (const lang of SCREEN_LANGS) {
      for (const size of SCREEN_SIZES) {
        test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
          await page.setViewportSize(size);
          await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
          const shot = (name: string, fullPage = false) =>
            page.screenshot({ path: `.tmp/${dir}/${lang}-${size.width}-${name}.png`, fullPage });
          await run({ page, request, lang, shot });
        });
      }
    }
  });
}
