import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { ShareDialog, SharedReportPage } from './pages/share-page.ts';
import { graphqlAs, indexedDbStores, ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;
const LINK = /^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{43}$/;

/** An owner with two reports (so there is a previous one that a shared view must not reach), on the report screen. */
const ownerOfTwo = (page: Page, request: APIRequestContext, tag: string) => {
  const now = Date.now();
  return ownerOnReport(page, request, { tag, scans: [{ measuredAt: new Date(now - 20 * DAY) }, { measuredAt: new Date(now) }] });
};

/** Every value this page's origin keeps in IndexedDB, as one string (the offline cache lives there). */
const indexedDbText = async (page: Page) => JSON.stringify(await indexedDbStores(page));

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

test('share a report: create and copy the link, open it signed out, read-only', async ({ page, request, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { reportId } = await ownerOfTwo(page, request, 'share');

  const share = new ShareDialog(page);
  await share.open();
  await expect(share.dialog.getByText('No active links.')).toBeVisible();
  await share.createLink();
  await expect(share.link()).toHaveValue(LINK);
  const url = await share.link().inputValue();
  await expect(share.dialog.getByText(/^Works until /)).toBeVisible();
  await expect(share.links()).toHaveCount(1);
  await expect(share.links().first()).toContainText('Expires');
  await expectNoSeriousA11yIssues(page);

  await share.dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.dialog.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await share.dialog.getByRole('button', { name: 'Done' }).click();
  await expect(share.dialog).toBeHidden();

  // Someone else, signed out, in their own browser.
  const viewer = await signedOutPage(browser);
  const shared = new SharedReportPage(viewer);
  const response = await viewer.goto(url);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(shared.title()).toBeVisible();
  await expect(shared.readOnlyNote()).toBeVisible();
  await expect(shared.composition()).toBeVisible();
  const weight = shared.metric('Weight');
  await expect(weight).toContainText('77.3');
  await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Read-only: no actions, no comparison with the owner's earlier report, no interpretation tab.
  await expect(viewer.getByRole('button', { name: 'Share or save' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Share link' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Compare with an earlier report' })).toHaveCount(0);
  await expect(viewer.getByText(/Changes since|Your first report/)).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'Interpretation' })).toHaveCount(0);
  // A metric's name is no trend link here: the trends would be the viewer's own, not the report's.
  await expect(weight.getByText('Weight', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('link', { name: /: trend$/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(viewer);

  // Section tabs stay on the shared page.
  await shared.openTab('Girths');
  await expect(viewer).toHaveURL(/\/s\/[A-Za-z0-9_-]{43}\?section=girths$/);
  await expect(viewer.getByRole('link', { name: 'Girths' })).toHaveAttribute('aria-current', 'page');
  await expect(viewer.getByRole('link', { name: /: trend$/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(viewer);
  // Nothing of the shared report is kept on the viewer's device.
  expect(await indexedDbText(viewer)).not.toContain(reportId);
  await viewer.context().close();
});

test('a signed-in viewer keeps someone else’s shared report out of their offline cache', async ({ page, request, browser }) => {
  const { reportId, token: ownerToken } = await ownerOfTwo(page, request, 'share-cache');
  const made = await graphqlAs<{ createShareLink: { url: string } }>(
    request,
    ownerToken,
    'mutation($r: ID!) { createShareLink(reportId: $r) { url } }',
    { r: reportId },
  );

  const viewer = await signedOutPage(browser);
  // The viewer's own report first: their offline cache is up and persisting.
  const { reportId: ownId, token: viewerToken } = await ownerOnReport(viewer, request, { tag: 'share-viewer' });
  await expect.poll(() => indexedDbText(viewer)).toContain(ownId);
  await viewer.goto(made.createShareLink.url);
  const shared = new SharedReportPage(viewer);
  await expect(shared.readOnlyNote()).toBeVisible();
  await expect(shared.composition()).toBeVisible();
  await viewer.goto('/report');
  await expect(viewer.getByRole('heading', { name: 'Body composition' })).toBeVisible();
  expect(await indexedDbText(viewer)).not.toContain(reportId);
  // The viewer is still signed in: the shared page's requests never touched their session.
  expect(await viewer.evaluate(() => sessionStorage.getItem('token'))).toBe(viewerToken);
  await viewer.context().close();
});

test('a withdrawn link says so and shows nothing of the report; an unknown link too', async ({ page, request, browser }) => {
  await ownerOfTwo(page, request, 'share-withdraw');
  const share = new ShareDialog(page);
  await share.open();
  await share.createLink();
  await expect(share.link()).toHaveValue(LINK);
  const url = await share.link().inputValue();

  const viewer = await signedOutPage(browser);
  await viewer.goto(url);
  await expect(new SharedReportPage(viewer).composition()).toBeVisible();

  await share.withdrawFirst();
  await expect(share.dialog.getByText('No active links.')).toBeVisible();
  // The link just withdrawn is no longer offered for copying.
  await expect(share.link()).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await viewer.reload();
  await expect(viewer.getByRole('heading', { name: 'This link was withdrawn by its owner' })).toBeVisible();
  const main = viewer.getByRole('main');
  await expect(main).not.toContainText('Body composition');
  await expect(main).not.toContainText('Measure time');
  await expect(main).not.toContainText('77.3');
  await expect(viewer.getByRole('navigation', { name: 'Report sections' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(viewer);

  for (const path of [`/s/${'A'.repeat(43)}`, '/s/not-a-token']) {
    await viewer.goto(path);
    await expect(viewer.getByRole('heading', { name: "This link doesn't lead to a report" })).toBeVisible();
    await expect(viewer.getByRole('main')).not.toContainText('Measure time');
  }
  await viewer.context().close();
});

test('offline, the share dialog says sharing needs a connection', async ({ page, request, context }) => {
  await ownerOfTwo(page, request, 'share-offline');
  await context.setOffline(true);
  const share = new ShareDialog(page);
  await share.open();
  await expect(share.dialog.getByText('Sharing needs an internet connection. Connect and try again.')).toBeVisible();
  await expect(share.createButton()).toBeDisabled();
  await context.setOffline(false);
  await expect(share.createButton()).toBeEnabled();
});

// Screens for a person to look at (LTR and RTL; phone and tablet): `SCREENSHOTS=1 npx playwright test share`.
test.describe('share screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1180, height: 820 },
    ]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ page, request, browser }) => {
        const shot = (p: Page, name: string) => p.screenshot({ path: `.tmp/helper-share/${lang}-${size.width}-${name}.png` });
        await page.setViewportSize(size);
        await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
        await ownerOnReport(page, request, { tag: 'share-shots', heading: false });
        await page.locator('button[aria-haspopup="dialog"]').waitFor();
        await shot(page, 'report');
        await page.locator('button[aria-haspopup="dialog"]').click();
        const dialog = page.locator('dialog[open]');
        await dialog.locator('button').first().click();
        await expect(dialog.locator('input[readonly]')).toHaveValue(LINK);
        const url = await dialog.locator('input[readonly]').inputValue();
        await shot(page, 'dialog');
        await dialog.locator('li button').first().click();
        await page.locator('dialog[open]').last().waitFor();
        await shot(page, 'withdraw-confirm');
        await page.keyboard.press('Escape');
        await dialog.locator('input[readonly]').click();
        await dialog.locator('button').first().click();
        await shot(page, 'copied');

        const viewer = await browser.newContext({ baseURL, viewport: size, locale: lang });
        await viewer.addInitScript((value) => localStorage.setItem('lang', value), lang);
        const other = await viewer.newPage();
        await other.goto(url);
        await other.locator('[role="note"]').first().waitFor();
        await shot(other, 'shared');
        await dialog.locator('li button').first().click();
        await page.locator('dialog[open]').last().locator('button').last().click();
        await expect(dialog.locator('input[readonly]')).toHaveCount(0);
        await other.reload();
        await other.locator('section[role="status"] > svg').waitFor();
        await shot(other, 'withdrawn');
        await other.goto(`/s/${'A'.repeat(43)}`);
        await other.locator('section[role="status"] > svg').waitFor();
        await shot(other, 'not-found');
        await viewer.close();
      });
    }
  }
});
