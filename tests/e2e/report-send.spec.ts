// Sending a report by e-mail (/report/send) and downloading it as a PDF, at phone size, as a person does it.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ShareDialog } from './pages/share-page.ts';
import { ownerOnReport, uniqueEmail } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';
import { DOUBLE_TAP_MS } from '#src/lib/double-tap.ts';

type OutboxEntry = { subject: string; body: string };

async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  return (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
}

test.describe('send a report by e-mail', () => {
  test('validates the address with the spec’s messages, sends, and the mail holds a summary, a link and the PDF', async ({
    page,
    request,
  }) => {
    const { reportId, report } = await ownerOnReport(page, request, { tag: 'send' });
    await report.openSendByEmail();
    await expect(page).toHaveURL(new RegExp(`/report/send\\?reportId=${reportId}`));
    await expect(page.getByRole('heading', { name: 'Send report by e-mail' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const field = page.getByLabel('E-mail address');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Enter your email address');
    await field.fill('friend@');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

    const to = uniqueEmail('friend');
    await field.fill(to);
    await send.click();
    await expect(page.getByRole('heading', { name: `Sent to ${to}` })).toBeVisible({ timeout: 20_000 });

    const [mail] = await outbox(request, to);
    expect(mail?.subject).toMatch(/^Contour body report of /);
    expect(mail?.body).toContain('Weight: ');
    expect(mail?.body).toMatch(/\/s\/[A-Za-z0-9_-]{43}/);
    // The dev outbox keeps text: the attachment is named there with its size.
    expect(mail?.body).toMatch(/\[attachment: contour-report-\d{4}-\d{2}-\d{2}\.pdf, \d{5,} bytes\]/);

    // The link in the mail is one of the report's share links, withdrawable from the share dialog.
    await page.getByRole('link', { name: 'Back to the report' }).click();
    const share = new ShareDialog(page);
    await share.open();
    await expect(share.links()).toHaveCount(1);
  });

  test('says that sending needs a connection when offline, and sends nothing', async ({ page, request, context }) => {
    const { reportId } = await ownerOnReport(page, request, { tag: 'send-offline' });
    await page.goto(`/report/send?reportId=${reportId}`);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sending a report needs an internet connection.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await context.setOffline(false);
  });

  test('without a report chosen, it says so and leads to the latest report', async ({ page, request }) => {
    await ownerOnReport(page, request, { tag: 'send-none' });
    await page.goto('/report/send');
    await expect(page.getByRole('heading', { name: 'No report chosen' })).toBeVisible();
    await page.getByRole('link', { name: 'Open my latest report' }).click();
    await expect(page).toHaveURL(/\/report/);
  });
});

test.describe('download the report as a PDF', () => {
  test('shows progress, then the browser saves a PDF of the report', async ({ page, request }) => {
    const { report } = await ownerOnReport(page, request, { tag: 'pdf' });
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await report.downloadPdf();
    await expect(page.getByRole('status').filter({ hasText: /Making the PDF of your report|Downloading the PDF/ })).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contour-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(20_000);
    await expect(page.getByRole('status').filter({ hasText: 'The PDF was downloaded.' })).toBeVisible();
  });

  test('when every printer is busy, it says to try again in a minute, and the next try downloads', async ({ page, request }) => {
    const { report } = await ownerOnReport(page, request, { tag: 'pdf-busy' });
    // The first try gets the answer of a server whose PDF queue is full (server/src/pdf/renderer.ts;
    // report-mail.test.ts fills a real one); the next goes to the server.
    let tries = 0;
    await page.route('**/api/reports/*/pdf*', (route) =>
      ++tries === 1
        ? route.fulfill({ status: 503, headers: { 'retry-after': '30' }, contentType: 'application/json', body: '{"error":"PDF_FAILED"}' })
        : route.continue(),
    );
    await report.downloadPdf();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Many reports are being printed right now. Try again in a minute.' }),
    ).toBeVisible();
    // A person reads the message before tapping again: a second tap within DOUBLE_TAP_MS counts as the same tap.
    await page.waitForTimeout(DOUBLE_TAP_MS);
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await report.downloadPdf();
    expect((await downloading).suggestedFilename()).toMatch(/^contour-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    await expect(page.getByRole('status').filter({ hasText: 'The PDF was downloaded.' })).toBeVisible();
    expect(tries).toBe(2);
  });

  test('offline, it says the download needs a connection', async ({ page, request, context }) => {
    const { report } = await ownerOnReport(page, request, { tag: 'pdf-offline' });
    await context.setOffline(true);
    await report.downloadPdf();
    await expect(page.getByRole('alert').filter({ hasText: 'Downloading the PDF needs an internet connection.' })).toBeVisible();
    await context.setOffline(false);
  });
});
