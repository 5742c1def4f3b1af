// bench:web's measures of every route (`npm run bench:web -- --all`, scripts/bench-web.ts): Lighthouse on each
// server-drawn route and report tab, and the offline lines; with the helpers both modes share (the demo's session in a
// browser profile, the profile Lighthouse drives).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { onCleanup } from './procs.ts';
import { gql, signInByCode } from './demo-api.ts';
import { newScanId, postScan, randomSubject, scanPayload, seededRng } from './scan-gen.ts';
import { demoKeyFor } from '#server/demo/demo-devices.ts';
import { SERVER_PAGES, type ServerPage } from '../../src/shared/server-render.ts';
import { SECTION_TAB_KEYS } from '../../src/features/report/sections/tab-keys.ts';

export const DEBUG_PORT = 9333;
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The session in local storage (none: signed out) and, with `cookies`, the two cookies the app leaves after a remembered
 * sign-in (src/shared/document-cookies.ts), with which the server draws a person's pages.
 */
export async function signIn(page: Page, base: string, t: string | null, cookies = true): Promise<void> {
  await page.goto(`${base}/healthz`);
  await page.evaluate(
    async ([value, withCookies]) => {
      localStorage.clear();
      document.cookie = 'contour_ui=; Path=/; Max-Age=0';
      await fetch('/api/session/document', { method: 'DELETE' });
      if (!value) return;
      localStorage.setItem('token', value);
      if (!withCookies) return;
      // The app's cookie: language, unit and the session's mark (the first 16 hex digits of the token's SHA-256).
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
      const mark = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, 16);
      document.cookie = `contour_ui=en-US|metric|${mark}; Path=/; SameSite=Strict`;
      // As the app sends it (lib/document-session.ts): only a JSON request with the bearer sets the cookie.
      await fetch('/api/session/document', {
        method: 'POST',
        headers: { Authorization: `Bearer ${value}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
    },
    [t, cookies] as const,
  );
}

/** The persistent profile Lighthouse drives through Chromium's debugging port (removed at the end). */
export async function lighthouseProfile() {
  const profile = mkdtempSync(join(tmpdir(), 'contour-bench-web-profile-'));
  onCleanup('profile', () => rmSync(profile, { recursive: true, force: true }));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--disable-gpu', '--no-first-run'],
    viewport: { width: 412, height: 823 },
  });
}

/** What the measures need: the running server, the demo's session and latest report, and the budget verdict. */
export type Bench = { base: string; token: string; reportId: string; verdict: (ok: boolean) => string };

/** Every route and tab by Lighthouse, cold each time; then the offline lines. */
export async function measureAll(bench: Bench): Promise<void> {
  const { base, token, reportId, verdict } = bench;
  const runs = Number(process.env['BENCH_RUNS'] ?? 3);
  const parts = (process.env['BENCH_ONLY'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const filter = parts.length > 0 ? parts : undefined;
  const { createShareLink } = await gql<{ createShareLink: { url: string } }>(
    base,
    'mutation($r: ID!) { createShareLink(reportId: $r) { url } }',
    { r: reportId },
    token,
  );
  const report = `/report?id=${reportId}`;
  // The search the app writes for the trends (without it the router rewrites the address first).
  const addresses: Partial<Record<ServerPage, string>> = {
    '/body/trend': '/body/trend?key=WT&range=1y',
    '/girth/trend': '/girth/trend?key=waistGirth&range=1y',
    '/s/$token': new URL(createShareLink.url).pathname,
  };
  // Each route with the session it is measured in (null: signed out); the demo's home is the one with a goal.
  const routes: Array<{ name: string; path: string; session: string | null }> = [];
  for (const page of Object.keys(SERVER_PAGES) as ServerPage[]) {
    const session = SERVER_PAGES[page].access === 'person' ? token : null;
    // Every tab the demo report has (the youth spine is for ages 10-17 only).
    if (page === '/report')
      for (const tab of SECTION_TAB_KEYS) routes.push({ name: `/report ${tab}`, path: `${report}&section=${tab}`, session });
    else routes.push({ name: page === '/' ? '/ (a goal)' : page, path: addresses[page] ?? page, session });
  }
  // The trends as a typed or bookmarked address opens them: no search at all.
  routes.push(
    ...(['/body/trend', '/girth/trend'] as const).map((page) => ({ name: `${page} (bare address)`, path: page, session: token })),
  );
  const wanted = (name: string) => !filter || filter.some((part) => name.includes(part));
  if (HOME_STATES.some((state) => wanted(`/ (${state})`))) routes.push(...(await homeStates(base)));

  const context = await lighthouseProfile();
  const setup = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(setup);
  let sessionNow: string | null | undefined;
  for (const route of routes.filter((r) => wanted(r.name))) {
    if (sessionNow !== route.session) {
      await signIn(setup, base, route.session);
      sessionNow = route.session;
    }
    const html = await setup.evaluate(async (url) => (await (await fetch(url)).text()) as string, base + route.path);
    const tab = /section=(\w+)/.exec(route.path)?.[1];
    if (tab && !html.includes(`id="${tab}"`)) {
      console.log(`lighthouse ${route.name}: not in the demo report`);
      continue;
    }
    const scores: Array<{ performance: number; lcp: number; tbt: number; cls: number }> = [];
    for (let run = 0; run < runs; run += 1) {
      // Cold: no worker, no cached file, no offline copy; the session (local storage, cookies) stays.
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb' });
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(base + route.path, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        // The kept trace with the JavaScript profiler's samples: which functions ran in each long task.
        ...(process.env['BENCH_LHR_DIR'] ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      // BENCH_LHR_DIR=<dir> keeps each run's report, to read what blocked the main thread (long-tasks, bootup-time).
      const keep = process.env['BENCH_LHR_DIR'];
      if (keep) {
        const name = `${route.name.replace(/\W+/g, '_')}-${run}`;
        writeFileSync(join(keep, `${name}.json`), JSON.stringify(result.lhr));
        // And the page load's trace, whose tasks name the code that ran (Chromium's performance panel opens it).
        writeFileSync(join(keep, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      }
      const { categories, audits } = result.lhr;
      scores.push({
        performance: Math.round((categories['performance']?.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const m = {
      performance: median(scores.map((score) => score.performance)),
      lcp: median(scores.map((score) => score.lcp)),
      tbt: median(scores.map((score) => score.tbt)),
      cls: median(scores.map((score) => score.cls)),
    };
    const ok = m.performance >= 95 && m.lcp <= 1500 && m.tbt <= 150 && m.cls <= 0.02;
    console.log(
      `lighthouse ${route.name} performance: ${m.performance} lcp: ${Math.round(m.lcp)} tbt: ${Math.round(m.tbt)} cls: ${m.cls.toFixed(3)}` +
        ` (${html.includes('id="server-data"') ? 'drawn on the server' : "the app's own start"}; of ${scores.map((s) => s.performance).join(', ')}) ${verdict(ok)}`,
    );
  }
  await context.close();
  if (!filter || filter.includes('offline')) await measureOffline(bench);
}

/**
 * Home in the other states a person's home can be in (the demo's has a year of reports and a goal): no report yet, one
 * report, and one youth report; each a new account with its own session.
 */
const HOME_STATES = ['no report', 'one report', 'youth'] as const;

async function homeStates(base: string): Promise<Array<{ name: string; path: string; session: string }>> {
  const rng = seededRng(35);
  const account = async (state: (typeof HOME_STATES)[number], scan: 'adult' | 'youth' | null) => {
    const email = `bench-home-${state.replace(' ', '-')}-${Date.now()}@example.test`;
    const session = await signInByCode(base, email);
    if (scan) {
      const subject = randomSubject(rng, { youth: scan === 'youth' });
      const payload = { ...scanPayload(newScanId(), new Date(), 'Europe/Berlin', subject, 'M30', rng), account: { email } };
      const posted = await postScan(base, demoKeyFor('M30'), payload);
      if (posted.status !== 201) throw new Error(`the ${state} scan was refused: ${posted.status} ${posted.text}`);
    }
    return { name: `/ (${state})`, path: '/', session };
  };
  return [await account('no report', null), await account('one report', 'adult'), await account('youth', 'youth')];
}

/** From navigation start to the paint of the screen's content: its largest contentful paint, as the browser reports it. */
async function contentPainted(page: Page): Promise<number> {
  // A busy main thread would delay a reading taken from here; the entry's own time is not.
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
}

/**
 * The report, home, a comparison and history again with the network off (worker and graphcache), in phone emulation at
 * device pixel ratio 3: from navigation to the paint of the screen's content (its largest contentful paint, once the
 * content stands on the page), median of 5. Two protocols: the same tab navigated again (the CPU as it is and slowed
 * 4×), and, as a person meets it, a new page of the installed app for each run (a tab of its own, CPU slowed 4×;
 * issue 35's budget ≤ 500 ms for report, home and compare).
 */
async function measureOffline({ base, token, reportId, verdict }: Bench): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--no-first-run'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, base, token);
  // The comparison with the report before it on the same model.
  const { report } = await gql<{ report: { model: string; previous: { id: string } | null } }>(
    base,
    'query($id: ID!) { report(id: $id) { model previous { id } } }',
    { id: reportId },
    token,
  );
  const screens = [
    { name: 'report', path: `/report?id=${reportId}`, ready: '#composition', budget: true },
    { name: 'home', path: '/', ready: '[data-stat="WT"] svg', budget: true },
    ...(report.previous
      ? [
          {
            name: 'compare',
            path: `/report?id=${reportId}&section=composition&compare=${report.previous.id}`,
            ready: '#comparison-title',
            budget: true,
          },
        ]
      : []),
    { name: 'history', path: '/history?model=M30', ready: 'ol a[href*="/report?id="]', budget: false },
  ];
  // Warm: the worker in control and each screen's data in graphcache's storage.
  for (const screen of screens) {
    await page.goto(base + screen.path);
    await page.waitForSelector(screen.ready, { timeout: 30_000 });
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (const screen of screens) {
    await page.goto(base + screen.path);
    await page.waitForSelector(screen.ready, { timeout: 30_000 });
    // The app keeps the page's drawing once it has settled and the page is idle.
    await page.waitForTimeout(3000);
  }
  if (process.env['BENCH_DEBUG'])
    console.log(
      'drawings kept:',
      await page.evaluate(async () => {
        const open = indexedDB.open('contour-pages');
        const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
        const keys = db.transaction('pages').objectStore('pages').getAllKeys();
        return new Promise((resolve) => (keys.onsuccess = () => resolve(JSON.stringify(keys.result))));
      }),
    );
  const cdp = await context.newCDPSession(page);
  await context.setOffline(true);
  const drawn: string[] = [];
  // The CPU as it is (the figure measured so far), then slowed 4× (issue 22's budget).
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const screen of screens) {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const response = await page.goto(base + screen.path);
        if (run === 0 && rate === 1)
          drawn.push(`${screen.name}: ${(await response?.text())?.includes('id="server-data"') ? 'its last drawing' : 'the shell'}`);
        await page.waitForSelector(screen.ready, { timeout: 30_000 });
        times.push(await contentPainted(page));
        if (process.env['BENCH_DEBUG'])
          console.log(
            await page.evaluate(() => {
              const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
              return `worker ${Math.round(n.workerStart)} responseStart ${Math.round(n.responseStart)} responseEnd ${Math.round(n.responseEnd)} interactive ${Math.round(n.domInteractive)} fcp ${Math.round(fcp)} now ${Math.round(performance.now())}`;
            }),
          );
      }
      const median = times.sort((a, b) => a - b)[2]!;
      const budget = rate === 4 ? ` budget ≤ 250) ${verdict(median <= 250)}` : ')';
      console.log(`offline ${screen.name}: ${Math.round(median)} ms (worker + graphcache, DPR 3, CPU ×${rate}, median of 5;${budget}`);
    }
  }
  console.log(`offline, the worker answered with: ${drawn.join(', ')}`);
  // A new page of the installed app: a tab of its own for each run, nothing of the screen in its memory.
  await page.close();
  for (const screen of screens) {
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const fresh = await context.newPage();
      const throttle = await context.newCDPSession(fresh);
      await throttle.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await fresh.goto(base + screen.path);
      await fresh.waitForSelector(screen.ready, { timeout: 30_000 });
      times.push(await contentPainted(fresh));
      await fresh.close();
    }
    const median = times.sort((a, b) => a - b)[2]!;
    const budget = screen.budget ? ` budget ≤ 500) ${verdict(median <= 500)}` : ')';
    console.log(`offline ${screen.name}, a new page: ${Math.round(median)} ms (worker + graphcache, DPR 3, CPU ×4, median of 5;${budget}`);
  }
  await context.setOffline(false);
  await browser.close();
}
