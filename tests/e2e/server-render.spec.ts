// A person's pages rendered on the server (server/src/http/ssr.ts) for a person whose sign-in is remembered: the
// document cookie follows the session, the report arrives drawn in the person's language and unit, and is then saved for
// offline use as any other. A kiosk tablet never keeps the cookies, a sign-out, even offline, leaves nothing that draws
// the report, and a page drawn for another session is not taken for this tab's own.
import { expect, test, type Page } from '@playwright/test';
import { PersonalPage } from './pages/personal-page.ts';
import { ReportPage } from './pages/report-page.ts';
import { ownerOnReport, signInAs, waitForServiceWorker } from './support.ts';
import { freshLoad, rememberedMemberOnReport, sessionCookie } from './server-render-support.ts';

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
    await fetch('/api/session/document', {
      method: 'POST',
      headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
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
  expect(response.headers()['set-cookie']).toMatch(/^contour_session=; Max-Age=0; Path=\/;/);
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
