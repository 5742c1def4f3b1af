import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PredictionPage } from './pages/prediction-page.ts';
import { ownerOnReport, waitForServiceWorker } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

/** A person with one scan (KNOWN_COMPOSITION: 77.3 kg, 20.4 % fat, male, 178 cm, 34), on its prediction tab. */
async function openPrediction(page: Page, request: APIRequestContext) {
  const { reportId } = await ownerOnReport(page, request, { tag: 'prediction', section: 'prediction', profile: 'scanner' });
  const prediction = new PredictionPage(page);
  await expect(prediction.title()).toHaveText('Body-shape prediction');
  return { reportId, prediction };
}

const kg = (text: string) => Number(/(-?[\d.]+)\s*kg/.exec(text.replace('−', '-'))![1]);

test('a target weight predicts fat, muscle and girths; the slider moves in 0.1 kg steps inside the accepted range', async ({
  page,
  request,
}) => {
  const { prediction } = await openPrediction(page, request);
  const slider = prediction.slider();
  const output = prediction.target();
  // 20.4 % fat sits above a 34-year-old man's healthy band (8–19 %): the ideal, chosen first, is lighter.
  await expect(prediction.idealButton()).toHaveAttribute('aria-pressed', 'true');
  const ideal = kg(await output.innerText());
  expect(ideal).toBeLessThan(77.3);
  await expect(prediction.section()).toContainText(/To get there, lose [\d.]+\skg: about [\d.]+\skg of fat and [\d.]+\skg of lean mass\./);
  await expect(prediction.predicted('Weight')).toHaveText(await output.innerText());

  // Ten steps down with the keyboard: exactly 1.0 kg lighter; fat, waist and BMI all fall.
  const waistBefore = await prediction.predicted('High waist').innerText();
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Math.round((ideal - kg(await output.innerText())) * 10) / 10).toBe(1);
  expect(await prediction.predicted('High waist').innerText()).not.toBe(waistBefore);
  await expect(prediction.change('Body fat percentage')).toContainText('-');

  // Today's weight predicts today's body: no change anywhere.
  await prediction.chooseTodaysWeight();
  await expect(output).toHaveText('77.3 kg');
  for (const name of ['Weight', 'Body fat mass', 'Skeletal muscle', 'Hip']) {
    await expect(prediction.change(name)).toHaveText(/^[+]?0(\.0+)?\s*(kg|cm)$/);
  }
  // The slider cannot leave the model's range.
  await slider.press('End');
  const highest = kg(await output.innerText());
  expect(highest).toBeGreaterThan(77.3);
  expect(highest / (1.78 * 1.78)).toBeLessThanOrEqual(45);
  await expectNoSeriousA11yIssues(page);
});

test('in imperial units the prediction speaks pounds and inches', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('unit', 'imperial'));
  const { prediction } = await openPrediction(page, request);
  await expect(prediction.target()).toContainText('lb');
  await expect(prediction.today('Hip')).toContainText('in');
});

test('the prediction of a report viewed before works offline: it runs on the device', async ({ page, request, context }) => {
  const { reportId, prediction } = await openPrediction(page, request);
  await waitForServiceWorker(page);
  await page.goto(`/report?id=${reportId}&section=prediction`);
  await expect(prediction.target()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(prediction.target()).toBeVisible();
  await prediction.chooseTodaysWeight();
  await expect(prediction.target()).toHaveText('77.3 kg');
  await context.setOffline(false);
});

// For a person to look at: `SCREENSHOTS=1 npx playwright test prediction`.
test.describe('prediction screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
        await page.setViewportSize(size);
        await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
        await openPrediction(page, request);
        await page.screenshot({ path: `.tmp/screens-prediction/${lang}-${size.width}.png`, fullPage: true });
      });
    }
  }
});

test('with a 3D mesh, before and after are outlined from the person’s own body as markup and follow the target', async ({
  page,
  request,
}) => {
  // The outline is made in a worker of its own, off the page's main thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // Opened once the scanner's 3D model has arrived.
  await ownerOnReport(page, request, { tag: 'prediction-mesh', simulate: ['--seed', '5'], withModel: true, section: 'prediction' });
  const prediction = new PredictionPage(page);
  const after = prediction.figure('after');
  await expect(prediction.section().locator('[data-figures="mesh"]')).toBeVisible({ timeout: 20_000 });
  // Markup, not a picture: an outline of the person's own body as an SVG path (no image for the page to wait on).
  await expect(prediction.section().locator('[data-figures="mesh"] img')).toHaveCount(0);
  expect(workers.some((url) => /\/assets\/silhouette\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  const before = await prediction.figure('before').getAttribute('d');
  expect(before).toMatch(/^M[\d.]+ \d+h/);
  const box = await prediction.figure('before').boundingBox();
  expect(box!.height).toBeGreaterThan(150);

  // Today's weight: the predicted body is today's; the heaviest target: a wider one, so another outline.
  await prediction.chooseTodaysWeight();
  await expect.poll(() => after.getAttribute('d')).toBe(before);
  await prediction.slider().press('End');
  await expect.poll(() => after.getAttribute('d')).not.toBe(before);
  // For a person to look at: `SCREENSHOTS=1 npx playwright test prediction -g mesh` (written under .tmp/).
  if (process.env['SCREENSHOTS']) await prediction.section().screenshot({ path: '.tmp/screens-prediction/mesh-outline.png' });
});
