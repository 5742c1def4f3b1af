// The 3D spine on the report's Spine tab: loading three.js only there, turning it by drag, buttons and keys,
// its text alternative, the 2D fallback without WebGL, and giving the WebGL context back when the tab closes.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { ReportPage } from './pages/report-page.ts';
import { difference, expectNoSeriousA11yIssues, ownerOnReport, settledShot, waitForServiceWorker } from './support.ts';

const THREE_CHUNK = /\/assets\/(three|turntable|SpineViewer)-[\w-]+\.js$/;

let person: { token: string; reportId: string };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  // Seed 34 gives a spine with every level (normal, mild, moderate, severe) and a sideways shift.
  person = await ownerOnReport(null, request, { tag: 'spine3d', name: 'Ana', simulate: ['--seed', '34'], open: false });
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => sessionStorage.setItem('token', token), person.token);
});

const spineTab = (page: Page) => new ReportPage(page).tab('Spine', { exact: true });
const viewer = (page: Page) => page.locator('#spine').getByRole('img', { name: /^3D model of your spine/ });
const viewButton = (page: Page, name: 'Front' | 'Right' | 'Back' | 'Left') =>
  page.getByRole('group', { name: 'Spine view' }).getByRole('button', { name, exact: true });

/** Opens the Spine tab and scrolls the whole viewer into sight (clear of the sticky header), so shots compare. */
async function openSpine(page: Page) {
  await page.goto(`/report?id=${person.reportId}&section=spine`);
  await expect(page.locator('#spine [data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await centreViewer(page);
}

const centreViewer = (page: Page) => page.locator('#spine [data-state]').evaluate((el) => el.scrollIntoView({ block: 'center' }));

test('three.js loads only when the Spine tab opens, and the tab shows the 3D spine with its levels', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (THREE_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.goto(`/report?id=${person.reportId}`);
  await expect(page.locator('#composition h2')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  await spineTab(page).click();
  await expect(page.locator('#spine [data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  expect(requested.some((url) => /\/three-/.test(url))).toBe(true);
  await expect(viewer(page)).toHaveAccessibleName('3D model of your spine, seen from the front');
  await expect(viewer(page).locator('canvas')).toBeVisible();
  await expect(viewButton(page, 'Front')).toHaveAttribute('aria-pressed', 'true');
  // The legend says in words which vertebrae have which level, and it describes the canvas with the hint.
  const legend = page.getByRole('list', { name: 'Vertebrae by level' }).getByRole('listitem');
  await expect(legend).toHaveText([/^Normal: C1/, /^Mild: /, /^Moderate: /, /^Severe: T\d+–T\d+$/]);
  await expect(viewer(page)).toHaveAccessibleDescription(
    /^Drag to turn the spine.*arrow keys.* Normal: C1.* Mild: .* Moderate: .* Severe: T\d+–T\d+$/,
  );
  await expectNoSeriousA11yIssues(page);
});

test('dragging turns the spine; the Front button brings back the first picture', async ({ page }) => {
  await openSpine(page);
  const canvas = viewer(page);
  const front = await settledShot(page, canvas);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 8 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  const turned = await settledShot(page, canvas);
  expect(await difference(page, front, turned)).toBeGreaterThan(0.01);
  await expect(viewButton(page, 'Front')).toHaveAttribute('aria-pressed', 'false');

  await viewButton(page, 'Front').click();
  await expect(viewButton(page, 'Front')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the front');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeLessThan(0.002);
});

test('the Right, Back and Left buttons turn to those views and name them', async ({ page }) => {
  await openSpine(page);
  const canvas = viewer(page);
  const shots = new Map<string, Buffer>([['Front', await settledShot(page, canvas)]]);
  for (const [name, label] of [
    ['Right', 'the right side'],
    ['Back', 'the back'],
    ['Left', 'the left side'],
  ] as const) {
    await viewButton(page, name).click();
    await expect(viewButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas).toHaveAccessibleName(`3D model of your spine, seen from ${label}`);
    await expect(canvas).toHaveAttribute('data-view', name.toUpperCase());
    shots.set(name, await settledShot(page, canvas));
  }
  // Each view is a different picture: the side views show the curve, front and back the processes.
  const names = [...shots.keys()];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      expect(await difference(page, shots.get(names[i]!)!, shots.get(names[j]!)!), `${names[i]} vs ${names[j]}`).toBeGreaterThan(0.005);
    }
  }
});

test('with the keyboard: the arrow keys turn the spine by 15°, six presses reach the right side, Home goes back', async ({ page }) => {
  await openSpine(page);
  const canvas = viewer(page);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 30 && !(await canvas.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(canvas).toBeFocused();
  // A visible focus ring.
  expect(await canvas.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await centreViewer(page);
  const front = await settledShot(page, canvas);

  await page.keyboard.press('ArrowRight');
  const step = await settledShot(page, canvas);
  expect(await difference(page, front, step)).toBeGreaterThan(0.003);
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the front');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the right side');
  const byKeys = await settledShot(page, canvas);

  await page.keyboard.press('Home');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the front');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeLessThan(0.002);
  // The other way round: 18 presses to the left (−270°) reach the same right-side picture.
  await page.keyboard.press('ArrowLeft');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the front');
  for (let i = 0; i < 17; i++) await page.keyboard.press('ArrowLeft');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the right side');
  await expect(viewButton(page, 'Right')).toHaveAttribute('aria-pressed', 'true');
  expect(await difference(page, byKeys, await settledShot(page, canvas))).toBeLessThan(0.002);
});

test('leaving the Spine tab gives the WebGL context back, and coming back builds the spine again', async ({ page }) => {
  await page.addInitScript(() => {
    const contexts: Array<WebGLRenderingContext | WebGL2RenderingContext> = [];
    (window as unknown as { __glContexts: typeof contexts }).__glContexts = contexts;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof original>) {
      const context = original.apply(this, args);
      if (context && /webgl/.test(String(args[0]))) contexts.push(context as WebGL2RenderingContext);
      return context;
    } as typeof original;
  });
  const live = () =>
    page.evaluate(
      () => (window as unknown as { __glContexts: WebGL2RenderingContext[] }).__glContexts.filter((gl) => !gl.isContextLost()).length,
    );
  await openSpine(page);
  expect(await live()).toBe(1);

  await new ReportPage(page).openTab('Pain risk', { exact: true });
  await expect(page.locator('#pain h2')).toBeVisible();
  await expect.poll(live).toBe(0);
  await expect(page.locator('canvas')).toHaveCount(0);

  await spineTab(page).click();
  await expect(page.locator('#spine [data-state="ready"]')).toBeVisible();
  await expect.poll(live).toBe(1);
  await expect(viewer(page)).toHaveAccessibleName('3D model of your spine, seen from the front');
});

test('without WebGL the 2D spine stays, with a note and no view buttons', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof original>) {
      return /webgl/.test(String(args[0])) ? null : original.apply(this, args);
    } as typeof original;
  });
  await page.goto(`/report?id=${person.reportId}&section=spine`);
  await expect(page.locator('#spine [data-state="no-webgl"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('note')).toHaveText('This device cannot show 3D graphics, so the spine is drawn from the side.');
  await expect(page.locator('#spine svg rect').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Spine view' })).toHaveCount(0);
  await expect(
    page.locator('#spine').getByRole('img', { name: 'Your spine from the side, each region in the colour of its level' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('the spine seen once turns again after a reload with the network off', async ({ page, context }) => {
  await page.goto(`/report?id=${person.reportId}`);
  await expect(page.locator('#composition h2')).toBeVisible();
  // three.js is not in the worker's precache: the worker keeps it when a page it controls loads it.
  await waitForServiceWorker(page);
  await spineTab(page).click();
  await expect(page.locator('#spine [data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  // The worker's own copy, which outlives the browser's HTTP cache.
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('contour-assets')).keys()).some((request) => /\/three-[\w-]+\.js$/.test(request.url)),
    );
  await expect.poll(kept).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You're offline\. Showing what was saved on this device/)).toBeVisible();
  await expect(page.locator('#spine [data-state="ready"]')).toBeVisible({ timeout: 20_000 });
  await expect(viewer(page).locator('canvas')).toBeVisible();
  await context.setOffline(false);
});

test.describe('on a phone screen (2 device pixels per CSS pixel)', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the spine turns at 1 device pixel per CSS pixel and stands still at 2', async ({ page }) => {
    await openSpine(page);
    const canvas = viewer(page).locator('canvas');
    const scale = () => canvas.evaluate((el: HTMLCanvasElement) => el.width / el.getBoundingClientRect().width);
    await expect.poll(scale).toBeCloseTo(2, 1);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width, box.y + box.height / 2, { steps: 6 });
    await expect.poll(scale).toBeCloseTo(1, 1);
    await page.mouse.up();
    await expect.poll(scale).toBeCloseTo(2, 1);
  });
});

test('with reduced motion the view buttons turn the spine at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSpine(page);
  // Where the spine is 100 ms after the click: an animated turn (450 ms) would still be near the front.
  await viewer(page).evaluate((el) => {
    document.addEventListener(
      'click',
      () => setTimeout(() => el.setAttribute('data-view-after-100ms', (el as HTMLElement).dataset['view'] ?? ''), 100),
      { capture: true, once: true },
    );
  });
  await viewButton(page, 'Back').click();
  await expect(viewer(page)).toHaveAttribute('data-view-after-100ms', 'BACK');
});

// The tab for a person to look at (LTR and RTL, phone and tablet): `SCREENSHOTS=1 npx playwright test spine3d`.
test.describe('spine screenshots', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
        await openSpine(page);
        await page.waitForTimeout(500);
        await page.locator('#spine').screenshot({ path: `.tmp/helper-spine/${lang}-${size.width}x${size.height}.png` });
        await page.locator('#spine [role="group"] button').nth(1).click();
        await page.waitForTimeout(900);
        await page.locator('#spine [data-state]').screenshot({ path: `.tmp/helper-spine/${lang}-${size.width}x${size.height}-right.png` });
      });
    }
  }
});
