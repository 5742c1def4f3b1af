// Report PDFs: the server's own headless Chromium opens the app's print view of the report (/s/<token>?print=1,
// through a two-minute render link) and prints it. The app draws every section with its charts and figures in the
// person's language and units, and Chromium's text shaping and the system's Noto fonts cover every script of the
// 24 locales (Arabic right-to-left, Thai, CJK, Greek, Cyrillic), so the PDF is the report as the person knows it.
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Locale } from '#shared/locales.ts';
import type { Log } from '../log.ts';

export type PdfRequest = { token: string; locale: Locale; unit: 'metric' | 'imperial' };

export type PdfRenderer = {
  /** The PDF's bytes; throws PdfUnavailable when this machine has no Chromium, another error when printing fails. */
  render(request: PdfRequest): Promise<Uint8Array>;
  /** Resolves when no PDF is being made (at once when none is): a draining copy waits for it before it stops serving. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

export class PdfUnavailable extends Error {}
/** More PDFs are waiting in this process than it takes: the caller is told to try again shortly (503, Retry-After). */
export class PdfBusy extends Error {}

/** Pages printed at once; more wait their turn (each page holds the app and a report in memory). */
const PARALLEL_PAGES = 2;
/**
 * PDFs that may wait for a slot; one more is refused at once (PdfBusy) instead of joining a queue whose last would
 * outlive its two-minute render link. At 3.7–7.7 s a PDF under load, 8 waiting are done within about 30 s.
 */
const MAX_WAITING = 8;
/** A print view that is not ready by then is a failure, not a hang. */
const READY_TIMEOUT_MS = 20_000;

export type PdfRendererOptions = { chromiumPath: string; baseUrl: () => string; log: Log; maxWaiting?: number };

export function createPdfRenderer({ chromiumPath, baseUrl, log, maxWaiting = MAX_WAITING }: PdfRendererOptions): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  // One context per printing slot, kept: the app's code then comes from its HTTP cache after the first PDF, and two
  // pages never share a local storage (each sets its own language and unit there).
  const idle: BrowserContext[] = [];
  let open = 0;
  const waiting: Array<(context: BrowserContext | null) => void> = [];
  // PDFs being made (waiting for a slot included), and who waits for there to be none.
  let rendering = 0;
  const idleWaiters: Array<() => void> = [];

  function launch(): Promise<Browser> {
    if (!existsSync(chromiumPath)) return Promise.reject(new PdfUnavailable(`no Chromium at ${chromiumPath}`));
    browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: chromiumPath,
          args: ['--disable-gpu', '--font-render-hinting=none'],
          // The server decides when Chromium goes (close(), after a drain has let the PDFs in progress finish);
          // Playwright's own handlers would close it at the first SIGTERM, under those PDFs.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        }),
      )
      .then((launched) => {
        launched.on('disconnected', () => {
          browser = null;
          idle.length = 0;
          open = 0;
        });
        return launched;
      })
      .catch((err: unknown) => {
        browser = null;
        throw err;
      });
    return browser;
  }

  async function take(): Promise<BrowserContext> {
    const ready = idle.pop();
    if (ready) return ready;
    if (open < PARALLEL_PAGES) {
      open += 1;
      try {
        return await (await launch()).newContext({ viewport: { width: 794, height: 1123 }, serviceWorkers: 'block' });
      } catch (err) {
        open -= 1;
        throw err;
      }
    }
    if (waiting.length >= maxWaiting) throw new PdfBusy(`${waiting.length} PDFs are waiting already`);
    const handed = await new Promise<BrowserContext | null>((go) => waiting.push(go));
    return handed ?? take();
  }

  function give(context: BrowserContext): void {
    const next = waiting.shift();
    if (next) next(context);
    else idle.push(context);
  }

  async function print({ token, locale, unit }: PdfRequest): Promise<Uint8Array> {
    const context = await take();
    try {
      const started = performance.now();
      const page = await context.newPage();
      try {
        // The print view reads the language and unit like the app always does: from local storage.
        await page.addInitScript(
          ([lang, chosen]) => {
            localStorage.setItem('lang', lang);
            localStorage.setItem('unit', chosen);
          },
          [locale, unit] as const,
        );
        await page.goto(`${baseUrl()}/s/${token}?print=1`, { waitUntil: 'domcontentloaded' });
        const ready = await page.waitForFunction(() => document.documentElement.dataset['print'] ?? null, undefined, {
          timeout: READY_TIMEOUT_MS,
          polling: 50,
        });
        const state = await ready.jsonValue();
        if (state !== 'ready') throw new Error(`print view ended as "${String(state)}"`);
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
        });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '12mm', bottom: '14mm', left: '10mm', right: '10mm' },
        });
        log.debug({ ms: Math.round(performance.now() - started), bytes: pdf.length }, 'report PDF made');
        return new Uint8Array(pdf);
      } finally {
        await page.close();
      }
    } finally {
      give(context);
    }
  }

  return {
    async render(request) {
      rendering += 1;
      try {
        return await print(request);
      } finally {
        rendering -= 1;
        if (rendering === 0) idleWaiters.splice(0).forEach((done) => done());
      }
    },
    idle() {
      return rendering === 0 ? Promise.resolve() : new Promise<void>((done) => idleWaiters.push(done));
    },
    async close() {
      const running = browser;
      browser = null;
      waiting.splice(0).forEach((go) => go(null));
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
