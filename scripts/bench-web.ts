// npm run bench:web -- --all — every server-drawn route and every tab of the report (SERVER_PAGES), each by Lighthouse
// (mobile, simulated throttling, cold: no worker, no cache), median of 3 (BENCH_RUNS=n), one line per route:
// `lighthouse <route> performance: N lcp: N tbt: N cls: N`; then the report, home, a comparison and history again
// offline (worker and graphcache) in phone emulation at device pixel ratio 3, median of 5: the same tab navigated again
// (CPU ×1 and ×4), and a new page of the installed app for each run (CPU ×4); the load average at the start and the
// end. Budgets (issues 22, 35): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02; offline ≤ 250 ms in the same
// tab, ≤ 500 ms on a new page (report, home, compare).
// BENCH_ONLY=<text>[,<text>…] measures only the routes whose name holds one of them ('offline': the offline lines).
//
// npm run bench:web — three measurements against the production build with the demo account's year of reports:
// 1. Lighthouse (mobile, simulated throttling, Debian Chromium) on a cold /report: performance, accessibility and
//    best-practices scores, LCP, CLS and TBT. Budgets: performance ≥ 95, accessibility 100, LCP ≤ 1.5 s.
// 2. The report rendered again from the service worker and graphcache with the network off. Budget ≤ 300 ms.
// 3. Layout stability (CLS) and LCP of the main screens at phone and tablet size on a network with 150 ms of
//    latency, so data arrives after the first paint as it does on a phone. Budget: CLS ≤ 0.05 per screen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { onCleanup, runCleanup, startServer } from './lib/procs.ts';
import { gql, signInDemo } from './lib/demo-api.ts';
import { CHROMIUM, DEBUG_PORT, lighthouseProfile, measureAll, signIn } from './lib/web-routes.ts';

const PORT = 4793;
const CLS_BUDGET = 0.05;
const LATENCY_MS = 150;

type Vitals = { cls: number; lcp: number; shown: number };

async function measure(page: Page, url: string, ready: string): Promise<Vitals> {
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

const dataDir = mkdtempSync(join(tmpdir(), 'contour-bench-web-'));
onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
const server = await startServer(
  { DATA_DIR: dataDir, DIST_DIR: process.env['DIST_DIR'] ?? './dist', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  PORT,
);
const base = server.baseUrl;
const token = await signInDemo(base);
const { latestReport } = await gql<{ latestReport: { id: string } }>(base, '{ latestReport(model: M30) { id } }', {}, token);

let failures = 0;
const verdict = (ok: boolean) => {
  if (!ok) failures += 1;
  return ok ? 'ok' : 'OVER';
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (process.argv.includes('--all')) {
  console.log(`load average at the start: ${load()}`);
  await measureAll({ base, token, reportId: latestReport.id, verdict });
  console.log(`load average at the end: ${load()}`);
  await server.stop();
  runCleanup();
  console.log(failures === 0 ? 'bench:web --all: every budget met' : `bench:web --all: ${failures} budget(s) not met`);
  process.exit(failures === 0 ? 0 : 1);
}

// SCREEN=name runs only part 3, for the screen of that name (e.g. '/ (home)'), five times (the median of `shown`).
const only = process.env['SCREEN'];

// 1 and 2: one browser profile with the session in local storage (the app copies it to the tab at start), set on
// a JSON answer of the same origin so that no app code, worker or cache exists before Lighthouse's cold load.
if (!only) {
  const context = await lighthouseProfile();
  const setup = await context.newPage();
  // As the app leaves it after a remembered sign-in: the token, and the cookies with which the server renders /report
  // (BENCH_NO_SSR=1 leaves them out: the app's client-only start).
  await signIn(setup, base, token, !process.env['BENCH_NO_SSR']);
  const report = `${base}/report?id=${latestReport.id}`;
  // The page Lighthouse will load, as the server sends it to this profile: drawn on the server, unless BENCH_NO_SSR.
  // LH_PATH=/ measures another route with the same cold profile (one route per run: Lighthouse keeps the storage).
  const path = process.env['LH_PATH'] ?? '/report';
  const target = process.env['LH_PATH'] ? `${base}${path}` : report;
  const drawn = await setup.evaluate(async (url) => (await (await fetch(url)).text()).includes('id="server-data"'), target);
  console.log(`${path} drawn on the server: ${drawn ? 'yes' : 'no'}`);
  const result = await lighthouse(target, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  // LH_JSON=file keeps the whole Lighthouse result (its request waterfall and traces) for a closer look.
  if (process.env['LH_JSON']) writeFileSync(process.env['LH_JSON'], JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  console.log(`Lighthouse ${path} (mobile, simulated throttling, cold):`);
  console.log(`performance: ${score('performance')} (budget ≥ 95) ${verdict(score('performance') >= 95)}`);
  console.log(`accessibility: ${score('accessibility')} (budget 100) ${verdict(score('accessibility') === 100)}`);
  console.log(`best-practices: ${score('best-practices')}`);
  console.log(
    `LCP: ${Math.round(metric('largest-contentful-paint'))} ms (budget ≤ 1500) ${verdict(metric('largest-contentful-paint') <= 1500)}`,
  );
  console.log(
    `CLS: ${metric('cumulative-layout-shift').toFixed(3)}; TBT: ${Math.round(metric('total-blocking-time'))} ms; FCP: ${Math.round(metric('first-contentful-paint'))} ms`,
  );
  for (const id of ['accessibility', 'best-practices']) {
    const failed = Object.values(audits).filter((a) => a.score === 0 && categories[id]?.auditRefs.some((r) => r.id === a.id));
    if (failed.length) console.log(`  ${id} audits failed: ${failed.map((a) => a.id).join(', ')}`);
  }

  // LH_ONLY=1 stops after Lighthouse (for trying a change to the cold start).
  if (process.env['LH_ONLY']) {
    await context.close();
    await server.stop();
    runCleanup();
    process.exit(0);
  }

  // 2: warm, then the same report with the network off, served by the worker and the graphcache storage.
  const page = await context.newPage();
  await page.goto(report);
  await page.waitForSelector('#composition');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForSelector('#composition');
  await context.setOffline(true);
  const offline: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto(report);
    await page.waitForSelector('#composition');
    offline.push(await page.evaluate(() => performance.now()));
  }
  await context.setOffline(false);
  offline.sort((a, b) => a - b);
  const median = offline[2]!;
  console.log(
    `offline report: ${Math.round(median)} ms (network off, worker + graphcache, median of 5; budget ≤ 300) ${verdict(median <= 300)}`,
  );
  await context.close();
}

// 3: layout shifts per screen.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--no-first-run'] });
const screens: Array<{ name: string; path: string; ready: string; signedIn: boolean }> = [
  { name: '/login', path: '/login', ready: 'form button[type=submit]', signedIn: false },
  { name: '/ (home)', path: '/', ready: '[data-stat="WT"] svg', signedIn: true },
  { name: '/report (body composition)', path: `/report?id=${latestReport.id}`, ready: '#composition', signedIn: true },
  { name: '/report (posture)', path: `/report?id=${latestReport.id}&section=posture`, ready: '#posture', signedIn: true },
  { name: '/report (girths)', path: `/report?id=${latestReport.id}&section=girths`, ready: '#girths', signedIn: true },
  { name: '/history', path: '/history?model=M30', ready: 'ol a[href*="/report?id="]', signedIn: true },
  { name: '/body/trend', path: '/body/trend?key=WT&range=1y', ready: 'figure canvas', signedIn: true },
  { name: '/productModel', path: '/productModel', ready: 'a[href*="/switching"]', signedIn: true },
];
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1180, height: 820 },
]) {
  for (const screen of screens.filter((s) => !only || s.name === only)) {
    const shown: number[] = [];
    for (let run = 0; run < (only ? 5 : 1); run += 1) {
      const context = await browser.newContext({ viewport, locale: 'en-US' });
      await context.addInitScript(
        ([signedIn, t, ready]) => {
          if (signedIn === 'yes') sessionStorage.setItem('token', t!);
          const vitals = { cls: 0, lcp: 0, shown: 0 };
          // When the screen's content first stands on the page (its `ready` element), whatever Lighthouse takes for LCP.
          // (No named function here: tsx would wrap it in a helper the page does not have.)
          const timer = setInterval(() => {
            if (!document.querySelector(ready!)) return;
            vitals.shown = performance.now();
            clearInterval(timer);
          }, 4);
          (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) vitals.cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            if (last) vitals.lcp = last.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        },
        [screen.signedIn ? 'yes' : 'no', token, screen.ready],
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const vitals = await measure(page, base + screen.path, screen.ready);
      shown.push(vitals.shown);
      console.log(
        `CLS ${screen.name} at ${viewport.width}×${viewport.height}: ${vitals.cls.toFixed(3)} (budget ${CLS_BUDGET}) ${verdict(vitals.cls <= CLS_BUDGET)}; LCP ${Math.round(vitals.lcp)} ms; shown ${Math.round(vitals.shown)} ms`,
      );
      await context.close();
    }
    if (only)
      console.log(
        `shown ${screen.name} at ${viewport.width}×${viewport.height}: median of 5 ${Math.round(shown.sort((a, b) => a - b)[2]!)} ms`,
      );
  }
}
await browser.close();
await server.stop();
runCleanup();
console.log(failures === 0 ? 'bench:web: every budget met' : `bench:web: ${failures} budget(s) not met`);
process.exitCode = failures === 0 ? 0 : 1;
