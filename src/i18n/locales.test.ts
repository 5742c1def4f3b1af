import { describe, expect, it } from 'vitest';
import { directionOf, LOCALES, pickLocale } from '#shared/locales.ts';

describe('locale rule (spec 9)', () => {
  it('registers the 24 locales', () => {
    expect(LOCALES).toHaveLength(24);
  });
  it('prefers the stored locale, then a supported browser language, then en-US', () => {
    expect(pickLocale('de', ['ja-JP'])).toBe('de');
    expect(pickLocale(null, ['ja-JP', 'de'])).toBe('ja');
    expect(pickLocale(undefined, ['zh-TW'])).toBe('zh-TW');
    expect(pickLocale(undefined, ['zh-Hans-CN'])).toBe('zh-CN');
    expect(pickLocale('xx', ['ko-KR', 'nl'])).toBe('en-US');
  });
  it('knows Arabic is right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he' as never)).toBe('ltr');
  });
});
