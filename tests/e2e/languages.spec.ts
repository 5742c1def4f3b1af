// Languages: the language rule, <html lang dir>, lazily loaded catalogs, Arabic mirrored, and the sign-in, report and
// personal-centre screens in ar, ja, ru, th and de at phone size (screenshots in .tmp/screens/ to look at).
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { expect, test, type Page } from '@playwright/test';
import { ownerOnReport } from './support.ts';

/** A message of a locale's catalog, as the app shows it (the test reads the same .po files the build compiles). */
function translated(locale: string, file: 'core' | 'messages', source: string): string {
  const po = PO.parse(readFileSync(`src/locales/${locale}/${file}.po`, 'utf8'));
  const item = po.items.find((i) => i.msgid === source && !i.msgctxt);
  const text = item?.msgstr.join('');
  if (!text) throw new Error(`${locale}/${file} has no translation of "${source}"`);
  return text;
}

test('the stored language wins, sets <html lang dir>, and loads only its own catalogs', async ({ page }) => {
  const catalogs: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (/\/assets\/locale-(core|messages)-/.test(response.url())) catalogs.push({ url: response.url(), body: response.text() });
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '发送验证码' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The sign-in core first; the rest of the app's messages once the screen is up: both Chinese, nothing else.
  await expect.poll(() => catalogs.length).toBe(2);
  expect(catalogs.map((c) => /\/assets\/locale-(core|messages)-/.exec(c.url)?.[1]).sort()).toEqual(['core', 'messages']);
  for (const catalog of catalogs) expect(await catalog.body).toMatch(/[\u4e00-\u9fff]{4}/);
});

test('Arabic is right-to-left, and the layout mirrors where direction matters', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const emailLabel = translated('ar', 'core', 'E-mail address');
  const field = await page.getByLabel(emailLabel).boundingBox();
  const label = await page.getByText(emailLabel, { exact: true }).boundingBox();
  // The label starts at the right edge of the field in a right-to-left layout.
  expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThan(24);

  // The report: the menu sits at the left end of the header (its end in Arabic), the section tabs run from the right.
  await ownerOnReport(page, request, { tag: 'rtl', heading: translated('ar', 'messages', 'Body composition') });
  const tabs = page.getByRole('navigation', { name: translated('ar', 'messages', 'Report sections') }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
  expect(first!.x).toBeGreaterThan(second!.x);
  const menu = await page.getByRole('button', { name: translated('ar', 'messages', 'Menu') }).boundingBox();
  expect(menu!.x + menu!.width / 2).toBeLessThan(390 / 2);
});

// Each locale: the sign-in screen, the report and the personal centre show that locale's own words (no English left
// where a translation exists), with <html lang> set; each screen is saved for a person to look at.
const LOOKED_AT = [
  { locale: 'ar', lang: 'ar' },
  { locale: 'ja', lang: 'ja' },
  { locale: 'ru', lang: 'ru' },
  { locale: 'th', lang: 'th' },
  { locale: 'de', lang: 'de' },
] as const;

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `.tmp/screens/i18n-${name}.png` });
}

for (const { locale, lang } of LOOKED_AT) {
  test(`${locale}: sign-in, report and personal centre in its own words`, async ({ page, request }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), locale);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: translated(locale, 'core', 'Send code') })).toBeVisible();
    await shot(page, `${locale}-login`);

    // The report opens with its first section's heading in the locale's words.
    await ownerOnReport(page, request, { tag: `i18n-${locale}`, heading: translated(locale, 'messages', 'Body composition') });
    await shot(page, `${locale}-report`);

    await page.goto('/personal');
    await expect(page.getByRole('heading', { name: translated(locale, 'messages', 'Personal centre'), exact: true })).toBeVisible();
    await shot(page, `${locale}-personal`);
  });
}
