// Every page the server draws (SERVER_PAGES), taken over by the app: it adopts the server's markup (hydrates it) without
// a loading state, a jump or an error, for a person and for a new visitor, in the language chosen on the device; a tap
// on a drawn link before the app is up is followed inside the app.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ReportPage } from './pages/report-page.ts';
import { graphqlAs, ownerOnReport } from './support.ts';
import { appUp, freshLoad, rememberedMemberOnReport, sessionCookie } from './server-render-support.ts';
import { SECTION_TAB_KEYS } from '../../src/features/report/sections/tab-keys.ts';
import { serverPagesFor, type ServerPage } from '#shared/server-render.ts';

test('home arrives drawn for the product model the app keeps, and the app takes over without a loading state or a jump', async ({
  page,
  context,
  request,
  browser,
}) => {
  await rememberedMemberOnReport(page, request, 'ssr-home');
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  // The scanner's link names the model (spec 4); the app's cookie follows, so the server draws home for that model.
  await page.goto('/?deviceType=M30');
  await expect(page.getByText('Latest scan')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/contour_ui=en-US\|metric\|[0-9a-f]{16}\|M30/);

  const { fresh, page: again, watch } = await freshLoad(browser, context, 'Loading your reports');
  const response = await again.goto('/');
  const html = await response!.text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('Latest scan');
  expect(html).not.toContain('Loading your reports');
  await expect(again).toHaveTitle('Contour – Contour');
  await expect(again.locator('#server-data')).toHaveCount(0);
  await watch.expectAdopted('/');
  // The app's own screen: the report opens inside the app.
  await again.getByRole('link', { name: 'View Report' }).click();
  await expect(again.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await watch.expectClean();
  await fresh.close();
});

test('history arrives drawn with the reports, and the app takes over without a loading state or a jump', async ({
  page,
  context,
  request,
  browser,
}) => {
  await rememberedMemberOnReport(page, request, 'ssr-history');
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  const { fresh, page: again, watch } = await freshLoad(browser, context, 'Loading reports');
  const response = await again.goto('/history');
  const html = await response!.text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('aria-label="Reports, newest first"');
  expect(html).not.toContain('Loading reports');
  const list = again.getByRole('list', { name: 'Reports, newest first' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(again.locator('#server-data')).toHaveCount(0);
  await watch.expectAdopted('/history');
  // The app's own screen: a report opens inside the app.
  await list.getByRole('link').first().click();
  await expect(again.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await watch.expectClean();
  await fresh.close();
});

test('the public screens arrive drawn for a new visitor, and the app takes over without a loading state, a jump or an error', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, reportId } = await ownerOnReport(null, request, { tag: 'ssr-public', open: false });
  const { createShareLink } = await graphqlAs<{ createShareLink: { url: string } }>(
    request,
    token,
    'mutation($r: ID!) { createShareLink(reportId: $r) { url } }',
    { r: reportId },
  );
  const addresses: Partial<Record<ServerPage, string>> = { '/s/$token': new URL(createShareLink.url).pathname };
  // What each screen says while it waits for its code or data (none may show once the server has drawn it).
  const waiting: Partial<Record<ServerPage, string>> = { '/s/$token': 'Opening the shared report' };
  const publicPages = serverPagesFor('public');
  for (const path of publicPages) {
    const { fresh, page, watch } = await freshLoad(browser, null, waiting[path] ?? 'Loading');
    const response = await page.goto(addresses[path] ?? path);
    expect(await response!.text(), path).toContain('id="server-data" data-session=""');
    await expect(page.locator('#server-data'), path).toHaveCount(0);
    await appUp(page);
    if (path === '/login') {
      await page.getByRole('button', { name: 'Sign in with password' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    }
    if (path === '/s/$token') {
      await new ReportPage(page).openTab('Posture', { exact: true });
      await expect(page.getByRole('heading', { name: 'Posture' }).first()).toBeVisible();
    }
    await watch.expectClean();
    await watch.expectAdopted(path);
    await fresh.close();
  }
});

test('a language chosen on a signed-out device: its next page arrives drawn in it, and the takeover keeps it', async ({ browser }) => {
  // Chosen on this device before (as the personal centre keeps it across sign-out), in a browser that asks for English.
  const device = await browser.newContext({ locale: 'en-US' });
  const first = await device.newPage();
  await first.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await first.goto('/login');
  await expect(first.locator('#root[data-drawn]')).toHaveCount(0);
  expect((await device.cookies()).find((cookie) => cookie.name === 'contour_lang')?.value).toBe('ar');
  const { fresh, page, watch } = await freshLoad(browser, device, 'Loading');
  const response = await page.goto('/about/rule');
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await watch.expectClean();
  await fresh.close();
  await device.close();
});

test("a person's other pages and every report tab arrive drawn, and the app adopts each without a loading state, a jump or an error", async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // Two reports, so the trends draw their chart (a part whose code the server leaves to the browser), each measured at
  // noon UTC: on a device 14 hours ahead that is the next day, so a date drawn in the server's zone would differ.
  const noon = (daysAgo: number) =>
    new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - daysAgo, 12));
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr-pages', [{ measuredAt: noon(20) }, { measuredAt: noon(2) }]);
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  // Those the tests above do not open (the report, home and history), with the search the app writes for them.
  const covered = new Set<ServerPage>(['/', '/report', '/history']);
  const addresses: Partial<Record<ServerPage, string>> = {
    '/body/trend': '/body/trend?key=WT&range=6m',
    '/girth/trend': '/girth/trend?key=waistGirth&range=6m',
  };
  const reportPath = new URL(reportUrl).pathname + new URL(reportUrl).search;
  const paths = [
    ...serverPagesFor('person')
      .filter((path) => !covered.has(path))
      .map((path) => addresses[path] ?? path),
    ...SECTION_TAB_KEYS.map((tab) => `${reportPath}&section=${tab}`),
  ];
  let tabs = 0;
  for (const path of paths) {
    const { fresh, page: again, watch } = await freshLoad(browser, context, 'Loading', 'Pacific/Kiritimati');
    const response = await again.goto(path);
    const html = await response!.text();
    const tab = /section=(\w+)/.exec(path)?.[1];
    // A tab the report does not have is not drawn (the app shows its first tab instead).
    if (tab && !html.includes(`id="${tab}"`)) {
      await fresh.close();
      continue;
    }
    if (tab) tabs += 1;
    expect(html, path).toMatch(/id="server-data" data-session="[0-9a-f]{16}"/);
    await expect(again.locator('#server-data'), path).toHaveCount(0);
    await appUp(again);
    await watch.expectClean();
    await watch.expectAdopted(path);
    await fresh.close();
  }
  // The posted scans' report has most tabs, the 3D spine and the body-shape prediction among them.
  expect(tabs).toBeGreaterThanOrEqual(8);
});

test("a tap on a drawn home's link before the app is up opens that screen inside the app: View 3D model reaches the model", async ({
  browser,
  page,
  request,
  context,
}) => {
  // A remembered member whose 3D model is ready (the scanner's link leads to it).
  await ownerOnReport(page, request, { tag: 'ssr-held-link', via: 'ui', bind: 'link' });
  await expect(page).toHaveURL(/\/modeling\?reportId=/);
  const { fresh, page: again } = await freshLoad(browser, context, 'Loading');
  // Home's own code arrives late, so the app is still starting (its taps held) while the drawn home shows.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const homeCode = `/${manifest['src/routes/_auth/index.tsx?tsr-split=component']!.file}`;
  await again.route(`**${homeCode}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const asked = again.waitForRequest((sent) => new URL(sent.url()).pathname === homeCode);
  const response = await again.goto('/');
  expect(await response!.text()).toContain('id="server-data"');
  await asked;
  await expect(again.locator('#root[data-drawn]')).toHaveCount(1);
  await again.getByRole('link', { name: 'View 3D model' }).click();
  // Followed inside the app once it is up: from home, as the model screen's entry rule asks (spec 2), not a page load
  // of /modeling, which would go back home.
  await expect(again).toHaveURL(/\/modeling\?reportId=/);
  await expect(again.getByRole('heading', { level: 1, name: 'Your 3D model' })).toBeVisible();
  await expect(again).toHaveURL(/\/modeling\?reportId=/);
  await fresh.close();
});
