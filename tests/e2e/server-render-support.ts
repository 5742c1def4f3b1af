// What the server-render specs share: a fresh load watched through the takeover, and a remembered member's report.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ownerOnReport, type OwnerOptions } from './support.ts';

export const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'contour_session');

/**
 * The same person (`context`'s storage; null: a new visitor) on a fresh load, without the service worker (as a first
 * visit is), at phone size, watching the takeover: the layout shifts, any `loading` text the app puts on the page (it
 * takes the server's markup over as it is: no loading state may show in between), and console errors.
 * `expectClean` checks all three.
 */
export async function freshLoad(browser: Browser, context: BrowserContext | null, loading: string, timezoneId?: string) {
  const storageState = context ? await context.storageState() : undefined;
  const fresh = await browser.newContext({ storageState, viewport: { width: 390, height: 844 }, ...(timezoneId ? { timezoneId } : {}) });
  const page = await fresh.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((text) => {
    const shifts: Array<{ value: number; at: number; path: string; moved: string[] }> = [];
    const seen: string[] = [];
    Object.assign(window, { shifts, seen });
    // As CLS counts them: not a shift right after the person's own input (a click that opens more of the form). Each
    // with what moved, where and when, for the message of a test that fails.
    const named = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 40)}"` : String(node);
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        if (shift.hadRecentInput) return;
        const moved = shift.sources.map(
          (s) => `${named(s.node)} y ${s.previousRect.y} → ${s.currentRect.y}, h ${s.previousRect.height} → ${s.currentRect.height}`,
        );
        shifts.push({ value: shift.value, at: Math.round(entry.startTime), path: location.pathname, moved });
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => node.textContent?.includes(text) && seen.push(node.textContent));
    }).observe(document, { childList: true, subtree: true });
    // The drawn page's screen, as the HTML brought it: the app adopts it (hydrates) instead of drawing it again.
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { drawnMain: document.querySelector('#root main') }));
  }, loading);
  const watch = {
    async expectClean() {
      const { shifts, seen } = await page.evaluate(() => {
        const watched = window as unknown as { shifts: Array<{ value: number }>; seen: string[] };
        return { shifts: watched.shifts, seen: watched.seen };
      });
      expect(
        shifts.reduce((a, b) => a + b.value, 0),
        JSON.stringify(shifts, null, 1),
      ).toBeLessThan(0.01);
      expect(seen).toEqual([]);
      expect(problems).toEqual([]);
    },
    /** The app took the server's markup over as it was (hydrated): its screen is the very element the HTML brought. */
    async expectAdopted(path: string) {
      await expect(page.locator('#root[data-drawn]'), path).toHaveCount(0);
      const adopted = await page.evaluate(() => {
        const { drawnMain } = window as unknown as { drawnMain: Element | null };
        return drawnMain !== null && document.querySelector('#root main') === drawnMain;
      });
      expect(adopted, path).toBe(true);
    },
  };
  return { fresh, page, watch };
}

/** Waits until the app is up: it registers its worker once its first screen is (no reload, which the worker would answer). */
export async function appUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A new member signed in through the form ("Remember me" is on by default) with one report open (the last of `scans`); its address. */
export async function rememberedMemberOnReport(
  page: Page,
  request: APIRequestContext,
  tag: string,
  scans?: OwnerOptions['scans'],
): Promise<string> {
  await ownerOnReport(page, request, { tag, via: 'ui', ...(scans ? { scans, open: 'last' as const } : {}) });
  return page.url();
}
