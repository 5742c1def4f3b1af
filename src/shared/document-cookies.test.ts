import { describe, expect, it } from 'vitest';
import { formatUiCookie, parseUiCookie } from './document-cookies.ts';

const mark = '0123456789abcdef';

describe('the UI cookie', () => {
  it('carries the language, unit, session mark and, when the app keeps one, the product model', () => {
    const withModel = { locale: 'pt-PT', unit: 'imperial', mark, deviceType: 'S30' };
    expect(formatUiCookie(withModel)).toBe(`pt-PT|imperial|${mark}|S30`);
    expect(parseUiCookie(formatUiCookie(withModel))).toEqual(withModel);
    const none = { locale: 'en-US', unit: 'metric', mark, deviceType: null };
    expect(formatUiCookie(none)).toBe(`en-US|metric|${mark}`);
    expect(parseUiCookie(formatUiCookie(none))).toEqual(none);
  });

  it('reads nothing from a value out of its shape', () => {
    for (const value of [
      null,
      '',
      'en-US|metric',
      `en-US|metric|${mark}|`,
      `en-US|metric|${mark.toUpperCase()}`,
      `en-US|metric|${mark}|s30;x`,
      `en-US|metric|${mark}|S30|M30`,
    ]) {
      expect(parseUiCookie(value), String(value)).toBeNull();
    }
  });
});
