// Home, the report page and history rendered on the server (server/src/http/ssr.ts) with the real build (`npm run
// build` first): the page a remembered session's cookies get, and everything that must get the app's usual index.html
// instead. Every page of SERVER_PAGES at once: server-pages.test.ts; the cookie's endpoint: document-session.test.ts.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postScan, scanBody, subject } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { appOnTheBuild, CLEARED, cookies, DIST, isServerRendered, markOf, personWithReport } from './server-render-support.ts';

let t: TestApp;
let owner: { token: string; reportId: string };
let other: { token: string; reportId: string };

beforeAll(async () => {
  t = await appOnTheBuild();
  owner = await personWithReport(t, 'ssr-owner@example.com', 11);
  other = await personWithReport(t, 'ssr-other@example.com', 12);
});
afterAll(() => t.close());

const page = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { cookie } } : {});

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
      const { token, reportId } = await personWithReport(bare, 'ssr-bare@example.com', 13);
      const res = await bare.request(`/report?id=${reportId}`, { headers: { cookie: cookies(token) } });
      expect(res.status).toBe(200);
      expect(isServerRendered(await res.text())).toBe(false);
    } finally {
      await bare.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
