// Offline copies on a personal phone: changes that can wait (a profile field, the unit) made with the network off
// show at once, wait in the offline queue and reach the server when the network returns; at sign-out no offline copy
// of a report or a 3D model stays behind.
import { expect, test, type Page } from '@playwright/test';
import { ComparePage } from './pages/compare-page.ts';
import { HistoryPage } from './pages/history-page.ts';
import { ModelPage } from './pages/model-page.ts';
import { graphqlAs, indexedDbStores, ownerOnReport, signInAs, waitForServiceWorker } from './support.ts';

/** How many entries with something in them each of the app's IndexedDB stores holds (graphcache may leave `{}`). */
const storedEntries = async (page: Page) =>
  Object.fromEntries(
    Object.entries(await indexedDbStores(page))
      .filter(([name]) => name.startsWith('contour-'))
      .map(([name, values]) => [name, values.filter((value) => !['{}', '[]'].includes(JSON.stringify(value))).length]),
  );

type Me = { me: { name: string | null; unitSystem: string } };

test('a profile and a unit change made offline reach the server when the network returns', async ({ page, context, request }) => {
  const { token } = await signInAs(page, request, { tag: 'queue', via: 'ui' });
  await page.goto('/personal');
  const name = page.getByLabel('Name (optional)');
  await expect(name).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await expect(page.getByText("You're offline: changes are saved to your account when you're back online.").first()).toBeVisible();
  await name.fill('Offline Olga');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText("Saved on this device. It goes to your account when you're back online.")).toBeVisible();
  await page.getByRole('radio', { name: 'Imperial (lb, ft, in)' }).check();
  await expect(page.getByText("Changed on this device. It goes to your account when you're back online.")).toBeVisible();
  // Nothing has reached the server yet.
  expect((await graphqlAs<Me>(request, token, '{ me { name unitSystem } }')).me).toEqual({
    name: expect.not.stringMatching('Offline Olga') as unknown,
    unitSystem: 'METRIC',
  });

  await context.setOffline(false);
  await expect
    .poll(async () => (await graphqlAs<Me>(request, token, '{ me { name unitSystem } }')).me, { timeout: 15_000 })
    .toEqual({
      name: 'Offline Olga',
      unitSystem: 'IMPERIAL',
    });
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
});

test('logging out on a personal phone leaves no offline copy of a report or a 3D model', async ({ page, request }) => {
  await ownerOnReport(page, request, { tag: 'wipe', via: 'ui', bind: 'link', simulate: [] });
  const model = new ModelPage(page);
  await model.expectReady();
  await model.viewReport();
  await expect(page.getByRole('heading', { name: 'Body composition' }).first()).toBeVisible();
  await expect.poll(async () => (await storedEntries(page))['contour-files/files'] ?? 0).toBeGreaterThan(0);
  await expect.poll(async () => (await storedEntries(page))['contour-graphcache/entries'] ?? 0).toBeGreaterThan(0);

  // A fresh page of the app (nothing loaded the 3D code in it) logs out: both stores are emptied all the same.
  await page.goto('/personal');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => Object.entries(await storedEntries(page)).filter(([, n]) => n > 0)).toEqual([]);
});

test('screens never opened on this device say they are offline, not loading forever or empty, and fill once back online', async ({
  page,
  context,
  request,
}) => {
  // A remembered sign-in with the account's two reports already there, so nothing of it is on this device before the
  // report; only the newer report is seen online.
  const { token, reportId } = await ownerOnReport(page, request, {
    tag: 'not-saved',
    remember: true,
    scans: [{ measuredAt: new Date(Date.now() - 14 * 24 * 3600_000) }, {}],
    open: 'last',
  });
  const ids = await graphqlAs<{ reports: { edges: Array<{ node: { id: string } }> } }>(
    request,
    token,
    '{ reports(model: M30, first: 5) { edges { node { id } } } }',
  );
  expect(ids.reports.edges).toHaveLength(2);
  const [newer, older] = ids.reports.edges.map((e) => e.node.id) as [string, string];
  expect(reportId).toBe(newer);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const notSaved = page.getByText('Connect to the internet to open it. Reports you have opened before are available offline.');
  for (const path of [
    '/',
    '/history?model=M30',
    '/body/trend?key=WT&range=1y',
    '/girth/trend?key=WAIST&range=1y',
    '/productModel',
    '/report',
    `/report?id=${newer}&compare=${older}`,
  ]) {
    await page.goto(path);
    await expect(notSaved, path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' }), path).toBeVisible();
  }
  await page.goto('/personal');
  await expect(page.getByText("Your personal centre needs a connection the first time. Try again when you're back online.")).toBeVisible();
  // A screen never opened still has its code on the device (the worker precaches all of it).
  await page.goto('/accountSecurity');
  await expect(page.getByRole('heading', { name: 'Account and security' })).toBeVisible();
  // Its linked accounts were never saved: it says the server can't be reached, not "Not linked".
  await expect(page.getByText("You're offline or the server can't be reached. Check your connection and try again.")).toBeVisible();
  await expect(page.getByText('Not linked')).toHaveCount(0);
  // The 3D spine's code is cached when first used: never opened, its viewer says it needs a connection, in its own
  // place: the report's tabs and the section's scores stay.
  await page.goto(`/report?id=${newer}&section=spine`);
  const spine = page.locator('#spine');
  await expect(spine.getByText('Loading failed, please try later')).toBeVisible();
  await expect(spine.getByText("You're offline. This needs a connection.")).toBeVisible();
  await expect(spine.getByRole('heading', { name: 'Spine structure' })).toBeVisible();
  await expect(spine.getByText('Overall level')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name: 'Body composition' })).toBeVisible();
  // The latest report offline is not "no report yet".
  await page.goto('/report');
  await expect(notSaved).toBeVisible();
  await expect(page.getByText(/report yet/)).toHaveCount(0);

  // The comparison's picker says the same instead of "no other report".
  await page.goto(`/report?id=${newer}`);
  await new ComparePage(page).openPicker();
  await expect(page.getByRole('dialog').getByText('Connect to the internet to open it.', { exact: false })).toBeVisible();
  await expect(page.getByText('No other report in these dates.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Back online, the history fills by itself.
  await page.goto('/history?model=M30').catch(() => undefined);
  await expect(notSaved).toBeVisible();
  await context.setOffline(false);
  await expect(new HistoryPage(page).rows()).toHaveCount(2);
});
