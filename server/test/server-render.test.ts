// Home, the report page and history rendered on the server (server/src/http/ssr.ts) with the real build: `npm run build` makes dist/ and
// dist-ssr/ first (scripts/test.sh does). The document cookie's endpoint, the page a cookie gets, and everything
// that must get the app's usual index.html instead.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { serverPagesFor, type ServerPage } from '#shared/server-render.ts';

const DIST = resolve('dist');
let t: TestApp;
let owner: { token: string; reportId: string };
let other: { token: string; reportId: string };

async function personWithReport(email: string, seed: number, app: TestApp = t) {
  const { token } = await app.signIn(email);
  const body = scanBody({}, seed);
  expect((await postScan(app, body)).status).toBe(201);
  const bound = await app.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
  expect(bound.errors).toBeUndefined();
  return { token, reportId: (bound.data!['bindScan'] as { report: { id: string } }).report.id };
}

beforeAll(async () => {
  if (!existsSync(resolve('dist-ssr', 'entry-server.js')) || !existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('The server render tests need the build: run `npm run build` first (scripts/test.sh does).');
  }
  t = await createTestApp({ DIST_DIR: DIST });
  owner = await personWithReport('ssr-owner@example.com', 11);
  other = await personWithReport('ssr-other@example.com', 12);
});
afterAll(() => t.close());

const page = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { cookie } } : {});
const markOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);
/** The cookies of a remembered session: the server's, and the app's with the session's mark (and the product model). */
const cookies = (token: string, ui = 'en-US|metric', model = '') =>
  `contour_session=${token}; contour_ui=${ui}|${markOf(token)}${model && `|${model}`}`;
/** The Set-Cookie headers of an answer that clears the document cookie: the cookie, and its first version's path. */
const CLEARED = [
  'contour_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
  'contour_session=; Max-Age=0; Path=/report; HttpOnly; SameSite=Strict',
];
const isServerRendered = (html: string) => html.includes('id="server-data"');

describe('document cookie', () => {
  const post = (headers: Record<string, string>, body?: BodyInit) =>
    t.request('/api/session/document', { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
  const JSON_TYPE = { 'content-type': 'application/json' };

  it('is set from a JSON request with a valid bearer token: HttpOnly, SameSite=Strict; its first version (for /report only) goes', async () => {
    const res = await post({ ...JSON_TYPE, authorization: `Bearer ${owner.token}` }, '{}');
    expect(res.status).toBe(204);
    const [cookie = '', legacy] = res.headers.getSetCookie();
    expect(legacy).toBe(CLEARED[1]);
    expect(cookie).toMatch(new RegExp(`^contour_session=${owner.token};`));
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=2592000');
    // Not in test mode over http; a production server sets Secure.
    expect(cookie).not.toContain('Secure');
  });

  it('is left alone by a missing or unknown token, and cleared on DELETE', async () => {
    for (const headers of [JSON_TYPE, { ...JSON_TYPE, authorization: 'Bearer not-a-session-token-at-all-0000' }]) {
      const res = await post(headers, '{}');
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const cleared = await t.request('/api/session/document', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.getSetCookie()).toEqual(CLEARED);
    expect((await t.request('/api/session/document')).status).toBe(405);
  });

  it('is left alone by what a form can send (urlencoded, multipart, text/plain), with or without a valid token', async () => {
    const multipart = new FormData();
    multipart.set('a', 'b');
    const forms: Array<[Record<string, string>, BodyInit | undefined]> = [
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=b'],
      [{}, multipart],
      [{ 'content-type': 'text/plain' }, 'a'],
      [{}, undefined],
    ];
    for (const [headers, body] of forms) {
      for (const auth of [{}, { authorization: `Bearer ${owner.token}` }] as Array<Record<string, string>>) {
        const res = await post({ ...headers, ...auth }, body);
        expect(res.status).toBe(415);
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
  });
});

describe('server-rendered /report', () => {
  it("renders the owner's report with its data, stylesheets and the deferred start; never cached", async () => {
    const res = await page(`/report?id=${owner.reportId}`, cookies(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('cookie');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(isServerRendered(html)).toBe(true);
    // Marked as drawn until the app's own render replaces it.
    expect(html).toContain('<div id="root" data-drawn="server">');
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toMatch(/<h1[^>]*>Report<\/h1>/);
    expect(html).toContain('<title>Report – Contour</title>');
    expect(html).toContain('Body composition');
    // Metric: the weight in kg.
    expect(html).toMatch(/>kg</);
    // The app's module is started by public/start.js after the first paint, not by a module script in the head.
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<script src="\/start.js" defer data-entry="\/assets\/index-[\w-]+\.js"/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/report-screen-[\w-]+\.css">/);
    // No inline script: the data block is JSON, which the CSP does not run, and holds no raw '<'.
    const block = /<script type="application\/json" id="server-data" data-session="([0-9a-f]{16})">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    // The session it was drawn for: the start of the token's SHA-256 (the app compares it with its own token's).
    expect(block![1]).toBe(markOf(owner.token));
    const data = JSON.parse(block![2]!) as Record<string, { report?: { id: string } }>;
    expect(Object.values(data).some((entry) => entry.report?.id === owner.reportId)).toBe(true);
  });

  it('renders in the language and unit the app uses (the contour_ui cookie): Arabic right to left, imperial', async () => {
    const res = await page(`/report?id=${owner.reportId}`, cookies(owner.token, 'ar|imperial'));
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<h1[^>]*>التقرير<\/h1>/);
    // Pounds, in Arabic.
    expect(html).toMatch(/>رطل</);
    // A language or unit the app does not have: Accept-Language and metric, as a first start would.
    const odd = await (await page(`/report?id=${owner.reportId}`, cookies(owner.token, 'xx|furlong'))).text();
    expect(odd).toContain('<html lang="en-US" dir="ltr">');
    expect(odd).toMatch(/>kg</);
  });

  it("gives the app's own index.html for another person's report, an unknown id, no id, or no or a revoked session", async () => {
    const shell = async (path: string, cookie?: string) => {
      const res = await page(path, cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(isServerRendered(html), `${path} ${cookie ?? ''}`).toBe(false);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(other.reportId);
    };
    await shell(`/report?id=${other.reportId}`, cookies(owner.token));
    await shell(`/report?id=00000000-0000-4000-8000-000000000000`, cookies(owner.token));
    await shell('/report', cookies(owner.token));
    await shell(`/report?id=${owner.reportId}`);
    await shell(`/report?id=${owner.reportId}`, cookies('not-a-session-token-at-all-0000'));
    const out = await t.gql('mutation { logout }', {}, other.token);
    expect(out.errors).toBeUndefined();
    await shell(`/report?id=${other.reportId}`, cookies(other.token));
    // An ended session's cookie is cleared with the answer; a live one is left alone.
    expect((await page(`/report?id=${other.reportId}`, cookies(other.token))).headers.getSetCookie()).toEqual(CLEARED);
    expect((await page(`/report?id=${owner.reportId}`, cookies(owner.token))).headers.get('set-cookie')).toBeNull();
  });

  it('draws nothing with a live session cookie the app no longer holds: its own cookie gone (a sign-out offline) or marked for another session', async () => {
    for (const cookie of [
      `contour_session=${owner.token}`,
      `contour_session=${owner.token}; contour_ui=en-US|metric`,
      `contour_session=${owner.token}; contour_ui=en-US|metric|${markOf('someone-else')}`,
    ]) {
      const res = await page(`/report?id=${owner.reportId}`, cookie);
      const html = await res.text();
      expect(isServerRendered(html), cookie).toBe(false);
      expect(html).not.toContain('Body composition');
      // The server's cookie goes too.
      expect(res.headers.getSetCookie()).toEqual(CLEARED);
    }
  });

  it("keeps pages drawn at the same time apart: each in its own person's language and unit", async () => {
    const ar = cookies(owner.token, 'ar|imperial');
    const en = cookies(owner.token, 'de|metric');
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => page(`/report?id=${owner.reportId}`, i % 2 ? ar : en).then((res) => res.text())),
    );
    pages.forEach((html, i) => {
      expect(isServerRendered(html), `page ${i}`).toBe(true);
      if (i % 2) {
        expect(html).toContain('<html lang="ar" dir="rtl">');
        expect(html).toMatch(/>رطل</);
      } else {
        expect(html).toContain('<html lang="de" dir="ltr">');
        expect(html).toMatch(/>kg</);
        expect(html).toMatch(/<h1[^>]*>Bericht<\/h1>/);
      }
    });
  });

  it('renders the section the address names', async () => {
    const html = await (await page(`/report?id=${owner.reportId}&section=girths`, cookies(owner.token))).text();
    expect(isServerRendered(html)).toBe(true);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Girths<\/a>/);
  });
});

describe('server-rendered home', () => {
  it("renders the person's dashboard with its data and home's stylesheet", async () => {
    const res = await page('/', cookies(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(isServerRendered(html)).toBe(true);
    expect(html).toContain('<title>Contour – Contour</title>');
    expect(html).toContain('Latest scan');
    expect(html).toContain('aria-label="Key figures"');
    // The way to the latest report: the owner's, never the other person's.
    expect(html).toContain(`/report?id=${owner.reportId}`);
    expect(html).not.toContain(other.reportId);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/_auth-[\w-]+\.css">/);
    expect(html).not.toContain('<script type="module"');
    const block = /<script type="application\/json" id="server-data" data-session="([0-9a-f]{16})">([^<]*)<\/script>/.exec(html);
    expect(block![1]).toBe(markOf(owner.token));
  });

  it('draws the product model the app keeps (the cookie names it), as the app will', async () => {
    // The owner's scans are all M30: the app keeping S30 shows no report yet, and so does the server.
    const s30 = await (await page('/', cookies(owner.token, 'en-US|metric', 'S30'))).text();
    expect(isServerRendered(s30)).toBe(true);
    expect(s30).toContain('You don&#x27;t have any report yet');
    expect(s30).not.toContain(owner.reportId);
    const m30 = await (await page('/', cookies(owner.token, 'en-US|metric', 'M30'))).text();
    expect(m30).toContain(`/report?id=${owner.reportId}`);
    // A model the app does not have is none: the latest of either.
    const odd = await (await page('/', cookies(owner.token, 'en-US|metric', 'X99'))).text();
    expect(odd).toContain(`/report?id=${owner.reportId}`);
  });

  it('draws home in every state a person can be in: one report, several, a goal in progress (issue 35: a goal gave the bare shell)', async () => {
    const { token } = await t.signIn('ssr-states@example.com');
    const bind = async (daysAgo: number, seed: number) => {
      const body = scanBody({ measuredAt: new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString() }, seed);
      expect((await postScan(t, body)).status).toBe(201);
      const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, token);
      expect(bound.errors).toBeUndefined();
      return (bound.data!['bindScan'] as { report: { id: string } }).report.id;
    };
    const person = { token, reportId: await bind(30, 21) };
    const first = await (await page('/', cookies(person.token))).text();
    expect(isServerRendered(first)).toBe(true);
    expect(first).toContain('Your first report on this model');
    // A second report a month later, then a goal set on the first: home counts from the goal's start.
    await bind(0, 22);
    const goal = await t.gql(
      'mutation($i: GoalInput!) { setGoal(input: $i) { id } }',
      {
        i: {
          id: crypto.randomUUID(),
          metric: 'WT',
          reportId: person.reportId,
          targetValue: 60,
          targetAt: new Date(t.clock.now().getTime() + 90 * 86_400_000).toISOString(),
        },
      },
      person.token,
    );
    expect(goal.errors).toBeUndefined();
    const withGoal = await (await page('/', cookies(person.token))).text();
    expect(isServerRendered(withGoal)).toBe(true);
    expect(withGoal).toContain('when your goal began');
    expect(withGoal).toContain('data-goal-glance="WT"');
    expect(withGoal).toContain('data-long-view=""');
  });

  it('draws home for a person with no report yet, and for a young person (no goals offered)', async () => {
    const none = await t.signIn('ssr-none@example.com');
    const empty = await (await page('/', cookies(none.token))).text();
    expect(isServerRendered(empty)).toBe(true);
    expect(empty).toContain('You don&#x27;t have any report yet');
    const young = await t.signIn('ssr-youth@example.com');
    const body = scanBody({ subject: { ...subject, age: 14 }, measuredAt: t.clock.now().toISOString() }, 31);
    expect((await postScan(t, body)).status).toBe(201);
    const bound = await t.gql('mutation($s: ID!) { bindScan(scanId: $s) { report { id } } }', { s: body.scanId }, young.token);
    expect(bound.errors).toBeUndefined();
    const youth = await (await page('/', cookies(young.token))).text();
    expect(isServerRendered(youth)).toBe(true);
    expect(youth).toContain('data-stat="WT"');
    expect(youth).not.toContain('Set a goal');
  });

  it("gives the app's own index.html where home would not be home: a scanner's code to bind, no session, another session's mark", async () => {
    for (const [path, cookie] of [
      [`/?scanId=${scanBody({}, 14).scanId}`, cookies(owner.token)],
      ['/', undefined],
      ['/', `contour_session=${owner.token}; contour_ui=en-US|metric|${markOf('someone-else')}`],
    ] as Array<[string, string | undefined]>) {
      const html = await (await page(path, cookie)).text();
      expect(isServerRendered(html), `${path} ${cookie ?? ''}`).toBe(false);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('server-rendered history', () => {
  it("renders the person's list of reports with its stylesheet, in their language; nothing of anyone else's", async () => {
    const res = await page('/history', cookies(owner.token));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(isServerRendered(html)).toBe(true);
    expect(html).toContain('aria-label="Reports, newest first"');
    expect(html).toContain(owner.reportId);
    expect(html).not.toContain(other.reportId);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/HistoryScreen-[\w-]+\.css">/);
    const arabic = await (await page('/history', cookies(owner.token, 'ar|metric'))).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    for (const cookie of [undefined, `contour_session=${owner.token}; contour_ui=en-US|metric|${markOf('someone-else')}`]) {
      expect(isServerRendered(await (await page('/history', cookie)).text())).toBe(false);
    }
  });
});

// Every page of SERVER_PAGES, so that a page added there is checked here without another line.
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
      expect(html, path).not.toContain('ssr-owner@example.com');
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

  it("a share link is drawn with the report, for no one, even for a signed-in person; the PDF printer's page is the app's", async () => {
    for (const cookie of [undefined, cookies(other.token)]) {
      const html = await (await page(`/s/${shareToken}`, cookie)).text();
      expect(isServerRendered(html)).toBe(true);
      expect(html).toContain('Body composition');
      const block = dataBlock(html);
      expect(block?.[1]).toBe('');
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

describe('a build without its manifest', () => {
  it("gives the app's own index.html, not an error", async () => {
    // dist/ copied without its dot folders, beside the real dist-ssr/.
    const root = mkdtempSync(join(tmpdir(), 'contour-ssr-'));
    mkdirSync(join(root, 'dist'));
    copyFileSync(join(DIST, 'index.html'), join(root, 'dist', 'index.html'));
    symlinkSync(resolve('dist-ssr'), join(root, 'dist-ssr'));
    // Of the same build as the render module (written before it), as the build leaves them.
    const before = new Date(statSync(resolve('dist-ssr', 'entry-server.js')).mtimeMs - 1000);
    utimesSync(join(root, 'dist', 'index.html'), before, before);
    const bare = await createTestApp({ DIST_DIR: join(root, 'dist') });
    try {
      const { token, reportId } = await personWithReport('ssr-bare@example.com', 13, bare);
      const res = await bare.request(`/report?id=${reportId}`, { headers: { cookie: cookies(token) } });
      expect(res.status).toBe(200);
      expect(isServerRendered(await res.text())).toBe(false);
    } finally {
      await bare.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
