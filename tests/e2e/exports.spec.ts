// Your data anywhere (issue 21): the health record (FHIR) and the Garmin file (FIT), from the personal centre (every
// report, with the Patient's choices and the import guide) and from a report's actions (that report alone). The files
// are read back here (the FIT one with Garmin's SDK); their validation by a FHIR validator is the server's test
// (server/test/exports.test.ts).
import { readFile } from 'node:fs/promises';
import { Decoder, Stream } from '@garmin/fitsdk';
import { expect, test, type Download, type Page } from '@playwright/test';
import { KNOWN_COMPOSITION, ownerOnReport } from './support.ts';
import { expectNoSeriousA11yIssues, screenshotScreens } from './looking.ts';

/** A second, consistent body composition (FFM + BFM = WT, PBF = BFM / WT). */
const LIGHTER = { WT: 75.3, BFM: 13.8, FFM: 61.5, PBF: 18.3, BMI: 23.8 };

type Bundle = {
  resourceType: string;
  type: string;
  entry: Array<{ resource: { resourceType: string; telecom?: unknown; identifier?: Array<{ value: string }> } }>;
};

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}
const bundleOf = async (d: Download) => JSON.parse(await readFile((await d.path())!, 'utf8')) as Bundle;
const weightsOf = async (d: Download) => {
  const bytes = Array.from(await readFile((await d.path())!));
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
  expect(errors).toEqual([]);
  return (messages.weightScaleMesgs ?? []).map((m) => m.weight as number);
};
const reportsIn = (b: Bundle) =>
  new Set(b.entry.flatMap((e) => (e.resource.resourceType === 'Observation' ? [e.resource.identifier![0]!.value.split('/')[0]] : [])));

test('download every report as a health record and as a Garmin file from the personal centre', async ({ page, request }) => {
  const day = 24 * 3600_000;
  const { reportIds, email } = await ownerOnReport(page, request, {
    tag: 'exports',
    scans: [{ measuredAt: new Date(Date.now() - 30 * day) }, { composition: LIGHTER }],
  });
  await page.goto('/personal');
  const card = page.locator('section[aria-labelledby="data-heading"]');
  await expect(card.getByRole('heading', { name: 'Health record (FHIR)' })).toBeVisible();

  // By default without the contact details; ticked, with them.
  const plain = await bundleOf(await downloaded(page, () => card.getByRole('button', { name: 'Download health record' }).click()));
  expect(plain).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(plain.entry.find((e) => e.resource.resourceType === 'Patient')?.resource.telecom).toBeUndefined();
  expect(JSON.stringify(plain)).not.toContain(email);
  expect(reportsIn(plain)).toEqual(new Set(reportIds));
  await expect(card.getByRole('status').filter({ hasText: 'Your data has been downloaded' })).toBeVisible();
  await card.getByRole('checkbox', { name: 'Include my e-mail address and phone number' }).check();
  const named = await downloaded(page, () => card.getByRole('button', { name: 'Download health record' }).click());
  expect(named.suggestedFilename()).toMatch(/^contour-data-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  expect((await bundleOf(named)).entry.find((e) => e.resource.resourceType === 'Patient')?.resource.telecom).toEqual([
    { system: 'email', value: email },
  ]);

  const fit = await downloaded(page, () => card.getByRole('button', { name: 'Download for Garmin' }).click());
  expect(fit.suggestedFilename()).toMatch(/^contour-data-\d{4}-\d{2}-\d{2}\.fit$/);
  const weights = await weightsOf(fit);
  expect(weights).toHaveLength(2);
  expect(weights[0]).toBeCloseTo(KNOWN_COMPOSITION.WT, 2);
  expect(weights[1]).toBeCloseTo(LIGHTER.WT, 2);

  await card.getByText('How to import it into Garmin Connect').click();
  await expect(card.getByText('Choose Import Data (the upload icon), choose the file and import it.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Offline the downloads wait for a connection, and say so.
  await page.context().setOffline(true);
  await expect(card.getByRole('button', { name: 'Download for Garmin' })).toBeDisabled();
  await expect(card.getByText("You're offline. Downloading your data needs a connection.")).toBeVisible();
  await page.context().setOffline(false);
});

test("a report's actions download that report alone as a health record and a Garmin file", async ({ page, request }) => {
  const { report, reportIds, reportId } = await ownerOnReport(page, request, {
    tag: 'report-exports',
    open: 'last',
    scans: [{ measuredAt: new Date(Date.now() - 10 * 24 * 3600_000), composition: LIGHTER }, {}],
  });
  expect(reportIds).toHaveLength(2);
  const actions = await report.actions();
  const record = await downloaded(page, () => actions.getByRole('button', { name: 'Health record (FHIR)' }).click());
  expect(record.suggestedFilename()).toMatch(/^contour-report-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  expect(reportsIn(await bundleOf(record))).toEqual(new Set([reportId]));
  await expect(report.actionSheet().getByRole('status').filter({ hasText: 'Your data has been downloaded' })).toBeVisible();

  const fit = await downloaded(page, () => actions.getByRole('button', { name: 'File for Garmin (FIT)' }).click());
  const weights = await weightsOf(fit);
  expect(weights).toHaveLength(1);
  expect(weights[0]).toBeCloseTo(KNOWN_COMPOSITION.WT, 2);
});

// The screens for a person to look at: `SCREENSHOTS=1 npx playwright test exports` (written under .tmp/exports/).
screenshotScreens('exports', async ({ page, request, lang, shot }) => {
  await ownerOnReport(page, request, { tag: `export-shots-${lang}`, heading: false });
  // The sheet's opener, by its role (its name is in the page's language).
  await page.locator('button[aria-haspopup="dialog"][aria-expanded]').click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await shot('report-actions');
  await page.goto('/personal');
  const card = page.locator('section[aria-labelledby="data-heading"]');
  await card.locator('details summary').click();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `.tmp/exports/${lang}-${page.viewportSize()!.width}-data-card.png` });
});
