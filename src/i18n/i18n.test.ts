import { describe, expect, it } from 'vitest';
import { activateLocale, ensureAppCatalog, i18n } from './i18n.ts';

describe('catalog loading', () => {
  it('activating a locale keeps messages that arrived before it (load merges, never replaces)', async () => {
    // A signed-in start asks for the app catalog beside the core one; whichever lands first must survive.
    i18n.load('zh-CN', { earlier: 'arrived first' });
    await activateLocale('zh-CN');
    expect(i18n.messages['earlier']).toBe('arrived first');
    expect(i18n.locale).toBe('zh-CN');
  });

  it('the app catalog adds to the core one', async () => {
    await activateLocale('zh-CN');
    const core = Object.keys(i18n.messages).length;
    await ensureAppCatalog();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(core + 400);
  });
});

describe('the document language', () => {
  it('is set at once, and the language cookie with it, with which the server draws a page for no one', async () => {
    await activateLocale('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('contour_lang=ja');
  });

  it("waits on a drawn page for the app's own render: a drawing in another language keeps its direction until then", async () => {
    await activateLocale('en-US');
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    root.dataset['drawn'] = 'server';
    try {
      await activateLocale('ar');
      expect(document.documentElement.dir).toBe('ltr');
      expect(document.documentElement.lang).toBe('en-US');
      expect(document.cookie).toContain('contour_lang=ar');
      root.removeAttribute('data-drawn');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar');
    } finally {
      root.remove();
      await activateLocale('en-US');
    }
  });
});
