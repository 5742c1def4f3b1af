// The 3D spine on the report's Spine tab: loading three.js only there, turning it by drag, buttons and keys,
// its text alternative, the 2D fallback without WebGL, and giving the WebGL context back when the tab closes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SpinePage } from './pages/spine3d-page.ts';
import { ownerOnReport, waitForServiceWorker } from './support.ts';
import { difference, expectNoSeriousA11yIssues, settledShot } from './looking.ts';

const THREE_CHUNK = /\/assets\/(three|turntable|SpineViewer|turntable\.worker)-[\w-]+\.js$/;

/** Signs a new member (Ana) in with one scan and returns the report's Spine tab. */
async function ownerOfSpine(page: Page, request: APIRequestContext): Promise<{ reportId: string; spine: SpinePage }> {
  // Seed 34 gives a spine with every level (normal, mild, moderate, severe) and a sideways shift.
  const { reportId } = await ownerOnReport(page, request, { tag: 'spine3d', name: 'Ana', simulate: ['--seed', '34'], open: false });
  return { reportId, spine: new SpinePage(page) };
}

/** Opens the Spine tab and scrolls the whole viewer into sight (clear of the sticky header), so shots compare. */
async function openSpine(page: Page, request: APIRequestContext): Promise<SpinePage> {
  const { reportId, spine } = await ownerOfSpine(page, request);
  await spine.goto(reportId);
  await expect(spine.viewerFrame('ready')).toBeVisible({ timeout: 20_000 });
  await spine.centreViewer();
  return spine;
}

test('three.js loads only when the Spine tab opens, and the tab shows the 3D spine with its levels', async ({ page, request }) => {
  const { reportId, spine } = await ownerOfSpine(page, request);
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (THREE_CHUNK.test(new URL(sent.url()).pathname)) requested.push(sent.url());
  });
  await page.goto(`/report?id=${reportId}`);
  await expect(spine.sectionTitle('Body composition')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  await spine.spineTab().click();
  await expect(spine.viewerFrame('ready')).toBeVisible({ timeout: 20_000 });
  // Drawn by a worker of its own, which carries its own three.js: the page itself never loads it.
  expect(requested.some((url) => /\/turntable\.worker-/.test(url))).toBe(true);
  expect(requested.filter((url) => /\/three-/.test(url))).toEqual([]);
  expect(page.workers().some((worker) => /\/turntable\.worker-/.test(worker.url()))).toBe(true);
  await expect(spine.viewer()).toHaveAccessibleName('3D model of your spine, seen from the front');
  await expect(spine.canvas()).toBeVisible();
  await expect(spine.viewButton('Front')).toHaveAttribute('aria-pressed', 'true');
  // The legend says in words which vertebrae have which level, and it describes the canvas with the hint.
  await expect(spine.legend()).toHaveText([/^Normal: C1/, /^Mild: /, /^Moderate: /, /^Severe: T\d+–T\d+$/]);
  await expect(spine.viewer()).toHaveAccessibleDescription(
    /^Drag to turn the spine.*arrow keys.* Normal: C1.* Mild: .* Moderate: .* Severe: T\d+–T\d+$/,
  );
  await expectNoSeriousA11yIssues(page);
});

test('dragging turns the spine; the Front button brings back the first picture', async ({ page, request }) => {
  const spine = await openSpine(page, request);
  const canvas = spine.viewer();
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
  await expect(spine.viewButton('Front')).toHaveAttribute('aria-pressed', 'false');

  await spine.viewButton('Front').click();
  await expect(spine.viewButton('Front')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveAccessibleName('3D model of your spine, seen from the front');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeLessThan(0.002);
});

test('the Right, Back and Left buttons turn to those views and name them', async ({ page, request }) => {
  const spine = await openSpine(page, request);
  const canvas = spine.viewer();
  const shots = new Map<string, Buffer>([['Front', await settledShot(page, canvas)]]);
  for (const [name, label] of [
    ['Right', 'the right side'],
    ['Back', 'the back'],
    ['Left', 'the left side'],
  ] as const) {
    await spine.viewButton(name).click();
    await expect(spine.viewButton(name)).toHaveAttribute('aria-pressed', 'true');
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

test('with the keyboard: the arrow keys turn the spine by 15°, six presses reach the right side, Home goes back', async ({
  page,
  request,
}) => {
  const spine = await openSpine(page, request);
  const canvas = spine.viewer();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 30 && !(await canvas.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(canvas).toBeFocused();
  // A visible focus ring.
  expect(await canvas.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await spine.centreViewer();
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
  await expect(spine.viewButton('Right')).toHaveAttribute('aria-pressed', 'true');
  expect(await difference(page, byKeys, await settledShot(page, canvas))).toBeLessThan(0.002);
});

test('leaving the Spine tab gives the WebGL context back, and coming back builds the spine again', async ({ page, request }) => {
  // The spine is drawn in a worker of its own, whose WebGL context ends with it.
  const live = () => page.workers().filter((worker) => /\/turntable\.worker-/.test(worker.url())).length;
  const spine = await openSpine(page, request);
  expect(live()).toBe(1);

  await spine.openTab('Pain risk', { exact: true });
  await expect(spine.sectionTitle('Pain risk')).toBeVisible();
  await expect.poll(live).toBe(0);
  await expect(spine.canvases()).toHaveCount(0);

  await spine.spineTab().click();
  await expect(spine.viewerFrame('ready')).toBeVisible();
  await expect.poll(live).toBe(1);
  await expect(spine.viewer()).toHaveAccessibleName('3D model of your spine, seen from the front');
});

/** The viewer in a state without 3D: the 2D spine stays, with its note and no view buttons. */
async function expectFlatSpine(spine: SpinePage, state: 'no-webgl' | 'failed', note: string): Promise<void> {
  await expect(spine.viewerFrame(state)).toBeVisible({ timeout: 20_000 });
  await expect(spine.note()).toHaveText(note);
  await expect(spine.flatDrawing().first()).toBeVisible();
  await expect(spine.viewGroup()).toHaveCount(0);
}

test('without WebGL the 2D spine stays, with a note and no view buttons', async ({ page, request }) => {
  await page.addInitScript(() => {
    // No canvas to hand to a worker either: the page draws, and finds no WebGL.
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof original>) {
      return /webgl/.test(String(args[0])) ? null : original.apply(this, args);
    } as typeof original;
  });
  const { reportId, spine } = await ownerOfSpine(page, request);
  await spine.goto(reportId);
  await expectFlatSpine(spine, 'no-webgl', 'This device cannot show 3D graphics, so the spine is drawn from the side.');
  await expect(spine.flatViewer()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("when the 3D code cannot load (the worker's nor the page's), the 2D spine stays and says loading failed", async ({
    page,
    request,
  }) => {
    await page.route(/\/assets\/(turntable\.worker|scenes)-[\w-]+\.js$/, (route) => route.abort());
    const { reportId, spine } = await ownerOfSpine(page, request);
    await spine.goto(reportId);
    await expectFlatSpine(spine, 'failed', 'Loading failed, please try later');
    await expect(spine.canvases()).toHaveCount(0);
  });
});

test('the spine seen once turns again after a reload with the network off', async ({ page, request, context }) => {
  const { reportId, spine } = await ownerOfSpine(page, request);
  await page.goto(`/report?id=${reportId}`);
  await expect(spine.sectionTitle('Body composition')).toBeVisible();
  // The spine's worker (with its three.js) is not in the service worker's precache: it is kept when first loaded.
  await waitForServiceWorker(page);
  await spine.spineTab().click();
  await expect(spine.viewerFrame('ready')).toBeVisible({ timeout: 20_000 });
  // The worker's own copy, which outlives the browser's HTTP cache.
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('contour-assets')).keys()).some((request) => /\/turntable\.worker-[\w-]+\.js$/.test(request.url)),
    );
  await expect.poll(kept).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You're offline\. Showing what was saved on this device/)).toBeVisible();
  await expect(spine.viewerFrame('ready')).toBeVisible({ timeout: 20_000 });
  await expect(spine.canvas()).toBeVisible();
  await context.setOffline(false);
});

test.describe('on a phone screen (2 device pixels per CSS pixel)', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the spine turns at 1 device pixel per CSS pixel and stands still at 2', async ({ page, request }) => {
    const spine = await openSpine(page, request);
    const canvas = spine.canvas();
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

test('with reduced motion the view buttons turn the spine at once', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const spine = await openSpine(page, request);
  // Where the spine is 100 ms after the click: an animated turn (450 ms) would still be near the front.
  await spine.viewer().evaluate((el) => {
    document.addEventListener(
      'click',
      () => setTimeout(() => el.setAttribute('data-view-after-100ms', (el as HTMLElement).dataset['view'] ?? ''), 100),
      { capture: true, once: true },
    );
  });
  await spine.viewButton('Back').click();
  await expect(spine.viewer()).toHaveAttribute('data-view-after-100ms', 'BACK');
});

// The tab for a person to look at (LTR and RTL, phone and tablet): `SCREENSHOTS=1 npx playwright test spine3d`.
test.describe('spine screenshots', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
        await page.setViewportSize(size);
        await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
        const spine = await openSpine(page, request);
        await page.waitForTimeout(500);
        await spine.section().screenshot({ path: `.tmp/helper-spine/${lang}-${size.width}x${size.height}.png` });
        await spine.viewButtonsInOrder().nth(1).click();
        await page.waitForTimeout(900);
        await spine.viewerFrame().screenshot({ path: `.tmp/helper-spine/${lang}-${size.width}x${size.height}-right.png` });
      });
    }
  }
});
