// Every page of SERVER_PAGES drawn on the server with the real build (`npm run build` first), so that a page added
// there is checked here without another line: a person's pages for the remembered session alone, the public ones for
// anyone, in the right language, a share link, and what stays the app's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { serverPagesFor, type ServerPage } from '#shared/server-render.ts';
import { appOnTheBuild, cookies, isServerRendered, markOf, personWithReport } from './server-render-support.ts';

let t: TestApp;
let owner: { token: string; reportId: string };
let other: { token: string; reportId: string };

beforeAll(async () => {
  t = await appOnTheBuild();
  owner = await personWithReport(t, 'pages-owner@example.com', 11);
  other = await personWithReport(t, 'pages-other@example.com', 12);
});
afterAll(() => t.close());

const page = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { cookie } } : {});

const PERSON_PAGES = serverPagesFor('person');
const PUBLIC_PAGES = serverPagesFor('public');
/** An address of each page: the owner's report, a share link of it; the trends with the search the app writes for them. */
const ADDRESSES: Partial<Record<ServerPage, string>> = {
  '/body/trend': '/body/trend?key=WT&range=6m',
  '/girth/trend': '/girth/trend?key=waistGirth&range=6m',
};
const addressOf = (path: ServerPage, shareToken: string) =>
  path === '/report' ? `/report?id=${owner.reportId}` : path === '/s/$token' ? `/s/${shareToken}` : (ADDRESSES[path] ?? path);
const dataBlock = (html: string) =>
  /<script type="application\/json" id="server-data" data-session="([0-9a-f]*)">([^<]*)<\/script>/.exec(html);

describe('every server-drawn page', () => {
  let shareToken = '';
  beforeAll(async () => {
    const link = await t.gql('mutation($r: ID!) { createShareLink(reportId: $r) { url } }', { r: owner.reportId }, owner.token);
    expect(link.errors).toBeUndefined();
    shareToken = new URL((link.data!['createShareLink'] as { url: string }).url).pathname.split('/').at(-1)!;
  });

  it('the trends are drawn at their bare addresses too (typed or bookmarked), as at the ones the app writes', async () => {
    for (const path of ['/body/trend', '/girth/trend', '/body/trend?key=PBF', '/girth/trend?range=all']) {
      expect(isServerRendered(await (await page(path, cookies(owner.token))).text()), path).toBe(true);
    }
  });

  it("a person's page is drawn for the remembered session with its own stylesheets, and never without it", async () => {
    for (const path of PERSON_PAGES) {
      const html = await (await page(addressOf(path, shareToken), cookies(owner.token))).text();
      expect(isServerRendered(html), path).toBe(true);
      expect(dataBlock(html)?.[1], path).toBe(markOf(owner.token));
      expect(html, path).not.toContain(other.reportId);
      // Nothing React had to leave to the browser (a part that threw while the server drew it).
      expect(html, path).not.toContain('<!--$!-->');
      expect(isServerRendered(await (await page(addressOf(path, shareToken))).text()), path).toBe(false);
    }
  });

  it('every tab of the report is drawn, those with a part whose code only the browser loads (the 3D spine, the body-shape figure) too', async () => {
    // The report's own tabs, as its drawn section list links them.
    const first = await (await page(`/report?id=${owner.reportId}`, cookies(owner.token))).text();
    const tabs = [...new Set([...first.matchAll(/[?&;]section=(\w+)/g)].map((match) => match[1]!))];
    expect(tabs).toEqual(expect.arrayContaining(['posture', 'spine', 'prediction', 'interpretation']));
    for (const tab of tabs) {
      const html = await (await page(`/report?id=${owner.reportId}&section=${tab}`, cookies(owner.token))).text();
      expect(isServerRendered(html), tab).toBe(true);
      expect(html, tab).toContain(`id="${tab}"`);
    }
  });

  it("the spine's viewer, whose code only the browser loads, is left to it in every render, not only the first: its markup would come without its stylesheet", async () => {
    const spine = `/report?id=${owner.reportId}&section=spine`;
    const left = (html: string) => html.split('<!--$!-->').length - 1;
    // Twice: React.lazy would have loaded the part's code on the server by the second render (or an earlier test's) and
    // drawn its markup from then on.
    const first = await (await page(spine, cookies(owner.token))).text();
    const later = await (await page(spine, cookies(owner.token))).text();
    expect(isServerRendered(later)).toBe(true);
    expect(left(first)).toBe(1);
    expect(left(later)).toBe(1);
    // The viewer's view buttons are the browser's alone.
    expect(later).not.toContain('aria-label="Spine view"');
  });

  it('a public page is drawn for anyone, for no one, in the language the browser asks for', async () => {
    for (const path of PUBLIC_PAGES) {
      const res = await t.request(addressOf(path, shareToken), { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('vary'), path).toContain('accept-language');
      const html = await res.text();
      expect(isServerRendered(html), path).toBe(true);
      expect(html, path).toContain('<html lang="ru" dir="ltr">');
      expect(html, path).not.toContain('<!--$!-->');
      // Drawn for no one: an empty mark, which any tab may read (it holds nothing of anyone's account).
      expect(dataBlock(html)?.[1], path).toBe('');
      expect(html, path).not.toContain('pages-owner@example.com');
    }
    const login = await (await page('/login')).text();
    expect(login).toContain('<title>Sign in – Contour</title>');
    // Its fields and buttons take no input until the app replaces the markup (typing would be lost, a button would send
    // the form the browser's way).
    expect(login).toMatch(/<input inert=""[^>]*type="email"/);
    expect(login).toMatch(/<button inert=""[^>]*type="submit"/);
    expect(login).not.toMatch(/<(input|button|select|textarea)(?! inert="")[\s>]/);
    expect(login).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/LoginScreen-[\w-]+\.css">/);
    const rules = await (await page('/about/rule')).text();
    // The legal texts' own catalog, loaded for the render.
    expect(rules).toContain('These rules are the terms for using Contour.');
    const arabic = await (await t.request('/wifi', { headers: { 'accept-language': 'ar' } })).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("a page drawn for no one is in the language chosen on the device (the contour_lang cookie), not the browser's", async () => {
    const drawn = async (path: ServerPage, cookie: string) =>
      (await t.request(addressOf(path, shareToken), { headers: { 'accept-language': 'ru-RU,ru;q=0.9', cookie } })).text();
    for (const path of PUBLIC_PAGES) {
      expect(await drawn(path, 'contour_lang=ar'), path).toContain('<html lang="ar" dir="rtl">');
    }
    expect(await drawn('/login', 'other=1; contour_lang=ja')).toMatch(
      /<html lang="ja" dir="ltr">[\s\S]*<title>ログイン – Contour<\/title>/,
    );
    // One the app does not have, or something else: the browser's language.
    for (const value of ['xx', 'ar|imperial', '<script>', '']) {
      expect(await drawn('/login', `contour_lang=${value}`), value).toContain('<html lang="ru" dir="ltr">');
    }
  });

  it("a share link is drawn with the report, for no one or for the person signed in (nothing of theirs in it); the PDF printer's page is the app's", async () => {
    // As every public page: for the remembered session when there is one, as the app will show it.
    for (const [cookie, mark] of [
      [undefined, ''],
      [cookies(other.token), markOf(other.token)],
    ] as const) {
      const html = await (await page(`/s/${shareToken}`, cookie)).text();
      expect(isServerRendered(html)).toBe(true);
      expect(html).toContain('Body composition');
      const block = dataBlock(html);
      expect(block?.[1]).toBe(mark);
      expect(block?.[2]).toContain(owner.reportId);
      expect(html).not.toContain(other.reportId);
    }
    const unknown = await (await page('/s/not-a-real-link-token')).text();
    expect(unknown).toContain('This link doesn&#x27;t lead to a report');
    expect(isServerRendered(await (await page(`/s/${shareToken}?print=1`)).text())).toBe(false);
  });

  it("sign-in is the app's own for a remembered session (it goes on to home); registration is drawn for the session", async () => {
    expect(isServerRendered(await (await page('/login', cookies(owner.token))).text())).toBe(false);
    const signedOut = await (await page('/register')).text();
    expect(signedOut).toContain('Sign in first');
    const signedIn = await (await page('/register', cookies(owner.token))).text();
    expect(signedIn).not.toContain('Sign in first');
    expect(dataBlock(signedIn)?.[1]).toBe(markOf(owner.token));
    // A cookie whose session the app no longer holds: drawn for no one.
    const stale = await (
      await page('/register', `contour_session=${owner.token}; contour_ui=en-US|metric|${markOf('someone-else')}`)
    ).text();
    expect(stale).toContain('Sign in first');
    expect(dataBlock(stale)?.[1]).toBe('');
  });
});
