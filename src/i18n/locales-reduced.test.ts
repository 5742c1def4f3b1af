import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_LANGUAGE_PICKER, languagePicker, pickLocale } from '#shared/locales.ts';

describe("the language picker's reduced list (spec 9, VITE_REDUCED_LOCALES)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('holds en-US and zh-CN only, with their phone prefixes, en-US first', () => {
    expect(languagePicker(true).map(({ code, locale, prefix }) => ({ code, locale, prefix }))).toEqual([
      { code: 'en-US', locale: 'en-US', prefix: '+1' },
      { code: 'zh-CN', locale: 'zh-CN', prefix: '+86' },
    ]);
  });

  it('leaves the full list of 22 entries otherwise', () => {
    expect(languagePicker(false)).toBe(FULL_LANGUAGE_PICKER);
    expect(FULL_LANGUAGE_PICKER).toHaveLength(22);
    expect(FULL_LANGUAGE_PICKER[0].code).toBe('en-US');
  });

  it('is what LANGUAGE_PICKER holds in a build with VITE_REDUCED_LOCALES=1', async () => {
    vi.stubEnv('VITE_REDUCED_LOCALES', '1');
    vi.resetModules();
    const reduced = await import('#shared/locales.ts');
    expect(reduced.LANGUAGE_PICKER.map((entry) => entry.code)).toEqual(['en-US', 'zh-CN']);
    expect(reduced.pickLocale('de', ['ja-JP'])).toBe('en-US');
  });

  it('is not used without the flag (or with another value)', async () => {
    vi.stubEnv('VITE_REDUCED_LOCALES', 'yes');
    vi.resetModules();
    const full = await import('#shared/locales.ts');
    expect(full.LANGUAGE_PICKER).toHaveLength(22);
  });

  it('narrows the language rule to the reduced locales: stored, then browser, then en-US', () => {
    expect(pickLocale('zh-CN', ['en-US'], true)).toBe('zh-CN');
    expect(pickLocale('de', ['zh-Hans-CN'], true)).toBe('zh-CN');
    expect(pickLocale('ja', ['ja-JP', 'fr'], true)).toBe('en-US');
    expect(pickLocale('zh-TW', ['zh-TW'], true)).toBe('en-US');
    // The full build keeps every registry locale.
    expect(pickLocale('ja', ['zh-Hans-CN'], false)).toBe('ja');
    expect(pickLocale(null, ['zh-TW'], false)).toBe('zh-TW');
  });
});
