// Text fits in every language (issues 19, 35): on every screen, at 390×844, in each of the 24 locales (long words:
// ru, de, el, hu; no spaces: ja, zh, th; right to left: ar), no word is broken across two lines, no text is cut off
// or ellipsized, and nothing runs off the screen's side. The words are the browser's own (Intl.Segmenter in the page's language),
// and a word is broken when its range has boxes on more than one line (Range.getClientRects).
import { expect, test, type Page } from '@playwright/test';
import { SECTION_TAB_KEYS } from '#src/features/report/sections/tab-keys.ts';
import { LOCALES } from '#shared/locales.ts';
import { ownerOnReport } from './support.ts';

type Misfit = { kind: 'broken word' | 'clipped' | 'overflows its box' | 'off screen'; text: string };

/** Every visible text's misfits on the page as it is now. */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const found: Array<{ kind: 'broken word' | 'clipped' | 'overflows its box' | 'off screen'; text: string }> = [];
    const lang = document.documentElement.lang || 'en';
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push({ kind: 'off screen', text: `page ${document.documentElement.scrollWidth}px wide` });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('svg, .visually-hidden, [aria-hidden="true"] svg, script, style, noscript')) continue;
      if (parent.closest('.visually-hidden')) continue;
      // CJK running text (a paragraph) breaks between any two characters but by the kinsoku rules (line-break: strict),
      // as Japanese and Chinese typesetting do; its short texts (labels, titles, chips, buttons) never inside a word.
      let block: Element = parent;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline') && block.tagName !== 'BUTTON')
        block = block.parentElement;
      const running = /^(ja|zh)/.test(lang) && (block.textContent ?? '').length > 40;
      const range = document.createRange();
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.replace(/\u200b/g, '').length < 2) continue;
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const lines = new Set(rects.map((r) => Math.round(r.bottom)));
        // A break at a soft hyphen is a hyphenated word, as German writes it.
        if (lines.size > 1 && !running && !segment.includes('\u00ad'))
          found.push({ kind: 'broken word', text: `${segment} in "${text.trim().slice(0, 60)}"` });
        const right = Math.max(...rects.map((r) => r.right));
        const left = Math.min(...rects.map((r) => r.left));
        // Inside a sideways-scrolling strip (a table, the chart) a word may be out of view: it is not cut.
        if ((right > width + 1 || left < -1) && !parent.closest('[data-scroll-x], table')) {
          found.push({ kind: 'off screen', text: `${segment} in "${text.trim().slice(0, 60)}"` });
        }
      }
      // A box that hides what does not fit: its text is cut (or ellipsized) when it is wider than the box.
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        if (checked.has(el)) break;
        checked.add(el);
        const style = getComputedStyle(el);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !scrolls && style.display !== 'inline') {
          const kind = hides ? 'clipped' : 'overflows its box';
          found.push({ kind, text: `"${(el.textContent ?? '').trim().slice(0, 60)}" ${el.scrollWidth}>${el.clientWidth}` });
        }
      }
    }
    return found;
  });
}

/** Waits until the screen has settled: its data in, no loading state. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [data-state="loading"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

const PUBLIC = ['/login', '/register', '/phoneLogin', '/about/rule', '/about/secret', '/wifi'];

for (const lang of LOCALES) {
  test(`every screen's text fits a phone in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const problems: string[] = [];
    const look = async (path: string) => {
      await page.goto(path);
      await settled(page);
      for (const misfit of await misfits(page)) problems.push(`${path}: ${misfit.kind}: ${misfit.text}`);
    };
    for (const path of PUBLIC) await look(path);

    const day = 86_400_000;
    // A month ago 3.5 kg heavier, all of it fat: every change chip, figure and comparison shows a change of its own
    // (the girths, the waist and the hip follow the body composition), not "unchanged".
    const { reportId, reportIds } = await ownerOnReport(page, request, {
      tag: `fit-${lang}`,
      scans: [{ measuredAt: new Date(Date.now() - 30 * day), composition: { WT: 80.8, BFM: 19.3, PBF: 23.9, BMI: 25.5, WHR: 0.89 } }, {}],
      open: false,
    });
    for (const path of ['/', '/history', '/personal', '/productModel', '/body/trend?key=WT', '/girth/trend?key=WAIST']) await look(path);
    for (const section of SECTION_TAB_KEYS) await look(`/report?id=${reportId}&section=${section}`);
    await look(`/report?id=${reportId}&section=composition&compare=${reportIds[0]}`);
    expect(problems).toEqual([]);
  });
}
