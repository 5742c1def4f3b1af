// Home and the report page rendered on the server (server/src/http/ssr.ts) for a person whose sign-in is remembered:
// the document cookie follows the session, the page arrives drawn, the app takes over without a jump or an error, and
// the report is then saved for offline use as any other. A kiosk tablet never keeps the cookies, and
// a sign-out, even offline, leaves nothing that draws the report.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PersonalPage } from './pages/personal-page.ts';
import { ReportPage } from './pages/report-page.ts';
import { graphqlAs, ownerOnReport, signInAs, waitForServiceWorker, type OwnerOptions } from './support.ts';
import { SECTION_TAB_KEYS } from '../../src/features/report/sections/tab-keys.ts';
import { serverPagesFor, type ServerPage } from '#shared/server-render.ts';

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'contour_session');

/**
 * The same person (`context`'s storage; null: a new visitor) on a fresh load, without the service worker (as a first
 * visit is), at phone size, watching the takeover: the layout shifts, any `loading` text the app puts on the page (it
 * replaces the server's markup in one commit: no loading state may show in between), and console errors.
 * `expectClean` checks all three.
 */
async function freshLoad(browser: Browser, context: BrowserContext | null, loading: string, timezoneId?: string) {
  const storageState = context ? await context.storageState() : undefined;
  const fresh = await browser.newContext({ storageState, viewport: { width: 390, height: 844 }, ...(timezoneId ? { timezoneId } : {}) });
  const page = await fresh.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((text) => {
    const shifts: number[] = [];
    const seen: string[] = [];
    Object.assign(window, { shifts, seen });
    // As CLS counts them: not a shift right after the person's own input (a click that opens more of the form).
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => node.textContent?.includes(text) && seen.push(node.textContent));
    }).observe(document, { childList: true, subtree: true });
    // The drawn page's screen, as the HTML brought it: the app adopts it (hydrates) instead of drawing it again.
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { drawnMain: document.querySelector('#root main') }));
  }, loading);
  const watch = {
    async expectClean() {
      const { shifts, seen } = await page.evaluate(() => {
        const watched = window as unknown as { shifts: number[]; seen: string[] };
        return { shifts: watched.shifts, seen: watched.seen };
      });
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
      expect(seen).toEqual([]);
      expect(problems).toEqual([]);
    },
    /** The app took the server's markup over as it was (hydrated): its screen is the very element the HTML brought. */
    async expectAdopted(path: string) {
      await expect(page.locator('#root[data-drawn]'), path).toHaveCount(0);
      const adopted = await page.evaluate(() => {
        const { drawnMain } = window as unknown as { drawnMain: Element | null };
        return drawnMain !== null && document.querySelector('#root main') === drawnMain;
      });
      expect(adopted, path).toBe(true);
    },
  };
  return { fresh, page, watch };
}

/** Waits until the app is up: it registers its worker once its first screen is (no reload, which the worker would answer). */
async function appUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A new member signed in through the form ("Remember me" is on by default) with one report open (the last of `scans`); its address. */
async function rememberedMemberOnReport(
  page: Page,
  request: APIRequestContext,
  tag: string,
  scans?: OwnerOptions['scans'],
): Promise<string> {
  await ownerOnReport(page, request, { tag, via: 'ui', ...(scans ? { scans, open: 'last' as const } : {}) });
  return page.url();
}

test('a remembered sign-in gets the document cookie; a fresh load of the report arrives drawn, the app takes over, offline keeps it; sign-out drops the cookie', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr');

  // Set once the first screen is up and the page idle: HttpOnly, SameSite=Strict; and the language and unit the app
  // uses.
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  expect(await sessionCookie(context)).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).toMatch(/contour_ui=en-US\|metric\|[0-9a-f]{16}/);

  // The same person on a fresh load, without the service worker (as a first visit is): the document itself carries
  // the report, and the app's start replaces it with the same screen.
  const { fresh, page: again, watch } = await freshLoad(browser, context, 'Loading your report');
  const response = await again.goto(reportUrl);
  const html = await response!.text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('Body composition');
  expect(response!.headers()['cache-control']).toBe('no-store');
  // The app has started when the tab names the screen; the section tabs then navigate inside the app.
  await expect(again).toHaveTitle('Report – Contour');
  await expect(again.locator('#server-data')).toHaveCount(0);
  await watch.expectAdopted('/report');
  await new ReportPage(again).openTab('Posture', { exact: true });
  await expect(again.getByRole('heading', { name: 'Posture' }).first()).toBeVisible();
  await watch.expectClean();

  // What the server drew reaches the offline cache too: with the network off, the worker and graphcache show it.
  await waitForServiceWorker(again);
  await expect
    .poll(() => again.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), { timeout: 15_000 })
    .toContain('contour-graphcache');
  await again.waitForTimeout(1500);
  await fresh.setOffline(true);
  await again.goto(reportUrl);
  await expect(again.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect(again.getByText("This report isn't saved on this device yet")).toHaveCount(0);
  await fresh.close();

  // Sign-out drops the cookie (and the server has ended the session anyway).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => sessionCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('contour_ui');
});

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

test('a change of language and unit in the personal centre reaches the server: the report comes right to left, in pounds', async ({
  page,
  context,
  request,
}) => {
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr-ar');
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();

  const personal = new PersonalPage(page);
  await personal.open();
  await personal.chooseUnit('Imperial (lb, ft, in)');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.cookie)).toMatch(/contour_ui=ar\|imperial\|[0-9a-f]{16}/);

  // The document request, as the browser sends it (its cookies): drawn in Arabic, right to left, in pounds.
  const html = await (await context.request.get(reportUrl)).text();
  expect(html).toContain('id="server-data"');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toMatch(/<h1[^>]*>التقرير<\/h1>/);
  expect(html).toMatch(/>رطل</);
});

/** What the app leaves after a remembered sign-in of `token`: its cookie (with the session's mark) and the server's. */
async function leaveDocumentCookies(page: Page, token: string): Promise<void> {
  await page.evaluate(async (t) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(t)));
    const mark = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 16);
    document.cookie = `contour_ui=en-US|metric|${mark}; Path=/; SameSite=Strict`;
    await fetch('/api/session/document', { method: 'POST', headers: { Authorization: `Bearer ${t}` } });
  }, token);
}

test('a kiosk tablet never keeps the document cookies, even ones left from before kiosk mode', async ({ page, context, request }) => {
  const { token, reportId } = await ownerOnReport(null, request, { tag: 'ssr-kiosk', open: false });
  await page.goto('/healthz');
  // A remembered session with its cookies, then staff's kiosk setting: the next start drops them.
  await leaveDocumentCookies(page, token);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('kiosk', 'on');
  }, token);
  expect(await sessionCookie(context)).toBeTruthy();
  await page.goto(`/report?id=${reportId}`);
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('contour_ui');
});

test("a sign-out while offline leaves the server's cookie, which then draws nothing: the app's own cookie went at once", async ({
  page,
  context,
  request,
  browser,
}) => {
  const reportUrl = await rememberedMemberOnReport(page, request, 'ssr-offline-out');
  await expect.poll(() => sessionCookie(context), { timeout: 15_000 }).toBeTruthy();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.setOffline(false);
  // The server never heard of the sign-out: its cookie and the session are still there.
  expect(await sessionCookie(context)).toBeTruthy();
  expect(await page.evaluate(() => document.cookie)).not.toContain('contour_ui');
  const fresh = await browser.newContext({ storageState: await context.storageState() });
  const response = await fresh.request.get(reportUrl);
  const html = await response.text();
  expect(html).not.toContain('id="server-data"');
  expect(html).not.toContain('Body composition');
  expect(response.headers()['set-cookie']).toMatch(/^contour_session=; Path=\/; Max-Age=0/);
  await fresh.close();
});

test("a page drawn for another session (a cookie left from another sign-in) is not taken for this tab's own: the app renders it anew", async ({
  page,
  context,
  request,
}) => {
  const { token: firstToken, reportId } = await ownerOnReport(null, request, { tag: 'ssr-first', open: false });
  const { token: second } = await signInAs(null, request, { tag: 'ssr-second' });
  await page.goto('/healthz');
  // The cookies are the first person's; the tab holds the second person's token.
  await leaveDocumentCookies(page, firstToken);
  await page.evaluate((tabToken) => localStorage.setItem('token', tabToken), second);
  expect(await sessionCookie(context)).toBeTruthy();
  // Whatever the app itself puts on the page (after the server's markup has been parsed).
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawn: string[] }).drawn = drawn;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => node instanceof HTMLElement && node.querySelector('#composition') && drawn.push('report'));
      }).observe(document, { childList: true, subtree: true }),
    );
  });
  const response = await page.goto(`/report?id=${reportId}`);
  expect(await response!.text()).toContain('id="server-data"');
  // The app drew the screen itself, as the second person, who cannot read the first one's report: it says so, and
  // never put that report back on the page.
  await expect(page.getByText('The report failed to load, please try later')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Body composition' })).toHaveCount(0);
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
