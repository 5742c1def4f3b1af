// The last drawing of a person's page (src/lib/page-snapshot.ts): the app keeps it once the page has settled, the
// service worker answers the page's next load with it (offline too), the app takes it over without a loading state,
// and sign-out deletes every drawing.
import { expect, test } from '@playwright/test';
import { ReportPage } from './pages/report-page.ts';
import { keptDrawings, ownerOnReport, uniqueEmail, waitForServiceWorker } from './support.ts';
import { latestSignInLink } from './mailbox.ts';

test("a report's next load, offline, is its last drawing with its data; the app takes it over; sign-out deletes the drawings", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await ownerOnReport(page, request, { tag: 'drawing', via: 'ui' });
  const reportUrl = new URL(page.url());
  const key = reportUrl.pathname + reportUrl.search;
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect.poll(() => keptDrawings(page), { timeout: 15_000 }).toContain(key);

  // What the app puts on the page after the worker's drawing has been parsed: no loading state in between.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach(
          (node) => /Loading|isn't saved on this device/.test(node.textContent ?? '') && seen.push(node.textContent!),
        );
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.setOffline(true);
  const response = await page.goto(key);
  const html = await response!.text();
  expect(html).toMatch(/id="server-data" data-session="[0-9a-f]{16}"/);
  expect(html).toContain('Body composition');
  await expect(page.locator('#server-data')).toHaveCount(0);
  // The app's own screen: a section tab opens inside the app.
  await new ReportPage(page).openTab('Posture', { exact: true });
  await expect(page.getByRole('heading', { name: 'Posture' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  expect(errors).toEqual([]);
  await context.setOffline(false);

  // Sign-out deletes every drawing: the worker answers the report with the app's shell again.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptDrawings(page)).toEqual([]);
  const after = await page.goto(key);
  expect(await after!.text()).not.toContain('id="server-data"');
});

test('a sign-in link opened while someone else is signed in leaves none of their drawings for the worker', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'drawing-first', via: 'ui' });
  const reportUrl = new URL(page.url());
  await waitForServiceWorker(page);
  await expect.poll(() => keptDrawings(page), { timeout: 15_000 }).toContain(reportUrl.pathname + reportUrl.search);

  // Someone else's sign-in link, opened in the same browser without signing out first.
  const other = uniqueEmail('drawing-second');
  const sent = await request.post('/api/graphql', {
    data: {
      query: 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }',
      variables: { a: other },
    },
  });
  expect(((await sent.json()) as { errors?: unknown }).errors).toBeUndefined();
  await page.goto(await latestSignInLink(request, other));
  await expect(page).toHaveURL(/\/register/);
  await expect.poll(() => keptDrawings(page)).toEqual([]);
  // The first person's report: the worker has no drawing of it to answer with.
  const response = await page.goto(reportUrl.pathname + reportUrl.search);
  expect(await response!.text()).not.toContain('id="server-data"');
});
