import { describe, expect, it } from 'vitest';
import { composePage, entryOf, snapshotKey, type PageSnapshot } from './page-snapshot.ts';

const TEMPLATE = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head>
    <title>Contour</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-shell-B.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const NOW = Date.UTC(2026, 10, 27, 12);
const snapshot = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
  html: '<div><h1>Report</h1><form><input name="q"><button type="submit">Go</button></form></div>',
  styles: ['/assets/app-shell-B.css', '/assets/report-screen-C.css', 'https://elsewhere.example/x.css'],
  title: 'Report – Contour',
  lang: 'ar',
  dir: 'rtl',
  data: { 12: { report: { id: 'r1', note: '</script><script>alert(1)</script>' } } },
  mark: '0123456789abcdef',
  entry: '/assets/index-AAA.js',
  savedAt: NOW - 60_000,
  ...over,
});

describe('composePage', () => {
  it("puts the drawing in the build's shell: language, title, the page's own stylesheets, inert controls and the data block", () => {
    const page = composePage(TEMPLATE, snapshot(), NOW)!;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>Report – Contour</title>');
    // Only the app's own files, each once.
    expect(page.match(/app-shell-B\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/report-screen-C.css"></head>');
    expect(page).not.toContain('elsewhere.example');
    expect(page).toContain('<input inert="" name="q">');
    expect(page).toContain('<button inert="" type="submit">');
    // Marked as drawn until the app's own render replaces it.
    expect(page).toContain('<div id="root" data-drawn="device"><div><h1>Report</h1>');
    const block = /<script type="application\/json" id="server-data" data-session="0123456789abcdef">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block![1]!)).toEqual(snapshot().data);
    // The app's own start is the shell's.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-AAA.js"></script>');
  });

  it('gives nothing for a drawing of another build, too old, from the future, or with a mark that is not one', () => {
    expect(composePage(TEMPLATE, snapshot({ entry: '/assets/index-OLD.js' }), NOW)).toBeNull();
    expect(composePage(TEMPLATE, snapshot({ savedAt: NOW - 15 * 24 * 3600 * 1000 }), NOW)).toBeNull();
    expect(composePage(TEMPLATE, snapshot({ savedAt: NOW + 60_000 }), NOW)).toBeNull();
    expect(composePage(TEMPLATE, snapshot({ mark: '"><script>' }), NOW)).toBeNull();
    expect(composePage(TEMPLATE.replace('<div id="root"></div>', '<div id="root">x</div>'), snapshot(), NOW)).toBeNull();
  });

  it('escapes what it writes into attributes and the title', () => {
    const page = composePage(TEMPLATE, snapshot({ title: '<b>"x"</b>', lang: 'en"><script>' }), NOW)!;
    expect(page).toContain('<title>&lt;b>&quot;x&quot;&lt;/b></title>');
    expect(page).toContain('<html lang="en&quot;>&lt;script>" dir="rtl">');
  });
});

describe('entryOf and snapshotKey', () => {
  it("read the shell's entry script and a page's key", () => {
    expect(entryOf(TEMPLATE)).toBe('/assets/index-AAA.js');
    expect(entryOf('<html></html>')).toBeNull();
    expect(snapshotKey({ pathname: '/report', search: '?id=r1&section=posture' })).toBe('/report?id=r1&section=posture');
  });
});
