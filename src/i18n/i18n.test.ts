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
