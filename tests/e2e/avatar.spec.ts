// The 3D avatar on /modeling: turned by drag and by the arrow keys (the picture changes, Home brings the front
// back), its text alternative, "No model is available for this date", and the mesh kept for offline use.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ModelPage } from './pages/model-page.ts';
import { ownerOnReport } from './support.ts';
import { difference, expectNoSeriousA11yIssues, settledShot } from './looking.ts';

/** A new person scans (model ready at once), opens the scanner's link, signs in and lands on the model screen. */
async function onModel(page: Page, request: APIRequestContext, extra: string[] = []): Promise<ModelPage> {
  await ownerOnReport(page, request, { tag: 'avatar', via: 'ui', bind: 'link', simulate: extra });
  return new ModelPage(page);
}

test('the avatar turns by drag and by the arrow keys, and Home brings the front back', async ({ page, request }) => {
  const model = await onModel(page, request);
  await model.expectReady();
  const avatar = model.avatar();
  await expect(avatar).toHaveAccessibleDescription(/arrow keys turn it by 15 degrees/);
  await expectNoSeriousA11yIssues(page);
  const canvas = avatar.locator('canvas');
  // Keys first, with the focus ring on from the start, so the pictures compare like with like.
  await avatar.focus();
  await page.keyboard.press('Shift');
  const front = await settledShot(page, canvas);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeGreaterThan(0.01);
  await page.keyboard.press('Home');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeLessThan(0.002);

  // A drag turns it too, and so does a key afterwards: Home brings the front back again.
  const box = (await avatar.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  expect(await difference(page, front, await settledShot(page, canvas))).toBeGreaterThan(0.01);
  await avatar.focus();
  await page.keyboard.press('Shift');
  await page.keyboard.press('Home');
  expect(await difference(page, front, await settledShot(page, canvas))).toBeLessThan(0.002);
});

test('a scan whose model never came says no model is available for this date', async ({ page, request }) => {
  const model = await onModel(page, request, ['--no-model', '--ago', '30']);
  await expect(model.alert('No model is available for this date')).toBeVisible({ timeout: 20_000 });
  await expect(model.viewReportLink()).toBeVisible();
});

test('the mesh seen once is drawn again with the network off', async ({ page, request, context }) => {
  const model = await onModel(page, request);
  await model.expectReady();
  // Home, then back to the model through the app with no network: the query and the mesh come from this device.
  await page.goto('/');
  // Home may arrive drawn (by the server, or the worker from its last drawing): its link is a plain one until the app
  // has taken over, and /modeling opened by a plain link goes back home (spec 2: entered only from /bind or /).
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  const again = page.getByRole('link', { name: 'View 3D model' });
  await expect(again).toBeVisible();
  await context.setOffline(true);
  await again.click();
  await model.expectReady(20_000);
  await context.setOffline(false);
});

test('a scanner that could not make the model says "Model synthesis failed", and the report is still there', async ({ page, request }) => {
  const model = await onModel(page, request, ['--fail', 'model']);
  await expect(model.alert('Model synthesis failed')).toBeVisible({ timeout: 20_000 });
  await expect(model.viewReportLink()).toBeVisible();
});

test('a mesh the server fails to deliver says "Model failed to load, refresh the page and try again"', async ({ page, request }) => {
  // The file server fails (a real HTTP 503 reaching the app), as it would when its storage is down.
  await page.route('**/reptfile/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  const model = await onModel(page, request);
  await expect(model.alert('Model failed to load, refresh the page and try again')).toBeVisible({
    timeout: 20_000,
  });
});

test('a mesh that arrives but cannot be read says "Model failed to load, refresh the page and try again"', async ({ page, request }) => {
  // The file server answers, with bytes that are no glTF: the turntable's worker cannot parse them.
  await page.route('**/reptfile/**', (route) =>
    route.fulfill({ status: 200, contentType: 'model/gltf-binary', body: Buffer.from('glTF but not really') }),
  );
  const model = await onModel(page, request);
  await expect(model.alert('Model failed to load, refresh the page and try again')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('canvas')).toHaveCount(0);
});
