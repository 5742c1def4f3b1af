// npm run bench:web — layout stability (CLS) and largest contentful paint of the main screens, measured in
// Chromium against the production build with the demo account's year of reports, on a network with 150 ms
// of latency so data arrives after the first paint, as it does on a phone. Budget: CLS ≤ 0.05 per screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { onCleanup, runCleanup, startServer } from './lib/procs.ts';

const PORT = 4793;
const CLS_BUDGET = 0.05;
const LATENCY_MS = 150;
const DEMO = 'demo@contour.test';

type Vitals = { cls: number; lcp: number };

async function gql<T>(base: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function signIn(base: string): Promise<string> {
  await gql(base, 'mutation($a: String!) { sendValidationCode(channel: EMAIL, address: $a) { resendInSeconds } }', { a: DEMO });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(DEMO)}`)).json()) as Array<{ body: string }>;
  const code = /\b(\d{4})\b/.exec(outbox[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the dev outbox');
  const data = await gql<{ smsLogin: { token: string } }>(base, 'mutation($a: String!, $c: String!) { smsLogin(channel: EMAIL, address: $a, code: $c) { token } }', { a: DEMO, c: code });
  return data.smsLogin.token;
}

async function measure(page: Page, url: string, ready: string): Promise<Vitals> {
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

const dataDir = mkdtempSync(join(tmpdir(), 'contour-bench-web-'));
onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
const server = await startServer({ DATA_DIR: dataDir, DIST_DIR: process.env['DIST_DIR'] ?? './dist', NODE_ENV: 'test', LOG_LEVEL: 'warn' }, PORT);
const base = server.baseUrl;
const token = await signIn(base);
const { latestReport } = await gql<{ latestReport: { id: string } }>(base, '{ latestReport(model: M30) { id } }', {}, token);

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
const screens: Array<{ name: string; path: string; ready: string; signedIn: boolean }> = [
  { name: '/login', path: '/login', ready: 'form button[type=submit]', signedIn: false },
  { name: '/report (body composition)', path: `/report?id=${latestReport.id}`, ready: '#composition', signedIn: true },
  { name: '/report (posture)', path: `/report?id=${latestReport.id}&section=posture`, ready: '#posture', signedIn: true },
  { name: '/report (girths)', path: `/report?id=${latestReport.id}&section=girths`, ready: '#girths', signedIn: true },
  { name: '/history', path: '/history?model=M30', ready: 'ol a[href*="/report?id="]', signedIn: true },
  { name: '/body/trend', path: '/body/trend?key=WT&range=1y', ready: 'figure canvas', signedIn: true },
  { name: '/productModel', path: '/productModel', ready: 'a[href*="/switching"]', signedIn: true },
];
let failures = 0;
for (const viewport of [{ width: 390, height: 844 }, { width: 1180, height: 820 }]) {
  for (const screen of screens) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    await context.addInitScript(
      ([signedIn, t]) => {
        if (signedIn === 'yes') sessionStorage.setItem('token', t!);
        const vitals = { cls: 0, lcp: 0 };
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
      [screen.signedIn ? 'yes' : 'no', token],
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    const vitals = await measure(page, base + screen.path, screen.ready);
    const ok = vitals.cls <= CLS_BUDGET;
    if (!ok) failures += 1;
    console.log(`CLS ${screen.name} at ${viewport.width}×${viewport.height}: ${vitals.cls.toFixed(3)} (budget ${CLS_BUDGET}) ${ok ? 'ok' : 'OVER'}; LCP ${Math.round(vitals.lcp)} ms`);
    await context.close();
  }
}
await browser.close();
await server.stop();
runCleanup();
console.log(failures === 0 ? 'bench:web: every screen within the CLS budget' : `bench:web: ${failures} screen(s) over the CLS budget`);
process.exitCode = failures === 0 ? 0 : 1;
