// Issue 7's QR and image features: /qrcode/save (a QR image of the share link), "Save image" on the report, and
// /qrcode/scan (the camera reads a scanner's code; Chromium's fake camera plays a video of one).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { create as createQr } from 'qrcode';
import { chromium, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { QrImagePage, QrScanPage } from './pages/qr-image-page.ts';
import { ShareDialog, SharedReportPage } from './pages/share-page.ts';
import { graphqlAs, ownerOnReport, signInAs, simulateScan, waitForServiceWorker } from './support.ts';
import { expectNoSeriousA11yIssues } from './looking.ts';

const LINK = /^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9_-]{43}$/;
const SAVE_REFUSED = 'Image cannot be saved, please allow permissions in settings';
const PHONE = { width: 390, height: 844 };
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
const FIXTURES = '.tmp/e2e-qrcode';

/**
 * The pixels of an <img> at its own size, as a camera would see a perfect copy: RGBA, rebuilt here from the red
 * channel the page sends (a megapixel as numbers would be slow to pass; the images are grey or tested for colour apart).
 */
async function imagePixels(image: Locator): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const { width, height, red } = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const frame = context.getImageData(0, 0, img.naturalWidth, img.naturalHeight);
    const channel = new Uint8Array(frame.width * frame.height);
    for (let i = 0; i < channel.length; i += 1) channel[i] = frame.data[i * 4]!;
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(new Blob([channel]));
    });
    return { width: frame.width, height: frame.height, red: url.slice(url.indexOf(',') + 1) };
  });
  const channel = Buffer.from(red, 'base64');
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < channel.length; i += 1) {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = channel[i]!;
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Makes the page's share sheet refuse, as a browser does without the permission: a phone whose share says NotAllowedError. */
async function refusingSharePhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
  });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
  });
  return context.newPage();
}

test.describe('QR image of the share link (/qrcode/save)', () => {
  test('shows a QR that decodes to a working link, reuses that link, and saves it as a PNG', async ({ page, request, browser }) => {
    test.slow();
    const { token, reportId, report } = await ownerOnReport(page, request, { tag: 'qr-save' });
    const qr = new QrImagePage(page);
    await report.openQrImage();
    await qr.expectOpenFor(reportId);
    await expect(page.getByRole('heading', { level: 1, name: 'Save QR image' })).toBeVisible();
    const code = qr.code(/^QR code of the share link to your report of /);
    await expect(code).toBeVisible();
    await expect(page.getByText(/^Works until .+/)).toBeVisible();
    await expect(page.getByText('7 days left', { exact: true })).toBeVisible();

    // The PNG: high contrast, square, decodes (jsQR, an independent decoder) to the share link.
    const pixels = await imagePixels(code);
    expect(pixels.width).toBe(pixels.height);
    expect(pixels.width).toBeGreaterThanOrEqual(800);
    const url = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data;
    expect(url).toMatch(LINK);
    expect(new Set(Array.from(pixels.data.filter((_, i) => i % 4 === 0)))).toEqual(new Set([0, 255]));
    await expectNoSeriousA11yIssues(page);

    // The link works for someone signed out.
    const viewerContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-US' });
    const viewer = await viewerContext.newPage();
    await viewer.goto(url!);
    await new SharedReportPage(viewer).expectShown();
    await viewerContext.close();

    // Save image: a download of the same PNG (no share sheet on a desktop browser).
    const [download] = await Promise.all([page.waitForEvent('download'), qr.saveButton().click()]);
    expect(download.suggestedFilename()).toMatch(/^contour-report-qr-\d{4}-\d\d-\d\d\.png$/);
    const saved = readFileSync(await download.path());
    expect(pngSize(saved)).toEqual({ width: pixels.width, height: pixels.height });
    await expect(page.getByRole('status').filter({ hasText: 'The image was downloaded' })).toBeVisible();

    // Back again: the same link, not a second one.
    await page.reload();
    await expect(code).toBeVisible();
    const again = await imagePixels(code);
    expect(jsQR(again.data, again.width, again.height)?.data).toBe(url);
    const listed = await graphqlAs<{ report: { shareLinks: unknown[] } }>(
      request,
      token,
      'query($id: ID!) { report(id: $id) { shareLinks { id } } }',
      { id: reportId },
    );
    expect(listed.report.shareLinks).toHaveLength(1);

    // Withdrawn from the share dialog: the next visit makes a new link, and the old one stops working.
    await page.goto(`/report?id=${reportId}`);
    const share = new ShareDialog(page);
    await share.open();
    await share.withdrawFirst();
    await expect(share.dialog.getByText('No active links.')).toBeVisible();
    await qr.open(reportId);
    await expect(code).toBeVisible();
    const next = await imagePixels(code);
    const nextUrl = jsQR(next.data, next.width, next.height)?.data;
    expect(nextUrl).toMatch(LINK);
    expect(nextUrl).not.toBe(url);
  });

  test('offline, it says that making the link needs a connection, and makes it once back online', async ({ page, request, context }) => {
    const { reportId, report } = await ownerOnReport(page, request, { tag: 'qr-offline' });
    const qr = new QrImagePage(page);
    // As an installed app: the screen's code comes from the service worker's precache.
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Body composition' })).toBeVisible();
    await context.setOffline(true);
    await report.openQrImage();
    await qr.expectOpenFor(reportId);
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(
      page.getByText('The QR code holds a share link, and making the link needs an internet connection. Connect and try again.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(qr.code()).toBeVisible();
  });

  test('a report that is not the person’s own gets an error, and no report at all says what to do', async ({ page, request }) => {
    await ownerOnReport(page, request, { tag: 'qr-error' });
    const qr = new QrImagePage(page);
    await qr.open('00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'The QR code could not be made' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await qr.open();
    await expect(page.getByRole('heading', { name: 'No report chosen' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('when the phone refuses to save, the spec’s message asks to allow permissions', async ({ request, browser }) => {
    const page = await refusingSharePhone(browser);
    const { report } = await ownerOnReport(page, request, { tag: 'qr-refused' });
    const qr = new QrImagePage(page);
    await report.openQrImage();
    await expect(qr.code()).toBeVisible();
    await qr.saveButton().click();
    await expect(page.getByRole('alert')).toHaveText(SAVE_REFUSED);
    await page.context().close();
  });
});

test.describe('Save the report as an image', () => {
  test('makes a PNG of the report as shown, in a dialog, and downloads it; offline too', async ({ page, request, context }) => {
    const { report } = await ownerOnReport(page, request, { tag: 'report-image' });
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Body composition' })).toBeVisible();
    const main = await page.getByRole('main').boundingBox();
    // Offline: the picture is made on the device from what is on screen (its code comes from the service worker).
    await context.setOffline(true);
    const dialog = await report.openImageDialog();
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Image of your report' });
    await expect(image).toBeVisible({ timeout: 20_000 });

    await expect(dialog.getByText('On a phone, you can also long-press the image to save it.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // The picture, made offline: the whole report as laid out on screen (device pixel ratio 1 here), its width and full height.
    const pixels = await imagePixels(image);
    expect(pixels.width).toBe(Math.round(main!.width));
    expect(Math.abs(pixels.height - main!.height)).toBeLessThanOrEqual(2);
    // Not a blank picture: the report's header is in it (a dark green band: low red, on a light page).
    let dark = 0;
    for (let i = 0; i < pixels.data.length; i += 4) if (pixels.data[i]! < 60) dark += 1;
    expect(dark).toBeGreaterThan(pixels.width * 40);

    // Saved: a download of that PNG (no share sheet on a desktop browser).
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save image' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contour-report-\d{4}-\d\d-\d\d\.png$/);
    expect(pngSize(readFileSync(await download.path()))).toEqual({ width: pixels.width, height: pixels.height });
    await expect(dialog.getByRole('status').filter({ hasText: 'The image was downloaded' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // Focus is back on the button that opened the sheet the image dialog replaced.
    await expect(report.shareButton()).toBeFocused();
    await context.setOffline(false);
  });

  test('when the phone refuses to save the picture, the spec’s message asks to allow permissions', async ({ request, browser }) => {
    const page = await refusingSharePhone(browser);
    const { report } = await ownerOnReport(page, request, { tag: 'image-refused' });
    const dialog = await report.openImageDialog();
    await expect(dialog.getByRole('img', { name: 'Image of your report' })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Save image' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SAVE_REFUSED);
    await page.context().close();
  });
});

test.describe('the report’s actions', () => {
  test('send by e-mail and QR image are links with the report; share link and save image open dialogs', async ({ page, request }) => {
    const { reportId, report } = await ownerOnReport(page, request, { tag: 'actions' });
    // One button in the report's header holds them all; the sheet names them.
    await expect(report.shareButton()).toHaveAttribute('aria-haspopup', 'dialog');
    const actions = await report.actions();
    await expect(actions.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', `/report/send?reportId=${reportId}`);
    await expect(actions.getByRole('link', { name: 'QR image' })).toHaveAttribute('href', `/qrcode/save?reportId=${reportId}`);
    await expect(actions.getByRole('button', { name: 'Share link' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(actions.getByRole('button', { name: 'Save image' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expectNoSeriousA11yIssues(page);
  });
});

// ---- The camera: a separate Chromium whose fake camera plays a YUV4MPEG2 file showing a QR code.

/** A grey-scale 640×480 YUV 4:2:0 video (two identical frames; Chromium loops it) of `text`'s QR code on white. */
function qrVideo(text: string, name: string): string {
  const width = 640;
  const height = 480;
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const total = modules.size + 8;
  const scale = Math.floor(400 / total);
  const left = Math.floor((width - total * scale) / 2);
  const top = Math.floor((height - total * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  mkdirSync(FIXTURES, { recursive: true });
  const file = join(FIXTURES, `${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\n`), frame, frame]));
  return file;
}

async function cameraBrowser(video: string, allow = true): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      ...(allow ? ['--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** A phone of the camera browser (the camera allowed or not), for signInAs to sign in. */
async function cameraPhone(browser: Browser, options: { allowCamera: boolean }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'en-US', timezoneId: 'Europe/Berlin' });
  if (options.allowCamera) await context.grantPermissions(['camera']);
  return context.newPage();
}

test.describe('scanning a scanner’s code in the app (/qrcode/scan)', () => {
  test('the camera reads the scanner’s code and the app binds that scan, as the link would', async ({ request }) => {
    const scanUrl = await simulateScan('M30');
    const scanId = new URL(scanUrl).searchParams.get('scanId')!;
    const browser = await cameraBrowser(qrVideo(scanUrl, 'scanner'));
    try {
      const page = await cameraPhone(browser, { allowCamera: true });
      const { token } = await signInAs(page, request, { tag: 'qr-scan' });
      await new QrScanPage(page).openFromMenu();
      await expect(page).toHaveURL(/\/qrcode\/scan$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Scan QR code' })).toBeVisible();
      // Found, bound, and on to the model screen of that scan, which is now this person's.
      await expect(page).toHaveURL(/\/modeling\?reportId=/, { timeout: 20_000 });
      const reportId = new URL(page.url()).searchParams.get('reportId')!;
      const bound = await graphqlAs<{ report: { id: string; model: string } }>(
        request,
        token,
        'query($id: ID!) { report(id: $id) { id model } }',
        { id: reportId },
      );
      expect(bound.report).toEqual({ id: reportId, model: 'M30' });
      expect(await page.evaluate(() => localStorage.getItem('deviceType'))).toBe('M30');
      // The camera is off once the code is read.
      expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
      // Binding the same scan again is refused: it is this person's now (the server's answer, not a second bind).
      const again = await request.post('/api/graphql', {
        data: { query: 'mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', variables: { s: scanId } },
        headers: { Authorization: `Bearer ${(await signInAs(null, request, { tag: 'qr-scan-other' })).token}` },
      });
      expect(JSON.stringify(await again.json())).toContain('SCAN_ALREADY_BOUND');
    } finally {
      await browser.close();
    }
  });

  test('a QR that is not a scanner’s code gets a clear message and scanning goes on', async ({ request }) => {
    const browser = await cameraBrowser(qrVideo('https://example.com/menu?table=4', 'not-scanner'));
    try {
      const page = await cameraPhone(browser, { allowCamera: true });
      await signInAs(page, request, { tag: 'qr-scan-wrong' });
      const scanner = new QrScanPage(page);
      await scanner.openFromMenu();
      const camera = scanner.camera();
      await expect(camera).toBeVisible();
      await expect(page.getByText("Point the camera at the QR code on the scanner's screen.")).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: "This QR code is not a scanner's code." })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/qrcode\/scan$/);
      // Still scanning: the video plays on.
      expect(await camera.evaluate((video) => !(video as HTMLVideoElement).paused && (video as HTMLVideoElement).srcObject !== null)).toBe(
        true,
      );
      await expectNoSeriousA11yIssues(page);

      // Leaving the screen stops the camera: every track of the stream has ended.
      await camera.evaluate((video) => {
        Object.assign(window, { cameraTracks: ((video as HTMLVideoElement).srcObject as MediaStream).getVideoTracks() });
      });
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).not.toHaveURL(/\/qrcode\/scan/);
      const states = await page.evaluate(() =>
        (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((track) => track.readyState),
      );
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'ended')).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test('a refused camera says to allow it in settings', async ({ request }) => {
    const browser = await cameraBrowser(qrVideo('https://example.com/', 'refused'), false);
    try {
      const page = await cameraPhone(browser, { allowCamera: false });
      await signInAs(page, request, { tag: 'qr-scan-denied' });
      await page.goto('/qrcode/scan');
      await expect(page.getByRole('heading', { name: 'The camera is not allowed' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Allow the camera for this site in your browser or phone settings, then try again.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    } finally {
      await browser.close();
    }
  });
});

// Screens for a person to look at (LTR and RTL; phone and tablet): `SCREENSHOTS=1 npx playwright test qrcode`.
test.describe('QR and image screens', () => {
  test.skip(!process.env['SCREENSHOTS'], 'screenshots only on request');
  for (const lang of ['en-US', 'ar'] as const) {
    for (const size of [PHONE, { width: 1180, height: 820 }]) {
      test(`${lang} ${size.width}×${size.height}`, async ({ request }) => {
        const dir = '.tmp/helper-qr/screens';
        const shot = (p: Page, name: string) => p.screenshot({ path: `${dir}/${lang}-${size.width}-${name}.png` });
        const { token } = await ownerOnReport(null, request, { tag: 'qr-shots', open: false });
        const scanUrl = await simulateScan('M30');
        const browser = await cameraBrowser(qrVideo('https://example.com/not-a-scanner', `shots-${lang}-${size.width}`));
        try {
          const context = await browser.newContext({
            baseURL,
            viewport: size,
            locale: lang === 'ar' ? 'ar' : 'en-US',
            timezoneId: 'Europe/Berlin',
          });
          await context.grantPermissions(['camera']);
          await context.addInitScript(
            ([t, l]) => {
              sessionStorage.setItem('token', t!);
              localStorage.setItem('lang', l!);
            },
            [token, lang],
          );
          const page = await context.newPage();
          await page.goto('/report');
          // The actions are in the sheet that the header's one button opens (by attributes: names are in the page's language).
          const opener = page.locator('button[aria-haspopup="dialog"][aria-expanded]');
          await opener.click();
          await page.locator('dialog[open] [role="group"] a[href^="/qrcode/save"]').waitFor();
          await shot(page, 'report-actions');
          await page.locator('dialog[open] [role="group"] button[aria-haspopup="dialog"]').last().click();
          await page.locator('dialog[open] img').waitFor({ timeout: 20_000 });
          await shot(page, 'image-dialog');
          const [download] = await Promise.all([page.waitForEvent('download'), page.locator('dialog[open] button').first().click()]);
          await download.saveAs(`${dir}/${lang}-${size.width}-report-image.png`);
          await page.keyboard.press('Escape');
          await opener.click();
          await page.locator('dialog[open] [role="group"] a[href^="/qrcode/save"]').click();
          await page.locator('main img').waitFor();
          await shot(page, 'qr-save');
          await page.goto('/qrcode/scan');
          await page.locator('video').waitFor();
          await page.locator('p[role="status"]:not(:empty)').waitFor({ timeout: 20_000 });
          await shot(page, 'scan-wrong-code');
          await page.goto('/');
          await page.locator('main a[href="/qrcode/scan"]').waitFor();
          await shot(page, 'home');
          await page.locator('header button[aria-expanded]').click();
          await shot(page, 'menu');
          await context.close();
          const refusing = await cameraBrowser(qrVideo(scanUrl, `shots-denied-${lang}-${size.width}`), false);
          try {
            const denied = await refusing.newContext({ baseURL, viewport: size });
            await denied.addInitScript(
              ([t, l]) => {
                sessionStorage.setItem('token', t!);
                localStorage.setItem('lang', l!);
              },
              [token, lang],
            );
            const deniedPage = await denied.newPage();
            await deniedPage.goto('/qrcode/scan');
            await deniedPage.locator('section[role="alert"]').waitFor({ timeout: 20_000 });
            await shot(deniedPage, 'scan-denied');
          } finally {
            await refusing.close();
          }
        } finally {
          await browser.close();
        }
      });
    }
  }
});
