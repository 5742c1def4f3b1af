import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ModelPage } from './pages/model-page.ts';
import { ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const reminder = (page: Page) => page.getByRole('complementary', { name: 'Add Contour to your home screen' });

/** A new person with a fresh scan, bound by opening its link, lands on the model screen. */
const toModelScreen = (page: Page, request: APIRequestContext) => ownerOnReport(page, request, { tag: 'install', bind: 'link' });

test('after a scan, the model screen offers the home screen with the browser menu’s steps; “Not now” rests it', async ({
  page,
  request,
}) => {
  await toModelScreen(page, request);
  await expect(reminder(page)).toBeVisible();
  await expect(reminder(page)).toContainText("Open your browser's menu and choose “Install app” or “Add to Home screen”.");
  await expectNoSeriousA11yIssues(page);
  await reminder(page).getByRole('button', { name: 'Not now' }).click();
  await expect(reminder(page)).toHaveCount(0);
  await page.reload();
  await expect(new ModelPage(page).viewReportLink()).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });
  test('Safari gets the Share-menu steps', async ({ page, request }) => {
    await toModelScreen(page, request);
    await expect(reminder(page)).toContainText("Tap the Share button in Safari's toolbar, then “Add to Home Screen”.");
  });
});

test('where the browser offers installation, the reminder opens its dialog and says when it is done', async ({ page, request }) => {
  await toModelScreen(page, request);
  await expect(reminder(page)).toBeVisible();
  // Chromium fires beforeinstallprompt only after its own engagement checks, which a test browser never passes:
  // the event is fired here as Chromium would, with the two members the app uses.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    offer.prompt = async () => {
      (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
  await expect(reminder(page)).not.toContainText("browser's menu");
  await reminder(page).getByRole('button', { name: 'Add to home screen' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByRole('status').filter({ hasText: 'Contour is on your home screen.' })).toBeVisible();
});

// The reminder for a person to look at: `SCREENSHOTS=1 npx playwright test install`.
test.describe('install reminder screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request }) => {
        await page.setViewportSize(size);
        await page.context().addInitScript((value) => localStorage.setItem('lang', value), lang);
        await toModelScreen(page, request);
        await reminder(page).waitFor();
        await page.screenshot({ path: `.tmp/screens-install/${lang}-${size.width}.png`, fullPage: true });
      });
    }
  }
});
