import { expect, test } from '@playwright/test';
import { DEMO_M30_DEVICE_KEY } from '#server/demo/demo-devices.ts';
import { ownerOnReport, signInAs } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const DAY = 86_400_000;

test('a report deleted by the device administrator says so and moves on to the next report', async ({ page, request }) => {
  const owner = await ownerOnReport(page, request, {
    tag: 'deleted',
    scans: [{ measuredAt: new Date(Date.now() - 7 * DAY) }, {}],
    open: false,
  });
  const [keptId, goneId] = owner.reportIds as [string, string];
  const gone = owner.scanIds[1]!;
  const deleted = await request.delete(`/api/device/scans/${gone}`, { headers: { Authorization: `Bearer ${DEMO_M30_DEVICE_KEY}` } });
  expect(deleted.ok()).toBe(true);

  await page.goto(`/report?id=${goneId}`);
  await expect(page.getByText('This report was deleted by the device administrator')).toBeVisible();
  await expect(page.getByText('Only the administrator of the device can delete reports.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the next report' }).click();
  await expect(page).toHaveURL(new RegExp(`/report\\?id=${keptId}`));
});

test('a report that is not the person’s own, or does not exist, failed to load and reveals nothing', async ({ page, request }) => {
  await signInAs(page, request, { tag: 'foreign' });
  await page.goto('/report?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('The report failed to load, please try later')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the empty-report screen has a generic, an S30 and an M30 variant', async ({ page, request }) => {
  await signInAs(page, request, { tag: 'empty' });
  await page.goto('/report');
  await expect(page.getByRole('heading', { name: "You don't have any report yet" })).toBeVisible();
  await expect(page.getByText('Scan the code shown on a Contour scanner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switch product report' })).toHaveCount(0);

  // A scanner link carries its model (spec 4's deviceType); the empty screen then names that model.
  await page.goto('/report?deviceType=S30');
  await expect(page.getByRole('heading', { name: 'No S30 report yet' })).toBeVisible();
  await expect(page.getByText('Step onto an S30 scanner')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/exception/report?model=M30');
  await expect(page.getByRole('heading', { name: 'No M30 report yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Switch product report' }).click();
  await expect(page).toHaveURL(/\/productModel$/);
});
