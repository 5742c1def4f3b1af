// Renders the app icons (any and maskable) from public/icons/icon.svg with Chromium; run after changing the SVG.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
const page = await browser.newPage();

async function render(size: number, path: string, maskable: boolean) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon fills the square; its artwork stays inside the 80 % safe zone.
  const inner = maskable ? svg.replace('rx="112"', 'rx="0"').replace('<svg ', '<svg transform="scale(0.8)" ') : svg;
  const background = maskable ? '#0b6e63' : 'transparent';
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      inner.replace('<svg ', `<svg width="${size}" height="${size}" `) +
      '</body></html>',
  );
  await page.screenshot({ path, omitBackground: !maskable });
}

await render(192, 'public/icons/icon-192.png', false);
await render(512, 'public/icons/icon-512.png', false);
await render(512, 'public/icons/maskable-512.png', true);
await render(180, 'public/icons/apple-touch-icon.png', true);
await browser.close();
